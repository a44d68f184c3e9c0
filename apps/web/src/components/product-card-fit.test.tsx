import type { Fitment } from '@store/contracts/fitment';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { CardBikeContext, FitLabel, ProductCard, type LabelBike } from './product-card';

const MAKE = '00000000-0000-4000-8000-00000000e001';
const MODEL = '00000000-0000-4000-8000-00000000e002';
const OTHER_MODEL = '00000000-0000-4000-8000-00000000e005';
const classic2021: LabelBike = { make_id: MAKE, model_id: MODEL, model_name: 'Classic 350', year: 2021 };

const fitments = {
  newClassic: { universal: false, bikes: [{ _id: MODEL, from: 2021, to: null }] },
  oldClassic: { universal: false, bikes: [{ _id: MODEL, from: 2009, to: 2020 }] },
  wholeMake: { universal: false, bikes: [{ _id: MAKE, from: null, to: null }] },
  otherBike: { universal: false, bikes: [{ _id: OTHER_MODEL, from: null, to: null }] },
  universal: { universal: true, bikes: [] },
  notABikePart: { universal: false, bikes: [] },
} satisfies Record<string, Fitment>;

function renderCard(fitment: Fitment, bike: LabelBike | null, layout: 'grid' | 'list' = 'grid') {
  const product = makeProduct({ name: 'Crash Guard', fitment });
  return renderWithRouter(
    <CardBikeContext value={bike}>
      <ProductCard product={product} layout={layout} />
    </CardBikeContext>,
  );
}

const label = () => document.querySelector('[data-fit]');

describe('the fit label on a product card', () => {
  it.each([
    ['newClassic', 'fits', 'Fits your Classic 350 (2021)'],
    ['wholeMake', 'fits', 'Fits your Classic 350 (2021)'],
    ['oldClassic', 'does_not_fit', 'Does not fit your Classic 350'],
    ['otherBike', 'does_not_fit', 'Does not fit your Classic 350'],
    ['universal', 'universal', 'Universal'],
  ] as const)('says what a %s part is for the current bike: %s', async (kind, verdict, text) => {
    renderCard(fitments[kind], classic2021);
    await screen.findByRole('link', { name: 'Crash Guard' });
    expect(label()?.getAttribute('data-fit')).toBe(verdict);
    expect(label()?.textContent).toBe(text);
  });

  it('marks a fit with the green tick and a misfit in the warning colour', async () => {
    const { unmount } = renderCard(fitments.newClassic, classic2021);
    await screen.findByRole('link', { name: 'Crash Guard' });
    expect(label()?.querySelector('.lucide-circle-check')).not.toBeNull();
    expect(label()?.innerHTML).toContain('text-success');
    unmount();

    renderCard(fitments.oldClassic, classic2021);
    await screen.findByRole('link', { name: 'Crash Guard' });
    expect(label()?.querySelector('.lucide-triangle-alert')).not.toBeNull();
    expect(label()?.innerHTML).toContain('text-amber-800');
  });

  it('says nothing of a part that is not a bike part, nor of anything without a bike', async () => {
    const { unmount } = renderCard(fitments.notABikePart, classic2021);
    await screen.findByRole('link', { name: 'Crash Guard' });
    expect(label()).toBeNull();
    unmount();

    renderCard(fitments.newClassic, null);
    await screen.findByRole('link', { name: 'Crash Guard' });
    expect(label()).toBeNull();
  });

  it("keeps a list row's label line from the first render for bike parts only, so nothing moves when it fills", async () => {
    const { container, unmount } = renderCard(fitments.oldClassic, null, 'list');
    await screen.findByRole('link', { name: 'Crash Guard' });
    expect(container.querySelector('.min-h-5')).not.toBeNull();
    unmount();

    const helmet = renderCard(fitments.notABikePart, null, 'list');
    await screen.findByRole('link', { name: 'Crash Guard' });
    expect(helmet.container.querySelector('.min-h-5')).toBeNull();
    helmet.unmount();

    renderCard(fitments.oldClassic, classic2021, 'list');
    expect((await screen.findByText('Does not fit your Classic 350')).closest('.min-h-5')).not.toBeNull();
  });

  it('names the year of the bike a cart line does not fit, and shows nothing for an answer without fitment', () => {
    const { unmount } = renderWithRouter(<FitLabel fitment={fitments.oldClassic} bike={classic2021} withYear />);
    expect(screen.getByText('Does not fit your Classic 350 (2021)')).toBeTruthy();
    unmount();

    const { container } = renderWithRouter(<FitLabel fitment={undefined} bike={classic2021} />);
    expect(container.querySelector('[data-fit]')).toBeNull();
  });
});
