import type { ProductDetail } from '@store/contracts/catalog';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse, makeProduct } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';

// docs/decisions/072: the option is named by its kind, and the choice lives in the address.

const chain: ProductDetail = {
  ...makeProduct({ _id: 'p-chain', name: 'Rolon 520 O-Ring Chain', default_variant: 'v-110', variant_count: 3 }),
  images: [],
  description: 'A sealed chain for 350 cc bikes.',
  features: [],
  option_name: 'Length',
  variants: [
    { _id: 'v-110', name: '110 links', sku: 'RL-110', price: 300_000, discount_price: 250_000, quantity: 8 },
    { _id: 'v-120', name: '120 links', sku: 'RL-120', price: 320_000, discount_price: 280_000, quantity: 3 },
    { _id: 'v-130', name: '130 links', sku: 'RL-130', price: 340_000, discount_price: 300_000, quantity: 0 },
  ],
};

let product: ProductDetail = chain;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  product = chain;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  // The product; no reviews, and no cards for any row of other products the page shows.
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/api/fetch_product?')
      ? jsonResponse({ error: false, status: 200, message: 'ok', data: product, categories: [] })
      : jsonResponse({
          error: false,
          status: 200,
          message: 'ok',
          data: [],
          summary: { rating: 0, count: 0, stars: [0, 0, 0, 0, 0] },
        }),
  );
});

const checked = () => (screen.getAllByRole('radio') as HTMLInputElement[]).find((r) => r.checked)?.value;

describe("the product page's option", () => {
  it('is named by its kind, with the chosen one beside it', async () => {
    renderRoutes(routes, '/product/p-chain');
    const picker = await screen.findByRole('group', { name: 'Length: 110 links' });
    expect(picker).toBeTruthy();
    expect(screen.queryByText(/Variant/)).toBeNull();
  });

  it('opens a link with the variant it names chosen', async () => {
    renderRoutes(routes, '/product/p-chain?variant=v-120');
    expect(await screen.findByRole('group', { name: 'Length: 120 links' })).toBeTruthy();
    expect(checked()).toBe('v-120');
    expect(screen.getByText('Only 3 left in stock')).toBeTruthy();
    expect(screen.getAllByText('₹2,800').length).toBeGreaterThan(0);
  });

  it('falls back to the default quietly for a variant it does not have', async () => {
    renderRoutes(routes, '/product/p-chain?variant=00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('group', { name: 'Length: 110 links' })).toBeTruthy();
    expect(checked()).toBe('v-110');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('writes a new choice into the address, replacing the history entry', async () => {
    const { router } = renderRoutes(routes, '/product/p-chain?ref=share');
    await screen.findByRole('group', { name: 'Length: 110 links' });
    fireEvent.click(screen.getByRole('radio', { name: '120 links' }));

    expect(router.state.location.pathname).toBe('/product/p-chain');
    expect(new URLSearchParams(router.state.location.search).get('variant')).toBe('v-120');
    expect(new URLSearchParams(router.state.location.search).get('ref')).toBe('share');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('group', { name: 'Length: 120 links' })).toBeTruthy();
  });

  it('shows no choice at all for a product with one variant', async () => {
    product = {
      ...chain,
      variant_count: 1,
      option_name: 'Size',
      variants: [{ ...chain.variants[0]!, name: 'Default' }],
    };
    renderRoutes(routes, '/product/p-chain');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rolon 520 O-Ring Chain' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(/Default|Size/)).toBeNull();
  });
});
