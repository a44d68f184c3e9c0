import type { adminCategoryListResponse } from '@store/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export type AdminCategoryListResponse = z.infer<typeof adminCategoryListResponse>;

/** GET /api/admin/categories: the whole tree, flat, parents first and siblings in order. */
export function useAdminCategories() {
  return useQuery({
    queryKey: catalogKeys.categories,
    queryFn: ({ signal }) => apiRequest<AdminCategoryListResponse>('/admin/categories', { signal }),
  });
}
