import type { LikedProductsResponse } from '@store/contracts/likes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { likedProductsQueryKey } from '@/lib/query-keys';

/** GET /api/find_liked_products: cards of the liked products still on sale. */
export function findLikedProducts(signal?: AbortSignal): Promise<LikedProductsResponse> {
  return apiRequest<LikedProductsResponse>('/find_liked_products', { signal });
}

export function likedProductsQueryOptions() {
  return queryOptions({
    queryKey: likedProductsQueryKey,
    queryFn: ({ signal }) => findLikedProducts(signal),
    staleTime: 0,
    meta: { errorTitle: 'Liked Products Failed' },
  });
}

export function useLikedProducts() {
  return useQuery(likedProductsQueryOptions());
}
