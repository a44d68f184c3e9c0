import type { ProductResponse } from '@store/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, placedAnswer } from '@/lib/api-client';
import { pageRenderedAt } from '@/lib/page-data';
import { productQueryKey } from '@/lib/query-keys';

/** GET /api/fetch_product: the product with images, variants and features, plus its suitable bikes. */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductResponse> {
  return apiRequest<ProductResponse>('/fetch_product', { query: { id }, signal });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    initialData: () => placedAnswer<ProductResponse>('/fetch_product', { id }),
    initialDataUpdatedAt: pageRenderedAt,
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
