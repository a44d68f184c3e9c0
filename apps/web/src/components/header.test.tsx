import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { Header, type HeaderGaragePlacement } from './header';

function FakeGarage({ className, inMenu, onOpen }: HeaderGaragePlacement) {
  return (
    <button type="button" className={className} data-in-menu={inMenu ? 'yes' : 'no'} onClick={onOpen}>
      Add your bike
    </button>
  );
}

describe("the header's garage", () => {
  it('puts the bike button in the bar from sm on, beside the cart, and as a row of the phone menu that closes it', async () => {
    renderWithRouter(<Header search={() => null} garage={(placement) => <FakeGarage {...placement} />} />);
    const [bar, row] = await screen.findAllByRole('button', { name: 'Add your bike', hidden: true });

    expect(bar!.dataset.inMenu).toBe('no');
    expect(bar!.className).toBe('hidden sm:inline-flex');
    expect(bar!.parentElement).toBe(screen.getByRole('link', { name: /^Cart/ }).parentElement);

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'Add your bike' })).toBe(row);
    expect(row!.dataset.inMenu).toBe('yes');
    fireEvent.click(row!);
    expect(menu.hasAttribute('open')).toBe(false);
  });
});
