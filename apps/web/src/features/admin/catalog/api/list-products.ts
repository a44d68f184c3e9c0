import type { AdminProductListQuery, adminProductListResponse } from '@store/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export type AdminProductListResponse = z.infer<typeof adminProductListResponse>;
export type ProductListRequest = Partial<Omit<AdminProductListQuery, 'q'>> & { q?: string };

/** GET /api/admin/products: hidden ones too, searched by name, slug or SKU and filtered. */
export function listAdminProducts(request: ProductListRequest, signal?: AbortSignal) {
  return apiRequest<AdminProductListResponse>('/admin/products', {
    signal,
    query: { ...request, q: request.q || undefined },
  });
}

export function useAdminProducts(request: ProductListRequest, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...catalogKeys.products, 'list', request],
    queryFn: ({ signal }) => listAdminProducts(request, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    enabled: options.enabled,
  });
}
