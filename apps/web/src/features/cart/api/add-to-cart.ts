import type { addToCartBody, addToCartResponse, CartResponse } from '@store/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { findStoredUser } from '@/lib/session';
import { setCounts } from '@/lib/session-store';
import { cartQueryKey } from '@/lib/query-keys';

export type AddToCartResponse = z.infer<typeof addToCartResponse>;
export type AddToCartInput = z.input<typeof addToCartBody>;

/** POST /api/add_to_cart. */
export function addToCart(body: AddToCartInput): Promise<AddToCartResponse> {
  return apiRequest<AddToCartResponse>('/add_to_cart', { method: 'POST', body });
}

type Snapshot = { countedNewLine: boolean };

/**
 * Adds to the cart. When the cart at hand shows the add starts a new line, the badge moves at once
 * (and back on a refusal); otherwise it waits for the server's count rather than guess.
 * A refusal shows 'Cart Failed' with the server's message.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation<AddToCartResponse, Error, AddToCartInput, Snapshot>({
    mutationFn: addToCart,
    meta: { errorTitle: 'Cart Failed' },
    onMutate: ({ variant }) => {
      const cart = queryClient.getQueryData<CartResponse>(cartQueryKey);
      const count = findStoredUser()?.cart_count;
      const countedNewLine =
        Boolean(cart && variant) &&
        typeof count === 'number' &&
        !cart?.data.items.some((line) => line.variant._id === variant);
      if (countedNewLine) setCounts({ cart_count: (count ?? 0) + 1 });
      return { countedNewLine };
    },
    onError: (_error, _input, context) => {
      const count = findStoredUser()?.cart_count;
      if (context?.countedNewLine && typeof count === 'number') setCounts({ cart_count: Math.max(0, count - 1) });
    },
    onSuccess: (response) => {
      setCounts({ cart_count: response.data.cart_count, like_count: response.data.like_count });
      notifySuccess(response.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
