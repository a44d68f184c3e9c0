import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { RECENTLY_VIEWED_STORAGE_KEY } from '@/lib/recently-viewed';
import { jsonResponse, makeProduct } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';

const fetchMock = vi.fn<typeof fetch>();

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const current = {
  ...makeProduct({ _id: id(1), name: 'Axor Apex Helmet' }),
  images: ['/media/p/apex.webp'],
  description: 'A light full face helmet.',
  features: [],
  variants: [{ _id: 'v1', name: 'M', sku: 'AX-M', price: 500_000, discount_price: 400_000, quantity: 3 }],
};
const related = [
  makeProduct({ _id: id(2), name: 'Axor Street Helmet' }),
  makeProduct({ _id: id(3), name: 'SMK Stellar' }),
];
const viewed = [makeProduct({ _id: id(4), name: 'Rynox Gloves' }), makeProduct({ _id: id(5), name: 'Motul 7100' })];

let relatedCards = related;
const cards = (data: unknown) => jsonResponse({ error: false, status: 200, message: 'ok', data });

beforeEach(() => {
  relatedCards = related;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    switch (url.pathname) {
      case '/api/fetch_product':
        return jsonResponse({ error: false, status: 200, message: 'ok', data: current, categories: [] });
      case '/api/find_product_review':
        return jsonResponse({
          error: false,
          status: 200,
          message: 'ok',
          data: [],
          summary: { rating: 0, count: 0, stars: [0, 0, 0, 0, 0] },
        });
      case '/api/fetch_related_products':
        return cards(url.searchParams.get('id') === id(1) ? relatedCards : []);
      case '/api/fetch_products_by_ids': {
        const asked = url.searchParams.get('ids')?.split(',') ?? [];
        return cards(asked.flatMap((wanted) => viewed.find((card) => card._id === wanted) ?? []));
      }
      default:
        return jsonResponse({ error: true, status: 404, message: 'Not found', data: null }, 404);
    }
  });
});

const idsAsked = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/fetch_products_by_ids')
    .map((url) => url.searchParams.get('ids'));

describe('Rows under the product', () => {
  it("shows 'Related products' as cards from the product's own call", async () => {
    renderRoutes(routes, `/product/${id(1)}`);
    const row = await screen.findByRole('region', { name: 'Related products' });
    expect(await within(row).findByRole('link', { name: 'Axor Street Helmet' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'SMK Stellar' }).getAttribute('href')).toBe(`/product/${id(3)}`);
    expect(within(row).getAllByRole('button', { name: /Add to Cart/ })).toHaveLength(2);
  });

  it('hides the related row when the product has none', async () => {
    relatedCards = [];
    renderRoutes(routes, `/product/${id(1)}`);
    await screen.findByRole('heading', { level: 1, name: 'Axor Apex Helmet' });
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('related'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Related products' })).toBeNull());
  });

  it("remembers the product, and shows the others viewed before it, newest first, under 'Recently viewed'", async () => {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify([id(5), id(1), id(4)]));
    renderRoutes(routes, `/product/${id(1)}`);

    const row = await screen.findByRole('region', { name: 'Recently viewed' });
    await within(row).findByRole('link', { name: 'Motul 7100' });
    const names = within(row)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Motul 7100', 'Rynox Gloves']);
    // The product on screen is never asked for nor shown; it now leads the list.
    expect(idsAsked().every((ids) => !ids?.includes(id(1)))).toBe(true);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '[]')).toEqual([id(1), id(5), id(4)]);
  });

  it('shows no recently viewed row for a first visit', async () => {
    renderRoutes(routes, `/product/${id(1)}`);
    await screen.findByRole('region', { name: 'Related products' });
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
    expect(idsAsked()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '[]')).toEqual([id(1)]);
  });
});
