import type { CartResponse, UpdateCartQuantity } from '@store/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setCounts } from '@/lib/session-store';
import { cartQueryKey } from '@/lib/query-keys';

/** POST /api/update_cart_quantity: one step up or down. */
export function updateCartQuantity(body: UpdateCartQuantity): Promise<CartResponse> {
  return apiRequest<CartResponse>('/update_cart_quantity', { method: 'POST', body });
}

/** Every change of an account's cart, so the page knows its money is being worked out again. */
export const cartChangeKey = ['cart-change'] as const;

type Snapshot = { previous?: CartResponse };

/**
 * Steps a line's quantity: the quantity moves at once, the line total and the totals stay the
 * server's last ones until its answer replaces them; a refusal rolls back with a notice.
 */
export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation<CartResponse, Error, UpdateCartQuantity, Snapshot>({
    mutationKey: cartChangeKey,
    mutationFn: updateCartQuantity,
    meta: { errorTitle: 'Cart Failed' },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<CartResponse>(cartQueryKey);
      if (previous) {
        const step = input.action === 'increment' ? 1 : -1;
        const items = previous.data.items.map((line) =>
          line.product._id === input.product_id && line.variant._id === input.variant
            ? { ...line, quantity: line.quantity + step }
            : line,
        );
        queryClient.setQueryData<CartResponse>(cartQueryKey, { ...previous, data: { ...previous.data, items } });
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
