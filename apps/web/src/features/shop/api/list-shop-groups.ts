import type { ShopGroupsResponse } from '@store/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, placedAnswer } from '@/lib/api-client';
import { pageRenderedAt } from '@/lib/page-data';

/** GET /api/fetch_collections_by_id: a category's sub-groups, each with its items and counts. */
export function listShopGroups(id: string, signal?: AbortSignal): Promise<ShopGroupsResponse> {
  return apiRequest<ShopGroupsResponse>('/fetch_collections_by_id', { query: { id }, signal });
}

export function shopGroupsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['shop', 'groups', id],
    queryFn: ({ signal }) => listShopGroups(id, signal),
    initialData: () => placedAnswer<ShopGroupsResponse>('/fetch_collections_by_id', { id }),
    initialDataUpdatedAt: pageRenderedAt,
  });
}

export function useShopGroups(id: string | null) {
  return useQuery({ ...shopGroupsQueryOptions(id ?? ''), enabled: id !== null });
}
