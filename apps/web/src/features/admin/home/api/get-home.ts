import type { adminHomeResponse } from '@store/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';

export type AdminHomeResponse = z.infer<typeof adminHomeResponse>;
export const homeQueryKey = [...adminQueryRoot, 'home'] as const;

/** GET /api/admin/home: every banner (inactive too) and the four sections with their products. */
export function useAdminHome() {
  return useQuery({
    queryKey: homeQueryKey,
    queryFn: ({ signal }) => apiRequest<AdminHomeResponse>('/admin/home', { signal }),
  });
}
