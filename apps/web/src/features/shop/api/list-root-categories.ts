import type { CategoryLevelResponse } from '@store/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/fetch_all_collections: the shop's top-level categories. */
export function listRootCategories(signal?: AbortSignal): Promise<CategoryLevelResponse> {
  return apiRequest<CategoryLevelResponse>('/fetch_all_collections', { signal });
}

export function rootCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['shop', 'roots'],
    queryFn: ({ signal }) => listRootCategories(signal),
    meta: { errorTitle: 'Products Failed' },
  });
}

export function useRootCategories(enabled = true) {
  return useQuery({ ...rootCategoriesQueryOptions(), enabled });
}
