import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPageData } from '@/lib/page-data';
import { jsonResponse, makeHome, makeProduct, placeAnswers } from '@/test/fixtures';
import { listCallsOf, renderApp } from './list-test-kit';
import { CLASSIC, garage } from './test-garage';

vi.mock('@/features/garage/use-current-bike', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useCurrentBike: (await import('./test-garage')).useTestBike,
}));

const fetchMock = vi.fn<typeof fetch>();

function listResponse(total: number, count = 9, name = 'Chain') {
  return {
    error: false,
    status: 200,
    message: 'Products fetched',
    data: Array.from({ length: count }, () => makeProduct({ name: `${name} ${Math.random()}` })),
    brands: [
      { _id: 'all', name: 'all' },
      { _id: 'b-rk', name: 'RK' },
    ],
    categories: [{ _id: 'all', name: 'all' }],
    total_products: total,
    page: 1,
    page_size: 9,
  };
}

const listCalls = () => listCallsOf(fetchMock);

// The route's chunk, compiled once before the first test rather than inside its wait for the page.
beforeAll(() => import('@/app/routes/search'), 60_000);

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

describe('the search results page', () => {
  it('shows the whole catalog searched for q, with its count, and no bike filter without a bike', async () => {
    renderApp('/search?q=chain&page=2&sort=price_asc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “chain”' })).toBeTruthy();
    expect(await screen.findByText('product(s) found', { exact: false })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(listCalls()).toEqual([
      { brand: 'all', category: 'all', collection: 'all', page: '2', search: 'chain', sort: 'price_asc' },
    ]);
    expect(screen.queryByRole('button', { name: /^Fits my/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Results for “chain” - Page 2 | Kerala Moto Hub'));
  });

  it('asks for a text when there is none, and searches for what is typed', async () => {
    const router = renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search the store' })).toBeTruthy();
    expect(listCalls()).toEqual([]);
    const box = screen.getByRole('searchbox', { name: 'Search the store' });
    fireEvent.change(box, { target: { value: ' chain lube ' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?q=chain+lube'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “chain lube”' })).toBeTruthy();
  });

  it('searches for the start of a text longer than a search takes, and says so', async () => {
    const long = `${'rolon chain sprocket kit '.repeat(5)}for classic 350`;
    renderApp(`/search?q=${encodeURIComponent(long)}`);
    const cut = 'rolon chain sprocket kit rolon chain sprocket kit rolon chain sprocket kit rolon chain sprocket kit';
    expect(await screen.findByRole('heading', { level: 1, name: `Results for “${cut}”` })).toBeTruthy();
    expect(screen.getByTestId('search-shortened').textContent).toBe(
      'Your search was longer than 100 characters, so we searched for its first words.',
    );
    await waitFor(() => expect(listCalls().at(-1)?.search).toBe(cut));
  });

  it('says when nothing matched and how to go on, with Clear Filters only when a filter narrowed it', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(listResponse(0, 0)));
    const router = renderApp('/search?q=zzz&brand=RK');
    expect(await screen.findByRole('heading', { name: 'No results for “zzz”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the Shop' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=zzz'));
    expect(await screen.findByRole('heading', { name: 'No results for “zzz”' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });
});

describe("the 'Fits my bike' filter", () => {
  it('is on with a bike: the call names it, and the chip turns it off in the URL, and Back on again', async () => {
    garage.set(CLASSIC);
    const router = renderApp('/search?q=chain&page=3');
    const chip = await screen.findByRole('button', { name: 'Fits my Classic 350 (2021)' });
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ bike: CLASSIC.model_id, year: '2021' }));
    expect(listCalls().every((call) => call.bike === CLASSIC.model_id)).toBe(true);

    fireEvent.click(chip);
    // Another list, so from its first page; `fit=all` keeps the choice for Back and shared links.
    await waitFor(() => expect(router.state.location.search).toBe('?q=chain&fit=all'));
    await waitFor(() => expect(listCalls().at(-1)).toEqual(expect.not.objectContaining({ bike: expect.anything() })));
    expect(listCalls().at(-1)).not.toHaveProperty('year');
    expect(await screen.findByRole('button', { name: 'Fits my Classic 350 (2021)', pressed: false })).toBeTruthy();

    await router.navigate(-1);
    expect(await screen.findByRole('button', { name: 'Fits my Classic 350 (2021)', pressed: true })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=chain&page=3');
  });

  it("shows the server's list first and asks for the bike's once the bike is known after hydration", async () => {
    forgetPageData();
    const placed = listResponse(40, 9, 'Every bike chain');
    placeAnswers(
      JSON.stringify({
        '/api/fetch_products_by_collection?brand=all&category=all&collection=all&page=1&search=chain&sort=relevance':
          placed,
      }),
    );
    const fitted = listResponse(4, 4, 'Classic chain');
    fetchMock.mockImplementation(async () => jsonResponse(fitted));
    renderApp('/search?q=chain');
    expect(await screen.findByText(placed.data[0]!.name)).toBeTruthy();
    expect(listCalls()).toEqual([]);

    garage.set(CLASSIC);
    expect(await screen.findByText(fitted.data[0]!.name)).toBeTruthy();
    expect(screen.queryByText(placed.data[0]!.name)).toBeNull();
    expect(listCalls()).toEqual([
      {
        brand: 'all',
        category: 'all',
        collection: 'all',
        page: '1',
        search: 'chain',
        sort: 'relevance',
        bike: CLASSIC.model_id,
        year: '2021',
      },
    ]);
  });

  it('offers every bike when nothing fits it', async () => {
    garage.set(CLASSIC);
    fetchMock.mockImplementation(async (url) =>
      jsonResponse(String(url).includes('bike=') ? listResponse(0, 0) : listResponse(100)),
    );
    const router = renderApp('/search?q=lube');
    expect(await screen.findByRole('heading', { name: 'No results for “lube”' })).toBeTruthy();
    expect(screen.getByText('Only what fits your Classic 350 (2021) is shown.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show parts for every bike' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=lube&fit=all'));
    expect(await screen.findByText('100', { exact: true })).toBeTruthy();
  });

  it('leads back to page 1 from a page past the end of the bike’s shorter list', async () => {
    garage.set(CLASSIC);
    fetchMock.mockImplementation(async () => jsonResponse({ ...listResponse(12, 0), page: 5 }));
    const router = renderApp('/search?q=lube&page=5');
    fireEvent.click(await screen.findByRole('button', { name: 'Go to page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=lube'));
  });
});
