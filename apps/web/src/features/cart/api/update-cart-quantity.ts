import type { Cart, CartResponse, UpdateCartQuantity } from '@store/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setCounts } from '@/lib/session-store';
import { cartQueryKey } from './find-cart';

/** POST /api/update_cart_quantity: one step up or down. */
export function updateCartQuantity(body: UpdateCartQuantity): Promise<CartResponse> {
  return apiRequest<CartResponse>('/update_cart_quantity', { method: 'POST', body });
}

/** Recomputes a cart's totals after a local change, the way the server does (available lines only). */
export function retotal(cart: Cart, items: Cart['items']): Cart {
  const available = items.filter((line) => line.available);
  const total = available.reduce((sum, line) => sum + line.discount_price * line.quantity, 0);
  const mrp_total = available.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return {
    ...cart,
    items,
    total,
    mrp_total,
    savings: mrp_total - total,
    cart_count: items.length,
    all_available: items.every((line) => line.available),
  };
}

type Snapshot = { previous?: CartResponse };

/** Steps a line's quantity; the page changes at once and rolls back with a notice on refusal. */
export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation<CartResponse, Error, UpdateCartQuantity, Snapshot>({
    mutationFn: updateCartQuantity,
    meta: { errorTitle: 'Cart Failed' },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<CartResponse>(cartQueryKey);
      if (previous) {
        const step = input.action === 'increment' ? 1 : -1;
        const items = previous.data.items.map((line) =>
          line.product._id === input.product_id && line.variant._id === input.variant
            ? {
                ...line,
                quantity: line.quantity + step,
                line_total: line.discount_price * (line.quantity + step),
              }
            : line,
        );
        queryClient.setQueryData<CartResponse>(cartQueryKey, { ...previous, data: retotal(previous.data, items) });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(cartQueryKey, context.previous);
    },
    onSuccess: (response) => {
      queryClient.setQueryData(cartQueryKey, response);
      setCounts({ cart_count: response.data.cart_count });
    },
  });
}
