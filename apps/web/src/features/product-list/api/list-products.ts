import type { ProductListResponse } from '@store/contracts/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productListApiQuery, type ProductListRequest } from '@store/contracts/pages';
import { apiRequest, placedAnswer } from '@/lib/api-client';
import { pageRenderedAt } from '@/lib/page-data';

const LIST_PATH = '/fetch_products_by_collection';

/** GET /api/fetch_products_by_collection: one page of cards plus the brand and category chips. */
export function listProducts(request: ProductListRequest, signal?: AbortSignal): Promise<ProductListResponse> {
  return apiRequest<ProductListResponse>(LIST_PATH, {
    query: productListApiQuery(request),
    signal,
  });
}

export function productListQueryOptions(request: ProductListRequest) {
  return queryOptions({
    queryKey: ['products', request],
    queryFn: ({ signal }) => listProducts(request, signal),
    initialData: () => placedAnswer<ProductListResponse>(LIST_PATH, productListApiQuery(request)),
    initialDataUpdatedAt: pageRenderedAt,
    // The old page stays on screen while the next loads, so the grid does not jump.
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Products Failed' },
  });
}

export function useProductList(request: ProductListRequest) {
  return useQuery(productListQueryOptions(request));
}
