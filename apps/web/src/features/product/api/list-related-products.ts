import type { ProductCardsResponse } from '@store/contracts/catalog-cards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productQueryKey } from '@/lib/query-keys';

/** GET /api/fetch_related_products: up to 8 cards from the product's category, same bikes first. */
export function listRelatedProducts(id: string, signal?: AbortSignal): Promise<ProductCardsResponse> {
  return apiRequest<ProductCardsResponse>('/fetch_related_products', { query: { id }, signal });
}

export function relatedProductsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...productQueryKey(id), 'related'],
    queryFn: ({ signal }) => listRelatedProducts(id, signal),
  });
}

export function useRelatedProducts(id: string) {
  return useQuery(relatedProductsQueryOptions(id));
}
