import type { collectionsResponse } from '@store/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, placedAnswer } from '@/lib/api-client';
import { pageRenderedAt } from '@/lib/page-data';

export type CollectionsResponse = z.output<typeof collectionsResponse>;

/** GET /api/collections: the Collections page's cards. */
export function listCollections(signal?: AbortSignal): Promise<CollectionsResponse> {
  return apiRequest<CollectionsResponse>('/collections', { signal });
}

export function collectionsQueryOptions() {
  return queryOptions({
    queryKey: ['collections'],
    queryFn: ({ signal }) => listCollections(signal),
    initialData: () => placedAnswer<CollectionsResponse>('/collections'),
    initialDataUpdatedAt: pageRenderedAt,
    meta: { errorTitle: 'Products Failed' },
  });
}

export function useCollections() {
  return useQuery(collectionsQueryOptions());
}
