import type { CartResponse, RemoveCartProduct } from '@store/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { findStoredUser } from '@/lib/session';
import { setCounts } from '@/lib/session-store';
import { cartQueryKey } from '@/lib/query-keys';
import { cartChangeKey } from './update-cart-quantity';

/** POST /api/remove_cart_product: one line when `variant` is given. */
export function removeCartProduct(body: RemoveCartProduct): Promise<CartResponse> {
  return apiRequest<CartResponse>('/remove_cart_product', { method: 'POST', body });
}

type Snapshot = { previous?: CartResponse; previousCount?: number | null };

/**
 * Removes a line at once (page and badge); the totals stay the server's last ones until its answer
 * replaces them. A refusal puts the line back with a notice.
 */
export function useRemoveCartProduct() {
  const queryClient = useQueryClient();
  return useMutation<CartResponse, Error, RemoveCartProduct, Snapshot>({
    mutationKey: cartChangeKey,
    mutationFn: removeCartProduct,
    meta: { errorTitle: 'Cart Failed' },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<CartResponse>(cartQueryKey);
      const previousCount = findStoredUser()?.cart_count;
      if (previous) {
        const items = previous.data.items.filter(
          (line) =>
            !(
              line.product._id === input.product_id &&
              (input.variant === undefined || line.variant._id === input.variant)
            ),
        );
        // The badge counts units, so it follows the lines shown.
        const units = items.reduce((n, line) => n + line.quantity, 0);
        queryClient.setQueryData<CartResponse>(cartQueryKey, {
          ...previous,
          data: { ...previous.data, items, cart_count: units },
        });
        setCounts({ cart_count: units });
      }
      return { previous, previousCount };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(cartQueryKey, context.previous);
      if (typeof context?.previousCount === 'number') setCounts({ cart_count: context.previousCount });
    },
    onSuccess: (response) => {
      queryClient.setQueryData(cartQueryKey, response);
      setCounts({ cart_count: response.data.cart_count });
      notifySuccess(response.message);
    },
  });
}
