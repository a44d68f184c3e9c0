import type { SuitableBike } from '@store/contracts/catalog';
import type { Fitment } from '@store/contracts/fitment';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLASSIC_350,
  fitment,
  garageBike,
  HIMALAYAN,
  KTM,
  storeVisitorGarage,
} from '@/features/garage/garage-fixtures';
import { jsonResponse, makeProduct } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ProductPage } from './product-page';

const suitable: SuitableBike[] = [
  { _id: CLASSIC_350, name: 'Classic 350', from: 2009, to: 2020 },
  { _id: HIMALAYAN, name: 'Himalayan', from: 2016, to: 2016 },
  { _id: KTM, name: 'KTM', from: null, to: null },
];

function serve(productFitment: Fitment, categories: SuitableBike[] = suitable) {
  const product = {
    ...makeProduct({ _id: 'p1', name: 'Crash Guard', fitment: productFitment }),
    images: [],
    description: 'Steel crash guard.',
    features: [],
    option_name: 'Size',
    variants: [{ _id: 'v1', name: 'Default', sku: 'CG', price: 200_000, discount_price: 150_000, quantity: 4 }],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url) =>
      String(url).startsWith('/api/fetch_product?')
        ? jsonResponse({ error: false, status: 200, message: 'ok', data: product, categories, trail: [] })
        : jsonResponse({
            error: false,
            status: 200,
            message: 'ok',
            data: [],
            summary: { rating: 0, count: 0, stars: [0, 0, 0, 0, 0] },
          }),
    ),
  );
}

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/product/:id',
        element: <ProductPage purchaseActions={() => null} cardActions={() => ({ like: null, addToCart: null })} />,
      },
    ],
    '/product/p1',
  );

const bikesList = async () => within(await screen.findByRole('region', { name: 'Suitable Bikes' }));

describe('the product page for the current bike', () => {
  beforeEach(() => storeVisitorGarage([garageBike({ year: 2015 })]));

  it('says the part fits beside its title, and marks the suitable bike that takes the current one in', async () => {
    serve(fitment.oldClassic);
    renderPage();
    expect(await screen.findByText('Fits your Classic 350 (2015)')).toBeTruthy();

    const bikes = await bikesList();
    const classic = bikes.getByRole('link', { name: /Classic 350/ });
    expect(classic.textContent).toBe('Classic 350· 2009–2020 (fits your bike)');
    expect(bikes.getByRole('link', { name: /Himalayan/ }).textContent).toBe('Himalayan· 2016');
    // A make fits every year of every model: no years to show.
    expect(bikes.getByRole('link', { name: 'KTM' }).textContent).toBe('KTM');
  });

  it('warns when the part does not fit, marking no suitable bike', async () => {
    serve(fitment.newClassic, [{ _id: CLASSIC_350, name: 'Classic 350', from: 2021, to: null }]);
    renderPage();
    const label = await screen.findByText('Does not fit your Classic 350');
    expect(label.closest('[data-fit]')?.getAttribute('data-fit')).toBe('does_not_fit');
    expect((await bikesList()).getByRole('link').textContent).toBe('Classic 350· 2021 on');
  });

  it("says 'Universal' of a universal part, and nothing of what is not a bike part", async () => {
    serve(fitment.universal, []);
    const { unmount } = renderPage();
    expect(await screen.findByText('Universal')).toBeTruthy();
    unmount();

    serve(fitment.notABikePart, []);
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Crash Guard' });
    expect(document.querySelector('[data-fit]')).toBeNull();
  });

  it('keeps the label line of a bike part without a bike, empty', async () => {
    localStorage.clear();
    serve(fitment.oldClassic);
    renderPage();
    const title = await screen.findByRole('heading', { level: 1, name: 'Crash Guard' });
    expect(title.nextElementSibling?.className).toContain('min-h-7');
    expect(document.querySelector('[data-fit]')).toBeNull();
    expect((await bikesList()).queryByText(/fits your bike/)).toBeNull();
  });
});
