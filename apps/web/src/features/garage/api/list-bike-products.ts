import type { ProductListResponse } from '@store/contracts/catalog';
import type { ChosenBike } from '@store/contracts/fitment';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/fetch_products_by_collection for a bike: the first page of the products linked to its
 * model (`collection`) that fit its year (`bike`, `year`), in the list's usual order.
 */
export function listBikeProducts(bike: ChosenBike, signal?: AbortSignal): Promise<ProductListResponse> {
  return apiRequest<ProductListResponse>('/fetch_products_by_collection', {
    query: { collection: bike.model_id, bike: bike.model_id, year: bike.year },
    signal,
  });
}

export function bikeProductsQueryOptions(bike: ChosenBike) {
  return queryOptions({
    queryKey: ['bike-products', bike.model_id, bike.year],
    queryFn: ({ signal }) => listBikeProducts(bike, signal),
  });
}
