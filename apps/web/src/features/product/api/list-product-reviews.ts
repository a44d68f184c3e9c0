import type { ReviewListResponse } from '@store/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/find_product_review: a product's reviews and the per-star summary. */
export function listProductReviews(id: string, signal?: AbortSignal): Promise<ReviewListResponse> {
  return apiRequest<ReviewListResponse>('/find_product_review', { query: { id }, signal });
}

export function productReviewsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['product', id, 'reviews'],
    queryFn: ({ signal }) => listProductReviews(id, signal),
  });
}

export function useProductReviews(id: string) {
  return useQuery(productReviewsQueryOptions(id));
}
