import type { SearchResponse } from '@store/contracts/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The bike the suggestions keep to (`?bike=&year=`, contracts fitment.ts `bikeFilterFields`): the
 * shopper's current one, handed in by the app; null for every bike.
 */
export type SearchBike = { model_id: string; year: number } | null;

/** GET /api/search: path suggestions and matching products for the header's live search. */
export function searchCatalog(search: string, bike: SearchBike, signal?: AbortSignal): Promise<SearchResponse> {
  return apiRequest<SearchResponse>('/search', {
    query: { search, bike: bike?.model_id, year: bike?.year },
    signal,
  });
}

export function searchQueryOptions(search: string, bike: SearchBike) {
  const fit = bike ? { model_id: bike.model_id, year: bike.year } : null;
  return queryOptions({
    queryKey: ['search', search, fit],
    // TanStack Query aborts this signal when the text changes before the answer arrives.
    queryFn: ({ signal }) => searchCatalog(search, fit, signal),
    enabled: search.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Search Failed' },
  });
}

export function useSearchCatalog(search: string, bike: SearchBike) {
  return useQuery(searchQueryOptions(search, bike));
}
