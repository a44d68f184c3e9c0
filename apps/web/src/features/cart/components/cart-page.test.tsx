import type { Cart, CartLine } from '@store/contracts/cart';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findStoredUser, saveStoredUser } from '@/lib/session';
import { jsonResponse } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { CartPage } from './cart-page';

function makeLine(overrides: Partial<CartLine> & { id: string; name: string }): CartLine {
  const { id, name, ...rest } = overrides;
  return {
    _id: `line-${id}`,
    product: { _id: `p-${id}`, name, slug: name, front_image: '/media/x.webp', brand: { _id: 'b', name: 'Motul' } },
    variant: { _id: `v-${id}`, name: 'Default' },
    price: 100_000,
    discount_price: 80_000,
    quantity: 1,
    stock: 5,
    line_total: 80_000,
    price_changed: false,
    price_at_add: 80_000,
    stock_changed: false,
    available: true,
    notice: null,
    ...rest,
  };
}

function cartOf(items: CartLine[]): Cart {
  const total = items.reduce((sum, l) => sum + l.discount_price * l.quantity, 0);
  const mrp_total = items.reduce((sum, l) => sum + l.price * l.quantity, 0);
  return { items, total, mrp_total, savings: mrp_total - total, cart_count: items.length, all_available: true };
}

const envelope = (data: Cart, message = 'Cart fetched') => jsonResponse({ error: false, status: 200, message, data });

const oil = makeLine({ id: 'a', name: 'Motul 7100 Oil', quantity: 1, stock: 3, line_total: 80_000 });
const chain = makeLine({
  id: 'b',
  name: 'Rolon Chain Kit',
  variant: { _id: 'v-b', name: '118 links' },
  price: 300_000,
  discount_price: 250_000,
  quantity: 2,
  stock: 2,
  line_total: 500_000,
});

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  saveStoredUser({ token: 't', name: 'Asha', cart_count: 2, like_count: 0, liked_products: [] });
  fetchMock = vi.fn<typeof fetch>();
  // The page also reads the shopper's garage for its fit warnings: an empty one, kept out of the
  // calls these tests count.
  vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) =>
    String(url) === '/api/garage'
      ? Promise.resolve(jsonResponse({ error: false, status: 200, message: 'Garage fetched', data: [] }))
      : fetchMock(url, init),
  );
});

