import type { CartResponse, MergeCartLine, MergeCartResponse } from '@store/contracts/cart';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SignInStep } from '@/lib/sign-in-step';
import { clearVisitorCart, readVisitorCart, type VisitorCartLine } from '@/lib/visitor-cart';
import { cartQueryKey } from '@/lib/query-keys';
import { visitorCartQueryKey } from './price-cart';

/** The body of POST /api/merge_cart: what the shopper chose, without what was only kept for display. */
export function toMergeLines(lines: ReadonlyArray<VisitorCartLine>): MergeCartLine[] {
  return lines.map(({ product_id, variant, quantity }) =>
    variant ? { product_id, variant, quantity } : { product_id, quantity },
  );
}

/** POST /api/merge_cart, signed with the token of a sign-in being finished (not stored yet). */
export function mergeCart(lines: MergeCartLine[], token: string): Promise<MergeCartResponse> {
  return apiRequest<MergeCartResponse>('/merge_cart', {
    method: 'POST',
    body: { lines },
    token,
    skipAuthRedirect: true,
  });
}

export type MergeOutcome = {
  /** The account's line count after the merge: the header badge. */
  cart_count: number;
  /** Why lines were capped or left out, in the contract's words. */
  notices: string[];
};

/**
 * Adds the visitor's browser cart into the account that is signing in (quantities added, capped
 * at the stock by the server), then empties the browser cart and keeps the merged cart for the
 * Cart page. Null when there was nothing to merge; a failure throws and leaves the browser cart
 * in place for the next sign-in.
 */
export async function mergeVisitorCart(token: string, queryClient: QueryClient): Promise<MergeOutcome | null> {
  const lines = readVisitorCart();
  if (!lines.length) return null;
  const { notices, ...merged } = await mergeCart(toMergeLines(lines), token);
  clearVisitorCart();
  queryClient.removeQueries({ queryKey: visitorCartQueryKey });
  queryClient.setQueryData<CartResponse>(cartQueryKey, merged);
  // Name the product when the merged cart shows it (a capped line); a line left out has no name to give.
  const names = new Map(merged.data.items.map((line) => [line.product._id, line.product.name]));
  return {
    cart_count: merged.data.cart_count,
    notices: notices.map(({ product_id, message }) => {
      const name = names.get(product_id);
      return name ? `${name}: ${message}` : message;
    }),
  };
}

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** The sign-in step that brings the visitor's browser cart into the account (app/sign-in-steps.ts). */
export const carryVisitorCart: SignInStep = {
  failureTitle: 'Cart Failed',
  run: async (session, queryClient) => {
    const merged = await mergeVisitorCart(session.token, queryClient);
    if (!merged) return null;
    return {
      session: { ...session, cart_count: merged.cart_count },
      told: `Your cart has ${items(merged.cart_count)}.`,
      notice: merged.notices.length
        ? { kind: 'info', title: 'Some cart items changed', message: merged.notices.join(' · ') }
        : undefined,
    };
  },
};
