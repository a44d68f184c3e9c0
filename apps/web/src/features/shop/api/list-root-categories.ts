import type { CategoryLevelResponse } from '@store/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, placedAnswer } from '@/lib/api-client';
import { pageRenderedAt } from '@/lib/page-data';

/** GET /api/fetch_all_collections: the shop's top-level categories. */
export function listRootCategories(signal?: AbortSignal): Promise<CategoryLevelResponse> {
  return apiRequest<CategoryLevelResponse>('/fetch_all_collections', { signal });
}

export function rootCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['shop', 'roots'],
    queryFn: ({ signal }) => listRootCategories(signal),
    initialData: () => placedAnswer<CategoryLevelResponse>('/fetch_all_collections'),
    initialDataUpdatedAt: pageRenderedAt,
    meta: { errorTitle: 'Products Failed' },
  });
}

export function useRootCategories(enabled = true) {
  return useQuery({ ...rootCategoriesQueryOptions(), enabled });
}
