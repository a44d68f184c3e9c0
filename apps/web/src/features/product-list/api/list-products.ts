import type { ProductListResponse } from '@store/contracts/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productListApiQuery, type ProductListRequest } from '@store/contracts/pages';
import { apiRequest, placedAnswer } from '@/lib/api-client';
import { pageRenderedAt } from '@/lib/page-data';

const LIST_PATH = '/fetch_products_by_collection';

/** `?bike=&year=` (contracts fitment.ts `bikeFilterFields`): only what fits that bike, or null for every bike. */
export type BikeFilter = { bike: string; year: number } | null;

function listQuery(request: ProductListRequest, bike: BikeFilter) {
  return { ...productListApiQuery(request), bike: bike?.bike, year: bike?.year };
}

/** GET /api/fetch_products_by_collection: one page of cards plus the brand and category chips. */
export function listProducts(
  request: ProductListRequest,
  bike: BikeFilter,
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  return apiRequest<ProductListResponse>(LIST_PATH, { query: listQuery(request, bike), signal });
}

/**
 * The server renders the list for every bike (docs/decisions/082), so only that call finds its
 * answer in the page; the bike's list is asked for once the page is hydrated.
 */
export function productListQueryOptions(request: ProductListRequest, bike: BikeFilter) {
  return queryOptions({
    queryKey: ['products', request, bike],
    queryFn: ({ signal }) => listProducts(request, bike, signal),
    initialData: () => placedAnswer<ProductListResponse>(LIST_PATH, listQuery(request, bike)),
    initialDataUpdatedAt: pageRenderedAt,
    // The old page stays on screen while the next loads, so the grid does not jump.
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Products Failed' },
  });
}

export function useProductList(request: ProductListRequest, bike: BikeFilter) {
  return useQuery(productListQueryOptions(request, bike));
}
