import type { MyReviewResponse } from '@store/contracts/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const myReviewQueryKey = (productId: string) => ['my-review', productId] as const;

/** GET /api/find_my_review: the shopper's own review of a product, or null, to edit it. */
export function findMyReview(productId: string, signal?: AbortSignal): Promise<MyReviewResponse> {
  return apiRequest<MyReviewResponse>('/find_my_review', { query: { id: productId }, signal });
}

export function myReviewQueryOptions(productId: string) {
  return queryOptions({
    queryKey: myReviewQueryKey(productId),
    queryFn: ({ signal }) => findMyReview(productId, signal),
    staleTime: 0,
  });
}

export function useMyReview(productId: string, enabled: boolean) {
  return useQuery({ ...myReviewQueryOptions(productId), enabled });
}
