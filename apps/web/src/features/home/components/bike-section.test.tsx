import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLASSIC_350, garageBike, storeVisitorGarage } from '@/features/garage/garage-fixtures';
import { paths } from '@/lib/paths';
import { jsonResponse, makeHome, makeProduct } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { HomeSections } from './home-sections';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const bikeParts = Array.from({ length: 6 }, (_, i) => makeProduct({ name: `Classic Part ${i + 1}` }));

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () =>
    jsonResponse({
      error: false,
      status: 200,
      message: 'Products fetched',
      data: bikeParts,
      brands: [],
      categories: [],
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

const home = makeHome({ featuredCategories: [{ productId: makeProduct({ name: 'Rynox Storm Jacket' }) }] });
const renderHome = () =>
  renderWithRouter(<HomeSections home={home} cardActions={() => ({ like: null, addToCart: null })} />);

describe("the home page's row for the current bike", () => {
  it("shows the model's products that fit the year, after the first section, with a link to the model's list", async () => {
    storeVisitorGarage([garageBike({ year: 2021 })]);
    renderHome();

    const section = await screen.findByRole('region', { name: 'For your Classic 350 (2021)' });
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/fetch_products_by_collection');
    expect(Object.fromEntries(url.searchParams)).toEqual({ collection: CLASSIC_350, bike: CLASSIC_350, year: '2021' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    expect(within(section).getByRole('link', { name: 'All Classic 350 parts' }).getAttribute('href')).toBe(
      paths.productList(CLASSIC_350),
    );
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions.slice(0, 2)).toEqual(['featured-heading', 'for-your-bike-heading']);
  });

  it('shows nothing and asks nothing without a current bike', async () => {
    storeVisitorGarage([garageBike({ year: 2021, current: false })]);
    renderHome();
    await screen.findByRole('region', { name: 'Featured Products' });
    expect(screen.queryByRole('region', { name: /For your/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stays away when the bike has no products', async () => {
    storeVisitorGarage([garageBike({ year: 2021 })]);
    fetchMock.mockResolvedValue(jsonResponse({ error: false, status: 200, message: 'ok', data: [] }));
    const { queryClient } = renderHome();
    await waitFor(() =>
      expect(queryClient.getQueryState(['bike-products', CLASSIC_350, 2021])?.status).toBe('success'),
    );
    expect(screen.getByRole('region', { name: 'Featured Products' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /For your/ })).toBeNull();
  });
});
