import type { CategoryLevelResponse } from '@store/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, placedAnswer } from '@/lib/api-client';
import { pageRenderedAt } from '@/lib/page-data';
import { categoryLevelQueryKey } from '@/lib/query-keys';

/** GET /api/fetch_filter_category_by_id: one category's children and the trail down to it. */
export function listChildCategories(id: string, signal?: AbortSignal): Promise<CategoryLevelResponse> {
  return apiRequest<CategoryLevelResponse>('/fetch_filter_category_by_id', { query: { id }, signal });
}

export function childCategoriesQueryOptions(id: string) {
  return queryOptions({
    queryKey: categoryLevelQueryKey(id),
    queryFn: ({ signal }) => listChildCategories(id, signal),
    initialData: () => placedAnswer<CategoryLevelResponse>('/fetch_filter_category_by_id', { id }),
    initialDataUpdatedAt: pageRenderedAt,
  });
}

export function useChildCategories(id: string | null) {
  return useQuery({ ...childCategoriesQueryOptions(id ?? ''), enabled: id !== null });
}
