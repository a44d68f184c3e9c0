import type { adminBrandListResponse } from '@store/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export type AdminBrandListResponse = z.infer<typeof adminBrandListResponse>;

/** GET /api/admin/brands: every brand with its product count. */
export function useAdminBrands() {
  return useQuery({
    queryKey: catalogKeys.brands,
    queryFn: ({ signal }) => apiRequest<AdminBrandListResponse>('/admin/brands', { signal }),
  });
}
