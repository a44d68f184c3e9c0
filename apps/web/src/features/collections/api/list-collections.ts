import type { Collection } from '@store/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The contracts name no type for this envelope; it is the plain envelope around the cards. */
export type CollectionsResponse = { error: false; status: number; message: string; data: Collection[] };

/** GET /api/collections: the Collections page's cards. */
export function listCollections(signal?: AbortSignal): Promise<CollectionsResponse> {
  return apiRequest<CollectionsResponse>('/collections', { signal });
}

export function collectionsQueryOptions() {
  return queryOptions({
    queryKey: ['collections'],
    queryFn: ({ signal }) => listCollections(signal),
    meta: { errorTitle: 'Products Failed' },
  });
}

export function useCollections() {
  return useQuery(collectionsQueryOptions());
}
