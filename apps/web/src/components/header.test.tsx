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
    const bar = await screen.findByRole('button', { name: 'Add your bike', hidden: true });

    expect(bar.dataset.inMenu).toBe('no');
    expect(bar.className).toBe('hidden sm:inline-flex');
    expect(bar.parentElement).toBe(screen.getByRole('link', { name: /^Cart/ }).parentElement);
    // The menu is not in the page until it first opens (components/ui/sheet.tsx).
    expect(document.querySelector('dialog[aria-label="Menu"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const row = within(menu).getByRole('button', { name: 'Add your bike' });
    expect(row.dataset.inMenu).toBe('yes');
    fireEvent.click(row);
    expect(menu.hasAttribute('open')).toBe(false);
    // Kept once opened, so it can slide out.
    expect(menu.isConnected).toBe(true);
  });
});
