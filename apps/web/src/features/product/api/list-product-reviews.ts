import type { ReviewListResponse } from '@store/contracts/catalog';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, placedAnswer } from '@/lib/api-client';
import { pageRenderedAt } from '@/lib/page-data';
import { productQueryKey } from '@/lib/query-keys';

/** GET /api/find_product_review: one page of a product's reviews and the per-star summary. */
export function listProductReviews(id: string, page = 1, signal?: AbortSignal): Promise<ReviewListResponse> {
  return apiRequest<ReviewListResponse>('/find_product_review', { query: { id, page }, signal });
}

/** Pages of reviews, newest first; another page exists while fewer than the summary's count are loaded. */
export function productReviewsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: [...productQueryKey(id), 'reviews'],
    queryFn: ({ pageParam, signal }) => listProductReviews(id, pageParam, signal),
    initialPageParam: 1,
    // The first page comes in the HTML of a page the server rendered (docs/decisions/075).
    initialData: () => {
      const first = placedAnswer<ReviewListResponse>('/find_product_review', { id, page: 1 });
      return first && { pages: [first], pageParams: [1] };
    },
    initialDataUpdatedAt: pageRenderedAt,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return last.data.length > 0 && loaded < last.summary.count ? pages.length + 1 : undefined;
    },
  });
}

export function useProductReviews(id: string) {
  return useInfiniteQuery(productReviewsQueryOptions(id));
}
