import type { adminReturnListResponse } from '@store/contracts/returns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';

export type AdminReturnListResponse = z.infer<typeof adminReturnListResponse>;
/** Every returns query starts here, so a step refreshes the queue and the order's panel together. */
export const adminReturnsKey = [...adminQueryRoot, 'returns'] as const;

/** GET /api/admin/returns: the open ones oldest first (the queue), or one status newest first. */
export function useAdminReturns(request: { page: number; status: string }) {
  return useQuery({
    queryKey: [...adminReturnsKey, 'list', request],
    queryFn: ({ signal }) =>
      apiRequest<AdminReturnListResponse>('/admin/returns', {
        signal,
        query: { page: request.page, status: request.status },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
