import { type addToCartResponse } from '@store/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { setCounts } from '@/lib/session-store';
import { cartQueryKey } from './find-cart';

export type AddToCartResponse = z.infer<typeof addToCartResponse>;
export type AddToCartInput = { product_id: string; variant?: string; quantity?: number };

/** POST /api/add_to_cart. */
export function addToCart(body: AddToCartInput): Promise<AddToCartResponse> {
  return apiRequest<AddToCartResponse>('/add_to_cart', { method: 'POST', body });
}

/** Adds to the cart; the badge shows the server's count, and a refusal shows 'Cart Failed'. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    meta: { errorTitle: 'Cart Failed' },
    onSuccess: (response) => {
      setCounts({ cart_count: response.data.cart_count, like_count: response.data.like_count });
      notifySuccess(response.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
