import type { AdminReviewListResponse } from '@store/contracts/reviews';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';

export const reviewsKey = [...adminQueryRoot, 'reviews'] as const;
export type ReviewListRequest = { page: number; status: string; rating: string; search: string };

/** GET /api/admin/reviews: newest first, with product and reviewer; by status, rating and text. */
export function useAdminReviews(request: ReviewListRequest) {
  return useQuery({
    queryKey: [...reviewsKey, request],
    queryFn: ({ signal }) =>
      apiRequest<AdminReviewListResponse>('/admin/reviews', {
        signal,
        query: {
          page: request.page,
          status: request.status,
          rating: request.rating || undefined,
          search: request.search || undefined,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
