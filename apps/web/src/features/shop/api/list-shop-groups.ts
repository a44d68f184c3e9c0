import type { ShopGroupsResponse } from '@store/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/fetch_collections_by_id: a category's sub-groups, each with its items and counts. */
export function listShopGroups(id: string, signal?: AbortSignal): Promise<ShopGroupsResponse> {
  return apiRequest<ShopGroupsResponse>('/fetch_collections_by_id', { query: { id }, signal });
}

export function shopGroupsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['shop', 'groups', id],
    queryFn: ({ signal }) => listShopGroups(id, signal),
  });
}

export function useShopGroups(id: string | null) {
  return useQuery({ ...shopGroupsQueryOptions(id ?? ''), enabled: id !== null });
}
