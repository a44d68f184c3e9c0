import type { CartResponse, MergeCartLine, MergeCartResponse } from '@store/contracts/cart';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearVisitorCart, readVisitorCart, toMergeLines } from '../visitor-cart';
import { cartQueryKey } from './find-cart';
import { visitorCartQueryKey } from './price-cart';

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
