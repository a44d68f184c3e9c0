import type { ProductResponse, Variant } from '@store/contracts/catalog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@/components/product-card';
import { saveStoredUser } from '@/lib/session';
import { readVisitorCart } from '@/lib/visitor-cart';
import { jsonResponse, makeProduct } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { productCardActions } from './product-card-actions';

const helmet = makeProduct({ _id: 'p-helmet', name: 'Axor Apex Helmet', variant_count: 3, default_variant: 'v-m' });
const variants: Variant[] = [
  { _id: 'v-s', name: 'S', sku: 'AX-S', price: 500_000, discount_price: 400_000, quantity: 12 },
  { _id: 'v-m', name: 'M', sku: 'AX-M', price: 500_000, discount_price: 400_000, quantity: 0 },
  { _id: 'v-l', name: 'L', sku: 'AX-L', price: 450_000, discount_price: 450_000, quantity: 2 },
];
const answer: ProductResponse = {
  error: false,
  status: 200,
  message: 'Product fetched',
  data: { ...helmet, images: [], description: '', features: [], option_name: 'Size', variants },
  categories: [],
  trail: [],
};

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.startsWith('/api/fetch_product')) return jsonResponse(answer);
    if (path === '/api/add_to_cart') {
      return jsonResponse({
        error: false,
        status: 200,
        message: 'Added to cart',
        data: { cart_count: 1, like_count: 0 },
      });
    }
    return jsonResponse({ error: false, status: 200, message: 'OK', data: null });
  });
});

function renderCard(product = helmet) {
  return renderWithRouter(
    <>
      <Toaster />
      <ProductCard product={product} actions={productCardActions(product)} />
    </>,
  );
}

// The native <dialog> is in the page while closed, without its title: found by its tag.
const chooser = () => document.querySelector('dialog')!;
const addButton = (name: string) => screen.findByRole('button', { name: new RegExp(`^Add to Cart\\W+${name}$`) });

async function openChooser() {
  fireEvent.click(await addButton('Axor Apex Helmet'));
  return within(chooser()).findByRole('list', { name: 'Size' });
}

describe("a card's Add to Cart", () => {
  it('opens a chooser for several variants, fetching them only then, with each price and stock', async () => {
    renderCard();
    const add = await addButton('Axor Apex Helmet');
    expect(add.getAttribute('aria-haspopup')).toBe('dialog');
    expect(callsTo('/api/fetch_product')).toHaveLength(0);
    expect(chooser().hasAttribute('open')).toBe(false);

    fireEvent.click(add);
    expect(chooser().hasAttribute('open')).toBe(true);
    expect(within(chooser()).getByRole('heading', { name: 'Axor Apex Helmet' })).toBeTruthy();
    expect(within(chooser()).getByRole('status', { name: 'Loading options' })).toBeTruthy();
    const list = await within(chooser()).findByRole('list', { name: 'Size' });
    expect(String(callsTo('/api/fetch_product')[0]?.[0])).toBe('/api/fetch_product?id=p-helmet');

    const [small, medium, large] = within(list).getAllByRole('button');
    expect(small?.textContent).toContain('₹4,000');
    expect(within(small!).getByText('₹5,000').closest('s')).not.toBeNull();
    expect(small?.textContent).toContain('In stock');
    expect(medium).toHaveProperty('disabled', true);
    expect(medium?.textContent).toContain('Out of stock');
    // No saving: no struck-through MRP.
    expect(large?.textContent).toContain('Only 2 left');
    expect(large?.querySelector('s')).toBeNull();
  });

  it("adds the chosen variant to a signed-in shopper's cart and closes", async () => {
    saveStoredUser({ token: 't', name: 'Asha', cart_count: 0, like_count: 0, liked_products: [] });
    renderCard();
    const list = await openChooser();
    fireEvent.click(within(list).getByRole('button', { name: /^L/ }));

    expect(chooser().hasAttribute('open')).toBe(false);
    await waitFor(() => expect(callsTo('/api/add_to_cart')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/api/add_to_cart')[0]?.[1]?.body))).toEqual({
      product_id: 'p-helmet',
      variant: 'v-l',
    });
    expect(await screen.findByText('Added to cart')).toBeTruthy();
  });

  it("puts the chosen variant in a visitor's browser cart, and closes on Escape without adding", async () => {
    renderCard();
    await openChooser();
    chooser().dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(chooser().hasAttribute('open')).toBe(false));
    expect(readVisitorCart()).toEqual([]);

    const list = await openChooser();
    fireEvent.click(within(list).getByRole('button', { name: /^S/ }));
    expect(readVisitorCart()).toEqual([{ product_id: 'p-helmet', variant: 'v-s', quantity: 1 }]);
  });

  it('adds a product with one variant at once, with no chooser and no fetch', async () => {
    saveStoredUser({ token: 't', name: 'Asha', cart_count: 0, like_count: 0, liked_products: [] });
    const oil = makeProduct({ _id: 'p-oil', name: 'Motul 7100', variant_count: 1, default_variant: 'v-oil' });
    renderCard(oil);
    fireEvent.click(await addButton('Motul 7100'));
    await waitFor(() => expect(callsTo('/api/add_to_cart')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/api/add_to_cart')[0]?.[1]?.body))).toEqual({
      product_id: 'p-oil',
      variant: 'v-oil',
    });
    expect(document.querySelector('dialog')).toBeNull();
    expect(callsTo('/api/fetch_product')).toHaveLength(0);
  });

  it('offers to try again when the variants cannot be loaded', async () => {
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse({ error: true, status: 500, message: 'Something went wrong', data: null }, 500),
    );
    renderCard();
    fireEvent.click(await addButton('Axor Apex Helmet'));
    const alert = await within(chooser()).findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the options. Something went wrong");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(chooser()).findByRole('list', { name: 'Size' })).toBeTruthy();
  });
});
