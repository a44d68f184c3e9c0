import { CART_MESSAGES, type CartLine, type PriceCartResponse } from '@store/contracts/cart';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findStoredUser, saveStoredUser } from '@/lib/session';
import { jsonResponse } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { readVisitorCart } from '@/lib/visitor-cart';
import { AddToCartButton } from './add-to-cart-button';

function pricedLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    _id: 'v1',
    product: {
      _id: 'p1',
      name: 'Chain Lube',
      slug: 'chain-lube',
      front_image: '/x.webp',
      brand: { _id: 'b', name: 'Motul' },
    },
    variant: { _id: 'v1', name: 'Default' },
    price: 60_000,
    discount_price: 49_900,
    quantity: 1,
    stock: 5,
    line_total: 49_900,
    price_changed: false,
    price_at_add: 49_900,
    stock_changed: false,
    available: true,
    notice: null,
    ...overrides,
  };
}

function priced(items: CartLine[], notices: PriceCartResponse['notices'] = []): Response {
  const total = items.reduce((sum, l) => sum + (l.available ? l.line_total : 0), 0);
  const body: PriceCartResponse = {
    error: false,
    status: 200,
    message: CART_MESSAGES.priced,
    data: { items, total, mrp_total: total, savings: 0, cart_count: items.length, all_available: true },
    notices,
  };
  return jsonResponse(body);
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

function renderButton(props: Partial<Parameters<typeof AddToCartButton>[0]> = {}) {
  return renderWithRouter(
    <>
      <Toaster />
      <AddToCartButton productId="p1" variantId="v1" inStock productName="Chain Lube" {...props} />
    </>,
  );
}

describe('AddToCartButton for a visitor', () => {
  it('puts the line in the browser cart at once, then keeps the price the server answered', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderButton({ quantity: 2 });

    fireEvent.click(await screen.findByRole('button', { name: /^Add to Cart\W+Chain Lube$/ }));
    // Before the server has answered, the browser cart (and so the badge) already holds it.
    expect(readVisitorCart()).toEqual([{ product_id: 'p1', variant: 'v1', quantity: 2 }]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/price_cart');
    expect(JSON.parse(String(init?.body))).toEqual({ lines: [{ product_id: 'p1', variant: 'v1', quantity: 2 }] });
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();

    answer(priced([pricedLine({ quantity: 2, line_total: 99_800 })]));
    expect(await screen.findByText(CART_MESSAGES.added)).toBeTruthy();
    expect(readVisitorCart()).toEqual([{ product_id: 'p1', variant: 'v1', quantity: 2, price_at_add: 49_900 }]);
    expect(findStoredUser()).toBeNull();
  });

  it("takes the added quantity back out with 'Cart Failed' when the server says there is not enough", async () => {
    localStorage.setItem('visitor_cart', JSON.stringify({ lines: [{ product_id: 'p1', variant: 'v1', quantity: 2 }] }));
    fetchMock.mockResolvedValue(
      priced([
        pricedLine({ quantity: 3, stock: 2, available: false, stock_changed: true, notice: CART_MESSAGES.onlyLeft(2) }),
      ]),
    );
    renderButton();

    fireEvent.click(await screen.findByRole('button', { name: /^Add to Cart\W+Chain Lube$/ }));
    expect(readVisitorCart()[0]?.quantity).toBe(3);
    expect(await screen.findByText('Cart Failed')).toBeTruthy();
    expect(screen.getByText(CART_MESSAGES.onlyLeft(2, 2))).toBeTruthy();
    expect(readVisitorCart()).toEqual([{ product_id: 'p1', variant: 'v1', quantity: 2 }]);
  });

  it('removes a line it started when the product is no longer sold', async () => {
    fetchMock.mockResolvedValue(
      priced([], [{ product_id: 'p1', variant: 'v1', message: CART_MESSAGES.productUnavailable }]),
    );
    renderButton();

    fireEvent.click(await screen.findByRole('button', { name: /^Add to Cart\W+Chain Lube$/ }));
    expect(await screen.findByText(CART_MESSAGES.productUnavailable)).toBeTruthy();
    expect(readVisitorCart()).toEqual([]);
  });

  it('refuses past the stock the card knows without calling the server', async () => {
    localStorage.setItem('visitor_cart', JSON.stringify({ lines: [{ product_id: 'p1', variant: 'v1', quantity: 1 }] }));
    renderButton({ stock: 1 });

    fireEvent.click(await screen.findByRole('button', { name: /^Add to Cart\W+Chain Lube$/ }));
    expect(await screen.findByText(CART_MESSAGES.onlyLeft(1, 1))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readVisitorCart()[0]?.quantity).toBe(1);
  });
});

describe('AddToCartButton for a signed-in shopper', () => {
  it("adds to the account's cart, not the browser's", async () => {
    saveStoredUser({ token: 't', cart_count: 0, like_count: 0, liked_products: [] });
    fetchMock.mockResolvedValue(
      jsonResponse({
        error: false,
        status: 200,
        message: CART_MESSAGES.added,
        data: { cart_count: 1, like_count: 0, product_id: 'p1', variant: 'v1', quantity: 1 },
      }),
    );
    renderButton();

    fireEvent.click(await screen.findByRole('button', { name: /^Add to Cart\W+Chain Lube$/ }));
    await waitFor(() => expect(findStoredUser()?.cart_count).toBe(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/add_to_cart');
    expect(readVisitorCart()).toEqual([]);
  });
});
