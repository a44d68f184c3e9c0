import type { CategoryLevelResponse } from '@store/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, placedAnswer } from '@/lib/api-client';
import { pageRenderedAt } from '@/lib/page-data';
import { categoryLevelQueryKey } from '@/lib/query-keys';

/**
 * GET /api/fetch_filter_category_by_id, read here only for its `trail`: the list's heading and
 * breadcrumb name the category the list is for. The shop feature has its own reader of this call
 * because features do not import each other; the cache key is shared (lib/query-keys.ts) so it is fetched once.
 */
export function getCategoryTrail(id: string, signal?: AbortSignal): Promise<CategoryLevelResponse> {
  return apiRequest<CategoryLevelResponse>('/fetch_filter_category_by_id', { query: { id }, signal });
}

export function categoryTrailQueryOptions(id: string) {
  return queryOptions({
    queryKey: categoryLevelQueryKey(id),
    queryFn: ({ signal }) => getCategoryTrail(id, signal),
    initialData: () => placedAnswer<CategoryLevelResponse>('/fetch_filter_category_by_id', { id }),
    initialDataUpdatedAt: pageRenderedAt,
    retry: false,
  });
}

/** The trail to a category; nothing is asked for 'all'. */
export function useCategoryTrail(id: string) {
  return useQuery({ ...categoryTrailQueryOptions(id), enabled: id !== 'all', select: (response) => response.trail });
}
