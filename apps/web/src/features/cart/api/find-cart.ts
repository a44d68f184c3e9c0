import type { CartResponse } from '@store/contracts/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cartQueryKey } from '@/lib/query-keys';

/** GET /api/find_cart: the signed-in shopper's cart, priced from the database now. */
export function findCart(signal?: AbortSignal): Promise<CartResponse> {
  return apiRequest<CartResponse>('/find_cart', { signal });
}

export function cartQueryOptions() {
  return queryOptions({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => findCart(signal),
    staleTime: 0,
    meta: { errorTitle: 'Cart Failed' },
  });
}

export function useCart() {
  return useQuery(cartQueryOptions());
}
