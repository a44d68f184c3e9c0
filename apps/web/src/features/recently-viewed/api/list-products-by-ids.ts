import type { ProductCardsResponse } from '@store/contracts/catalog-cards';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/fetch_products_by_ids: the cards of these products in this order, hidden ones left out. */
export function listProductsByIds(ids: string[], signal?: AbortSignal): Promise<ProductCardsResponse> {
  return apiRequest<ProductCardsResponse>('/fetch_products_by_ids', { query: { ids: ids.join(',') }, signal });
}

export function productsByIdsQueryOptions(ids: string[]) {
  return queryOptions({
    queryKey: ['products-by-ids', ids],
    queryFn: ({ signal }) => listProductsByIds(ids, signal),
    enabled: ids.length > 0,
    // Opening another product reorders the list: the cards shown stay until the new answer comes.
    placeholderData: keepPreviousData,
  });
}

export function useProductsByIds(ids: string[]) {
  return useQuery(productsByIdsQueryOptions(ids));
}