describe('CartPage', () => {
  it('shows lines, totals, savings and the stepper limits', async () => {
    fetchMock.mockResolvedValue(envelope(cartOf([oil, chain])));
    renderWithRouter(<CartPage />, '/cart');

    const oilRow = await screen.findByRole('listitem', { name: 'Motul 7100 Oil' });
    const chainRow = screen.getByRole('listitem', { name: 'Rolon Chain Kit, 118 links' });
    // A product's only variant goes unnamed; a real option is named (docs/decisions/072).
    expect(within(chainRow).getByText('Variant: 118 links')).toBeTruthy();
    expect(within(oilRow).queryByText(/Variant/)).toBeNull();
    expect(screen.queryByText(/Default/)).toBeNull();
    expect(within(chainRow).getByRole('link', { name: 'Rolon Chain Kit' }).getAttribute('href')).toBe(
      '/product/p-b?variant=v-b',
    );
    // 800 + 2 × 2,500 = 5,800; MRP 1,000 + 6,000 = 7,000.
    expect(screen.getByTestId('cart-total').textContent).toBe('₹5,800');
    expect(screen.getByTestId('cart-savings').textContent).toBe('₹1,200');
    // ₹5,800 is past the shop's free shipping from ₹999.
    expect(screen.getByTestId('cart-shipping').textContent).toBe('Shipping: freePrices include GST.');
    expect(within(chainRow).getByText('₹3,000').closest('s')).not.toBeNull();
    expect(within(chainRow).getByLabelText('Line total').textContent).toBe('₹5,000');

    // Quantity 1: no decrement; quantity at stock: no increment.
    expect(within(oilRow).getByRole('button', { name: 'Decrease quantity' })).toHaveProperty('disabled', true);
    expect(within(oilRow).getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', false);
    expect(within(chainRow).getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true);
    expect(within(chainRow).getByRole('button', { name: 'Decrease quantity' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/purchase?cart');
  });

  it('increments a line and removes another, following the badge', async () => {
    const bumped = { ...oil, quantity: 2, line_total: 160_000 };
    fetchMock
      .mockResolvedValueOnce(envelope(cartOf([oil, chain])))
      .mockResolvedValueOnce(envelope(cartOf([bumped, chain]), 'Cart updated'))
      .mockResolvedValueOnce(envelope(cartOf([bumped]), 'Removed from cart'))
      .mockResolvedValue(envelope(cartOf([bumped])));
    renderWithRouter(<CartPage />, '/cart');

    const oilRow = await screen.findByRole('listitem', { name: 'Motul 7100 Oil' });
    fireEvent.click(within(oilRow).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('₹6,600'));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toBe('/api/update_cart_quantity');
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'increment', product_id: 'p-a', variant: 'v-a' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Rolon Chain Kit' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Rolon Chain Kit/ })).toBeNull());
    expect(screen.getByTestId('cart-total').textContent).toBe('₹1,600');
    await waitFor(() => expect(findStoredUser()?.cart_count).toBe(1));
    expect(JSON.parse(String(fetchMock.mock.calls[2]![1]?.body))).toEqual({ product_id: 'p-b', variant: 'v-b' });
  });

  it('shows notices for changed prices and unavailable lines', async () => {
    const changed = { ...oil, price_changed: true, price_at_add: 70_000 };
    const gone = makeLine({ id: 'c', name: 'Old Brake Pad', available: false, notice: 'Out of stock', stock: 0 });
    fetchMock.mockResolvedValue(envelope({ ...cartOf([changed]), items: [changed, gone], all_available: false }));
    renderWithRouter(<CartPage />, '/cart');

    expect(await screen.findByText('Price went up from ₹700 since you added it')).toBeTruthy();
    expect(screen.getByText('Out of stock')).toBeTruthy();
    // Checkout waits until every line can be bought.
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', true);
  });

  it('says how much more ships free, and that checkout prices shipping from the PIN', async () => {
    // ₹800 of oil, below the shop's free shipping from ₹999.
    fetchMock.mockResolvedValue(envelope(cartOf([oil])));
    renderWithRouter(<CartPage />, '/cart');
    const shipping = await screen.findByTestId('cart-shipping');
    expect(shipping.textContent).toContain('Add ₹199 more for free shipping');
    expect(shipping.textContent).toContain('Shipping is calculated at checkout from your PIN code.');
    expect(shipping.textContent).not.toContain('Shipping: free');
  });

  it('leads back to the shop when empty', async () => {
    fetchMock.mockResolvedValue(envelope(cartOf([])));
    renderWithRouter(<CartPage />, '/cart');
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
  });
});

describe('CartPage for a visitor', () => {
  const pricedEnvelope = (
    data: Cart,
    notices: { product_id: string; variant: string | null; message: string }[] = [],
  ) => jsonResponse({ error: false, status: 200, message: 'Cart priced', data, notices });
  const storeLines = (lines: object[]) => localStorage.setItem('visitor_cart', JSON.stringify({ lines }));
  const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as unknown;

  beforeEach(() => localStorage.removeItem('user'));

  it('prices the browser cart on the server and checks out without signing in (express checkout)', async () => {
    storeLines([
      { product_id: 'p-a', variant: 'v-a', quantity: 1, price_at_add: 70_000 },
      { product_id: 'p-b', variant: 'v-b', quantity: 2 },
    ]);
    fetchMock.mockResolvedValue(pricedEnvelope(cartOf([{ ...oil, price_changed: true, price_at_add: 70_000 }, chain])));
    renderWithRouter(<CartPage />, '/cart');

    expect(await screen.findByRole('listitem', { name: 'Motul 7100 Oil' })).toBeTruthy();
    expect(screen.getByText('Price went up from ₹700 since you added it')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('₹5,800');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/price_cart');
    expect(bodyOf(0)).toEqual({
      lines: [
        { product_id: 'p-a', variant: 'v-a', quantity: 1, price_at_add: 70_000 },
        { product_id: 'p-b', variant: 'v-b', quantity: 2 },
      ],
    });
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/purchase?cart');
    expect(screen.getByText(/No account needed/)).toBeTruthy();
  });

  it("steps and removes at once, then shows the server's prices for the new quantities", async () => {
    storeLines([
      { product_id: 'p-a', variant: 'v-a', quantity: 1 },
      { product_id: 'p-b', variant: 'v-b', quantity: 2 },
    ]);
    const bumped = { ...oil, quantity: 2, line_total: 160_000 };
    let answerStep: (response: Response) => void = () => {};
    fetchMock
      .mockResolvedValueOnce(pricedEnvelope(cartOf([oil, chain])))
      .mockReturnValueOnce(new Promise((resolve) => (answerStep = resolve)))
      .mockResolvedValue(pricedEnvelope(cartOf([bumped])));
    renderWithRouter(<CartPage />, '/cart');

    const oilRow = await screen.findByRole('listitem', { name: 'Motul 7100 Oil' });
    fireEvent.click(within(oilRow).getByRole('button', { name: 'Increase quantity' }));
    // The quantity shows at once; the money stays the server's last answer, marked busy, until priced.
    expect(within(oilRow).getByLabelText('Quantity').textContent).toBe('2');
    expect(screen.getByTestId('cart-total').textContent).toBe('₹5,800');
    expect(screen.getByTestId('cart-total').closest('dl')?.getAttribute('aria-busy')).toBe('true');
    expect(within(oilRow).getByLabelText('Line total').getAttribute('aria-busy')).toBe('true');
    expect(JSON.parse(localStorage.getItem('visitor_cart') ?? '{}')).toEqual({
      lines: [
        { product_id: 'p-a', variant: 'v-a', quantity: 2 },
        { product_id: 'p-b', variant: 'v-b', quantity: 2 },
      ],
    });
    answerStep(pricedEnvelope(cartOf([bumped, chain])));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('₹6,600'));
    expect(screen.getByTestId('cart-total').closest('dl')?.hasAttribute('aria-busy')).toBe(false);
    expect(within(oilRow).getByLabelText('Line total').textContent).toBe('₹1,600');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Rolon Chain Kit' }));
    expect(screen.queryByRole('listitem', { name: /Rolon Chain Kit/ })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('₹1,600'));
    await waitFor(() => expect(bodyOf(2)).toEqual({ lines: [{ product_id: 'p-a', variant: 'v-a', quantity: 2 }] }));
    // Nothing was sent to an account's cart.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/price_cart',
      '/api/price_cart',
      '/api/price_cart',
    ]);
  });

  it('drops lines naming products that no longer exist', async () => {
    storeLines([
      { product_id: 'p-a', variant: 'v-a', quantity: 1 },
      { product_id: 'gone', variant: 'v-gone', quantity: 1 },
    ]);
    const gone = [{ product_id: 'gone', variant: 'v-gone', message: 'This product is not available' }];
    fetchMock
      .mockResolvedValueOnce(pricedEnvelope(cartOf([oil]), gone))
      .mockImplementation(() => Promise.resolve(pricedEnvelope(cartOf([oil]))));
    renderWithRouter(<CartPage />, '/cart');

    await screen.findByRole('listitem', { name: 'Motul 7100 Oil' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('visitor_cart') ?? '{}')).toEqual({
        lines: [{ product_id: 'p-a', variant: 'v-a', quantity: 1 }],
      }),
    );
  });

  it('shows the empty state without calling the server', async () => {
    renderWithRouter(<CartPage />, '/cart');
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
