import type { adminProductResponse } from '@store/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export type AdminProductResponse = z.infer<typeof adminProductResponse>;

/** GET /api/admin/products/:id: the product as its edit form needs it. */
export function useAdminProduct(id: string | null) {
  return useQuery({
    queryKey: catalogKeys.product(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<AdminProductResponse>(`/admin/products/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}
