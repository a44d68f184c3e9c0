import type { SearchResponse } from '@store/contracts/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/search: path suggestions and matching products for the header's live search. */
export function searchCatalog(search: string, signal?: AbortSignal): Promise<SearchResponse> {
  return apiRequest<SearchResponse>('/search', { query: { search }, signal });
}

export function searchQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['search', search],
    // TanStack Query aborts this signal when the text changes before the answer arrives.
    queryFn: ({ signal }) => searchCatalog(search, signal),
    enabled: search.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Search Failed' },
  });
}

export function useSearchCatalog(search: string) {
  return useQuery(searchQueryOptions(search));
}
