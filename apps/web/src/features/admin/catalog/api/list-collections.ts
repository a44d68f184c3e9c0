import type { adminCollectionListResponse } from '@store/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export type AdminCollectionListResponse = z.infer<typeof adminCollectionListResponse>;

/** GET /api/admin/collections: every collection card, hidden ones too. */
export function useAdminCollections() {
  return useQuery({
    queryKey: catalogKeys.collections,
    queryFn: ({ signal }) => apiRequest<AdminCollectionListResponse>('/admin/collections', { signal }),
  });
}
