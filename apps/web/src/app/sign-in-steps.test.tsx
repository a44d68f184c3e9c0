import type { Session } from '@store/contracts/auth';
import { CART_MESSAGES, type Cart, type CartLine } from '@store/contracts/cart';
import type { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { finishSignIn as finishWith, type FinishSignInInput } from '@/features/auth/use-finish-sign-in';
import { rememberPendingLike } from '@/features/likes/pending-like';
import { createQueryClient } from '@/lib/query-client';
import { cartQueryKey, likedProductsQueryKey } from '@/lib/query-keys';
import { findStoredUser } from '@/lib/session';
import { readVisitorCart } from '@/lib/visitor-cart';
import { jsonResponse } from '@/test/fixtures';
import { signInSteps } from './sign-in-steps';

/** A sign-in finished with the steps the app hands the sign-in screens. */
const finishSignIn = (queryClient: QueryClient, input: FinishSignInInput) =>
  finishWith(queryClient, input, signInSteps);

const P1 = '00000000-0000-4000-8000-000000000001';
const V1 = '00000000-0000-4000-8000-000000000011';
const P2 = '00000000-0000-4000-8000-000000000002';
const V2 = '00000000-0000-4000-8000-000000000022';

const session: Session = {
  token: 'fresh-token',
  name: 'Asha Nair',
  email: 'asha@example.com',
  role: 'customer',
  cart_count: 1,
  like_count: 1,
  liked_products: ['liked-before'],
};

function line(productId: string, variantId: string, name: string, quantity: number): CartLine {
  return {
    _id: `line-${variantId}`,
    product: { _id: productId, name, slug: name, front_image: '/x.webp', brand: { _id: 'b', name: 'Motul' } },
    variant: { _id: variantId, name: 'Default' },
    price: 1_000,
    discount_price: 900,
    quantity,
    stock: 5,
    line_total: 900 * quantity,
    price_changed: false,
    price_at_add: 900,
    stock_changed: false,
    available: true,
    notice: null,
  };
}

function merged(items: CartLine[], notices: { product_id: string; variant: string | null; message: string }[] = []) {
  const total = items.reduce((sum, l) => sum + l.line_total, 0);
  const data: Cart = { items, total, mrp_total: total, savings: 0, cart_count: items.length, all_available: true };
  return jsonResponse({ error: false, status: 200, message: CART_MESSAGES.merged, data, notices });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    auth: new Headers(init?.headers).get('Authorization'),
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  }));

beforeEach(() => {
  sessionStorage.clear();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  render(<Toaster />);
});

const storeVisitorCart = (lines: object[]) => localStorage.setItem('visitor_cart', JSON.stringify({ lines }));

describe("signing in with the app's steps", () => {
  it("merges the visitor's cart and applies the pending like before the session is stored", async () => {
    storeVisitorCart([
      { product_id: P1, variant: V1, quantity: 2, price_at_add: 900 },
      { product_id: P2, variant: V2, quantity: 1 },
    ]);
    rememberPendingLike(P2);
    fetchMock.mockImplementation((url) => {
      // The session is stored only after both calls: the shopper lands on the merged state.
      expect(findStoredUser()).toBeNull();
      return Promise.resolve(
        String(url) === '/api/merge_cart'
          ? merged([line('old', 'old-v', 'Old Line', 1), line(P1, V1, 'Chain Lube', 2), line(P2, V2, 'Helmet', 1)])
          : jsonResponse({
              error: false,
              status: 200,
              message: 'Added to your liked products',
              data: { liked: true, like_count: 2, liked_products: ['liked-before', P2] },
            }),
      );
    });
    const queryClient = createQueryClient();

    await finishSignIn(queryClient, { session, welcome: 'Welcome back, Asha Nair' });

    expect(calls()).toEqual([
      {
        url: '/api/merge_cart',
        auth: 'Bearer fresh-token',
        body: {
          lines: [
            { product_id: P1, variant: V1, quantity: 2 },
            { product_id: P2, variant: V2, quantity: 1 },
          ],
        },
      },
      { url: '/api/liked_product', auth: 'Bearer fresh-token', body: { id: P2 } },
    ]);
    expect(findStoredUser()).toMatchObject({
      token: 'fresh-token',
      cart_count: 3,
      like_count: 2,
      liked_products: ['liked-before', P2],
    });
    expect(readVisitorCart()).toEqual([]);
    expect(queryClient.getQueryData<{ data: Cart }>(cartQueryKey)?.data.cart_count).toBe(3);
    expect(
      await screen.findByText('Welcome back, Asha Nair. Your cart has 3 items. Added to your liked products.'),
    ).toBeTruthy();
  });

  it('never unlikes: a pending like the account already has sends nothing', async () => {
    rememberPendingLike('liked-before');
    await finishSignIn(createQueryClient(), { session, welcome: 'Welcome back' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(findStoredUser()).toMatchObject({ cart_count: 1, like_count: 1, liked_products: ['liked-before'] });
  });

  it('turns a like back on if the toggle found it liked after all', async () => {
    rememberPendingLike(P1);
    const answer = (liked: boolean, ids: string[]) =>
      jsonResponse({
        error: false,
        status: 200,
        message: 'ok',
        data: { liked, like_count: ids.length, liked_products: ids },
      });
    fetchMock
      .mockResolvedValueOnce(answer(false, ['liked-before']))
      .mockResolvedValueOnce(answer(true, ['liked-before', P1]));
    await finishSignIn(createQueryClient(), { session, welcome: 'Welcome back' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(findStoredUser()?.liked_products).toEqual(['liked-before', P1]);
  });

  it('names capped lines in a notice', async () => {
    storeVisitorCart([{ product_id: P1, variant: V1, quantity: 9 }]);
    fetchMock.mockResolvedValue(
      merged(
        [line(P1, V1, 'Chain Lube', 5)],
        [{ product_id: P1, variant: V1, message: CART_MESSAGES.cappedToStock(5) }],
      ),
    );
    await finishSignIn(createQueryClient(), { session, welcome: 'Welcome back' });
    expect(await screen.findByText('Some cart items changed')).toBeTruthy();
    expect(screen.getByText(`Chain Lube: ${CART_MESSAGES.cappedToStock(5)}`)).toBeTruthy();
    expect(findStoredUser()?.cart_count).toBe(1);
  });

  it('still signs in when the merge fails, keeping the browser cart for the next sign-in', async () => {
    storeVisitorCart([{ product_id: P1, variant: V1, quantity: 1 }]);
    fetchMock.mockResolvedValue(jsonResponse({ error: true, status: 503, message: 'Try again soon', data: null }, 503));
    await finishSignIn(createQueryClient(), { session, welcome: 'Welcome back' });
    expect(findStoredUser()).toMatchObject({ token: 'fresh-token', cart_count: 1 });
    expect(readVisitorCart()).toEqual([{ product_id: P1, variant: V1, quantity: 1 }]);
    expect(await screen.findByText('Cart Failed')).toBeTruthy();
    expect(screen.getByText('Try again soon')).toBeTruthy();
  });

  it("drops the previous shopper's cart and likes from the cache", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(cartQueryKey, { data: { cart_count: 7 } });
    queryClient.setQueryData(likedProductsQueryKey, { data: [] });
    await finishSignIn(queryClient, { session, welcome: 'Welcome back' });
    expect(queryClient.getQueryData(cartQueryKey)).toBeUndefined();
    expect(queryClient.getQueryData(likedProductsQueryKey)).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
