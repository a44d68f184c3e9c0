import type { Cart, PriceCartResponse } from '@store/contracts/cart';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { removeVisitorLines, useVisitorCart, type VisitorCartLine } from '@/lib/visitor-cart';

export const visitorCartQueryKey = ['visitor-cart'] as const;

/** POST /api/price_cart: the visitor's browser cart priced from the database now, no sign-in needed. */
export function priceCart(lines: ReadonlyArray<VisitorCartLine>, signal?: AbortSignal): Promise<PriceCartResponse> {
  return apiRequest<PriceCartResponse>('/price_cart', { method: 'POST', body: { lines }, signal });
}

export function visitorCartQueryOptions(lines: ReadonlyArray<VisitorCartLine>) {
  return queryOptions({
    queryKey: [...visitorCartQueryKey, lines],
    queryFn: async ({ signal }) => {
      const response = await priceCart(lines, signal);
      // A line naming a product or option that no longer exists can never be shown or bought.
      if (response.notices.length) removeVisitorLines(response.notices);
      return response;
    },
    enabled: lines.length > 0,
    // While a changed cart is priced again, the last prices stay on screen with the new quantities.
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Cart Failed' },
  });
}

/**
 * The last priced cart with the browser's quantities laid over it, so a step or a removal shows at
 * once. Its money stays the server's last answer (the page shows it being priced again) until the
 * answer for the new quantities replaces it; only the line count follows the lines shown.
 */
export function overlayVisitorCart(priced: Cart, lines: ReadonlyArray<VisitorCartLine>): Cart {
  let changed = false;
  const items = priced.items.flatMap((item) => {
    const line = lines.find(
      (l) => l.product_id === item.product._id && (l.variant ?? item.variant._id) === item.variant._id,
    );
    if (!line) {
      changed = true;
      return [];
    }
    if (line.quantity === item.quantity) return [item];
    changed = true;
    return [{ ...item, quantity: line.quantity }];
  });
  return changed ? { ...priced, items, cart_count: items.length } : priced;
}

/**
 * The visitor's cart for the Cart page: null while the first pricing is on its way; `repricing`
 * while the shown money belongs to the quantities before the last change.
 */
export function useVisitorCartView() {
  const lines = useVisitorCart();
  const query = useQuery(visitorCartQueryOptions(lines));
  const priced = query.data?.data;
  const cart: Cart | null = lines.length === 0 ? EMPTY_CART : priced ? overlayVisitorCart(priced, lines) : null;
  return { cart, lines, query, repricing: lines.length > 0 && query.isPlaceholderData };
}

const EMPTY_CART: Cart = { items: [], total: 0, mrp_total: 0, savings: 0, cart_count: 0, all_available: true };
