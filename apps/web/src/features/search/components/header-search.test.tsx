import { SEARCH_DEBOUNCE_MS } from '@store/contracts/constants';
import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { CardBikeContext } from '@/components/product-card';
import { jsonResponse, makeHome } from '@/test/fixtures';
import { renderRoutes, renderWithRouter } from '@/test/render';
import { HeaderSearch, NO_RESULTS_MESSAGE } from './header-search';

const fetchMock = vi.fn<typeof fetch>();

const results = {
  error: false,
  status: 200,
  message: 'Search results',
  data: [{ _id: 'cat-helmets', path: 'Helmets' }],
  products: [
    { _id: 'p1', name: 'Axor Apex Helmet', front_image: '/media/p1.webp', discount_price: 450_000 },
    { _id: 'p2', name: 'Studds Thunder Helmet', front_image: '/media/p2.webp', discount_price: 111_900 },
  ],
};
const emptyList = {
  error: false,
  status: 200,
  message: 'ok',
  data: [],
  brands: [],
  categories: [],
  total_products: 0,
  page: 1,
  page_size: 9,
};

function searchCalls() {
  return fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/search'));
}

async function openSearch() {
  const { router } = renderRoutes(routes, '/');
  const [input] = await screen.findAllByRole('combobox', { name: 'Search products' });
  return Object.assign(input as HTMLInputElement, { router });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const text = String(url);
    if (text.startsWith('/api/search')) return jsonResponse(results);
    if (text.startsWith('/api/fetch_products_by_collection')) return jsonResponse(emptyList);
    if (text.startsWith('/api/fetch_product') || text.startsWith('/api/find_product_review')) {
      return jsonResponse({ error: true, status: 404, message: 'Product not found', data: null }, 404);
    }
    return jsonResponse(makeHome());
  });
});

describe('Header search', () => {
  it('searches once, ~150 ms after the last keystroke, and shows both groups', async () => {
    const input = await openSearch();
    for (const text of ['h', 'he', 'hel', 'helm', 'helmt']) fireEvent.change(input, { target: { value: text } });
    expect(searchCalls()).toEqual([]);

    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    await within(listbox).findByText('Axor Apex Helmet');
    expect(searchCalls()).toEqual(['/api/search?search=helmt']);
    expect(within(listbox).getByRole('group', { name: 'Suggestions' }).textContent).toContain('Helmets');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('href'))).toEqual([
      '/products/cat-helmets?brand=all&collection=all&page=1',
      '/product/p1',
      '/product/p2',
    ]);
    expect(SEARCH_DEBOUNCE_MS).toBe(150);
  });

  it('moves through the options with the arrows, opens one with Enter, and Escape only closes the list', async () => {
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'helmet' } });
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByText('Axor Apex Helmet');
    const ids = within(listbox)
      .getAllByRole('option')
      .map((o) => o.id);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(ids[0]);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(ids[2]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(ids[0]);

    // Cancelled: a search field would otherwise clear itself on Escape.
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // The text stays, the page stays, and a second Escape clears nothing either.
    expect(input.value).toBe('helmet');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('helmet');
    expect(input.router.state.location.pathname).toBe('/');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(ids[1]);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input.router.state.location.pathname).toBe('/product/p1'));
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    expect(input.value).toBe('');
  });

  it('opens the search results page for the text with Enter when no option is highlighted', async () => {
    const input = await openSearch();
    fireEvent.change(input, { target: { value: '  chain lube ' } });
    // Before and after the suggestions arrive alike: Enter is the whole catalog's search.
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input.router.state.location.pathname).toBe('/search'));
    expect(input.router.state.location.search).toBe('?q=chain+lube');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “chain lube”' })).toBeTruthy();
    expect(input.value).toBe('');

    // An Enter that confirms an input method's composition is not a search; nor is Enter on nothing.
    fireEvent.change(input, { target: { value: 'helmet' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.router.state.location.search).toBe('?q=chain+lube');
  });

  it("keeps the suggestions to the shopper's bike", async () => {
    const bike = { model_id: 'm-classic', make_id: 'mk-re', year: 2021, model_name: 'Classic 350' };
    renderWithRouter(
      <CardBikeContext value={bike}>
        <HeaderSearch />
      </CardBikeContext>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Search products' }), { target: { value: 'mirror' } });
    await screen.findByText('Axor Apex Helmet');
    expect(searchCalls()).toEqual(['/api/search?search=mirror&bike=m-classic&year=2021']);
  });

  it("says it found nothing with the header's message", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/search')
        ? jsonResponse({ ...results, data: [], products: [] })
        : jsonResponse(makeHome()),
    );
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'zzzz' } });
    expect(await screen.findByText(NO_RESULTS_MESSAGE)).toBeTruthy();
  });

  it("shows a 'Search Failed' notice when the call fails", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/search')
        ? jsonResponse({ error: true, status: 500, message: 'Database is down', data: null }, 500)
        : jsonResponse(makeHome()),
    );
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'oil' } });
    expect(await screen.findByText('Search Failed', {}, { timeout: 4000 })).toBeTruthy();
  });
});
