import type { goLiveResponse } from '@store/contracts/go-live';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';

export type GoLiveResponse = z.infer<typeof goLiveResponse>;
export const goLiveQueryKey = [...adminQueryRoot, 'go-live'] as const;

/** GET /api/admin/go_live: the checklist's items and the invoices waiting for the shop's GSTIN. */
export function useGoLive() {
  return useQuery({
    queryKey: goLiveQueryKey,
    queryFn: ({ signal }) => apiRequest<GoLiveResponse>('/admin/go_live', { signal }),
  });
}
