import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse, makeProduct } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';

const fetchMock = vi.fn<typeof fetch>();

const product = {
  ...makeProduct({ _id: 'p1', name: 'DID Chain Kit', category: [{ _id: 'c-chains', name: 'Chain Kits' }] }),
  images: ['/media/p/chain.webp'],
  description: 'A sealed chain with both sprockets.',
  features: [],
  variants: [{ _id: 'v1', name: 'Default', sku: 'DID-1', price: 200_000, discount_price: 150_000, quantity: 4 }],
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/fetch_product?')) {
      return jsonResponse({ error: false, status: 200, message: 'ok', data: product, categories: [] });
    }
    if (url.startsWith('/api/find_product_review')) {
      return jsonResponse({
        error: false,
        status: 200,
        message: 'ok',
        data: [],
        summary: { rating: 0, count: 0, stars: [0, 0, 0, 0, 0] },
      });
    }
    // Anything else (the rows under the product, the list Back may open): an empty answer.
    return jsonResponse({
      error: false,
      status: 200,
      message: 'ok',
      data: [],
      brands: [],
      categories: [],
      trail: [],
      total_products: 0,
      page: 1,
      page_size: 9,
    });
  });
});

afterEach(() => {
  window.history.replaceState(null, '');
});

async function pressBack() {
  fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
}

describe("The product page's Back", () => {
  it('goes to the previous page of the store when there is one', async () => {
    const { router } = renderRoutes(routes, '/about');
    await act(() => router.navigate('/product/p1'));
    await screen.findByRole('heading', { level: 1, name: 'DID Chain Kit' });
    await pressBack();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it("goes to the product's category list when the page was the first this tab opened in the store", async () => {
    const { router } = renderRoutes(routes, '/product/p1');
    await screen.findByRole('heading', { level: 1, name: 'DID Chain Kit' });
    await pressBack();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/products/c-chains'));
    expect(router.state.location.search).toBe('?brand=all&collection=all&page=1');
  });

  it("reads the browser router's entry number: a first entry goes to the category, a later one back", async () => {
    // The browser router numbers its entries in history.state.idx, and a replace keeps the number.
    window.history.replaceState({ idx: 0, key: 'replaced' }, '');
    const first = renderRoutes(routes, '/about');
    await act(() => first.router.navigate('/product/p1'));
    await pressBack();
    await vi.waitFor(() => expect(first.router.state.location.pathname).toBe('/products/c-chains'));
    first.unmount();

    window.history.replaceState({ idx: 3, key: 'later' }, '');
    const later = renderRoutes(routes, '/about');
    await act(() => later.router.navigate('/product/p1'));
    await pressBack();
    await vi.waitFor(() => expect(later.router.state.location.pathname).toBe('/about'));
  });
});
