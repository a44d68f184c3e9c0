import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse, makeHome, makeProduct, placeAnswers } from '@/test/fixtures';
import { forgetPageData } from '@/lib/page-data';
import { renderRoutes } from '@/test/render';
import { listCallsOf, renderApp } from './list-test-kit';
import { CLASSIC, garage } from './test-garage';

vi.mock('@/features/garage/use-current-bike', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useCurrentBike: (await import('./test-garage')).useTestBike,
}));

const fetchMock = vi.fn<typeof fetch>();

function listResponse(total: number, count = 9) {
  return {
    error: false,
    status: 200,
    message: 'Products fetched',
    data: Array.from({ length: count }, () => makeProduct()),
    brands: [
      { _id: 'all', name: 'all' },
      { _id: 'b-axor', name: 'Axor' },
      { _id: 'b-motul', name: 'Motul' },
    ],
    categories: [
      { _id: 'all', name: 'all' },
      { _id: 'c-full', name: 'Full Face' },
    ],
    total_products: total,
    page: 1,
    page_size: 9,
  };
}

// The routes' chunks, compiled once before the first test rather than inside its wait for the page.
beforeAll(() => Promise.all([import('@/app/routes/product-list'), import('@/app/routes/search')]), 60_000);

beforeEach(() => {
  garage.set(null);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/api/fetch_products_by_collection')
      ? jsonResponse(listResponse(100))
      : jsonResponse(makeHome()),
  );
});

const lastListCall = () =>
  new URL(
    String(
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((u) => u.includes('fetch_products_by_collection'))
        .at(-1),
    ),
    'http://x',
  ).searchParams;

describe('Product list', () => {
  it('shows the list the server placed in the page at once, without asking for it again', async () => {
    forgetPageData();
    const placed = listResponse(100);
    const trail = {
      error: false,
      status: 200,
      message: 'ok',
      data: [],
      trail: [
        { _id: 'root-1', name: 'Helmets' },
        { _id: 'cat-1', name: 'Full Face' },
      ],
    };
    placeAnswers(
      JSON.stringify({
        '/api/fetch_products_by_collection?brand=all&category=all&collection=cat-1&page=1&sort=relevance': placed,
        '/api/fetch_filter_category_by_id?id=cat-1': trail,
      }),
    );

    renderRoutes(routes, '/products/cat-1');
    // The route's own chunk loads first; then the list shows with no loading frame in between.
    expect(await screen.findByText('product(s) found', { exact: false })).toBeTruthy();
    expect(screen.queryByTestId('chips-placeholder')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Full Face' })).toBeTruthy();
    // The trail comes from the same placed answer: Home › Helmets › the list itself.
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Helmets', 'Full Face']);
    expect(within(crumbs).getByRole('link', { name: 'Helmets' }).getAttribute('href')).toBe(
      '/products/root-1?brand=all&collection=all&page=1',
    );
    expect(within(crumbs).getByText('Full Face').getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('collection'))).toEqual([]);
  });

  it('sends the URL filters to the API and resets to page 1 when the brand changes', async () => {
    const { router } = renderRoutes(routes, '/products/cat-1?brand=all&collection=all&page=4');
    expect(await screen.findByText('product(s) found', { exact: false })).toBeTruthy();
    expect(Object.fromEntries(lastListCall())).toMatchObject({
      collection: 'cat-1',
      category: 'all',
      brand: 'all',
      page: '4',
    });
    expect(screen.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Axor' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=Axor&collection=all&page=1'));
    await waitFor(() => expect(lastListCall().get('brand')).toBe('Axor'));

    fireEvent.click(screen.getByRole('button', { name: 'Full Face' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=Axor&collection=c-full&page=1'));
    expect(lastListCall().get('category')).toBe('c-full');
  });

  it('shows the empty state with Clear Filters, and no pagination under 9 results', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(listResponse(0, 0)));
    const { router } = renderRoutes(routes, '/products/all?brand=Axor&collection=all&page=1&sort=newest');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms or filters')).toBeTruthy();
    // A chosen brand is the trail's last step, below the whole list; the order adds none.
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'All Products', 'Axor']);
    expect(within(crumbs).getByText('Axor').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=all&collection=all&page=1'));
  });

  it('shows a friendly not-found state for an unknown brand', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ error: true, status: 404, message: 'Brand not found', data: null }, 404),
    );
    renderRoutes(routes, '/products/all?brand=Nope&collection=all&page=1');
    expect(await screen.findByRole('heading', { name: "We couldn't find that collection" })).toBeTruthy();
  });

  it('leaves an old all-products search where it is: the server moves it with a 301 before the app loads', async () => {
    const { router } = renderRoutes(
      routes,
      '/products/all?brand=all&collection=all&page=2&search=chain&sort=newest&view=list',
    );
    expect(await screen.findByText('product(s) found', { exact: false })).toBeTruthy();
    expect(lastListCall().get('search')).toBe('chain');
    expect(router.state.location.pathname).toBe('/products/all');
    expect(router.state.historyAction).toBe('POP');
  });

  it("searches every product on the search page, and a category's list within itself", async () => {
    const { router } = renderRoutes(routes, '/products/all?brand=Axor&collection=all&page=3');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search in this list' }), {
      target: { value: 'visor' },
    });
    fireEvent.submit(screen.getByRole('searchbox', { name: 'Search in this list' }).closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=visor&brand=Axor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “visor”' })).toBeTruthy();

    await router.navigate('/products/cat-1?brand=all&collection=all&page=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search in this list' }), {
      target: { value: 'visor' },
    });
    fireEvent.submit(screen.getByRole('searchbox', { name: 'Search in this list' }).closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?brand=all&collection=all&page=1&search=visor'));
  });

  it("keeps to what fits the shopper's bike, with a chip that shows every bike's parts", async () => {
    garage.set(CLASSIC);
    const router = renderApp('/products/cat-1?brand=Axor&collection=all&page=2');
    const chip = await screen.findByRole('button', { name: 'Fits my Classic 350 (2021)', pressed: true });
    await waitFor(() =>
      expect(listCallsOf(fetchMock).at(-1)).toMatchObject({
        collection: 'cat-1',
        bike: CLASSIC.model_id,
        year: '2021',
      }),
    );

    fireEvent.click(chip);
    await waitFor(() => expect(router.state.location.search).toBe('?brand=Axor&collection=all&page=1&fit=all'));
    await waitFor(() => expect(listCallsOf(fetchMock).at(-1)).toMatchObject({ brand: 'Axor', page: '1' }));
    expect(listCallsOf(fetchMock).at(-1)).not.toHaveProperty('bike');
    expect(await screen.findByRole('button', { name: 'Fits my Classic 350 (2021)', pressed: false })).toBeTruthy();
  });

  it('keeps the bike filter turned off when the shopper clears the other filters', async () => {
    garage.set(CLASSIC);
    fetchMock.mockImplementation(async () => jsonResponse(listResponse(0, 0)));
    const router = renderApp('/products/cat-1?brand=Axor&collection=all&page=1&fit=all&sort=newest');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=all&collection=all&page=1&fit=all'));
  });

  it('shows no chip and sends no bike without one, whatever the URL says', async () => {
    renderApp('/products/cat-1?brand=all&collection=all&page=1&fit=all');
    expect(await screen.findByText('product(s) found', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Fits my/ })).toBeNull();
    expect(listCallsOf(fetchMock).every((call) => !('bike' in call) && !('year' in call))).toBe(true);
  });
});
