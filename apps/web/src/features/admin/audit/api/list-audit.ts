import type { adminAuditListResponse, adminAuditQuery } from '@store/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';

export type AdminAuditListResponse = z.infer<typeof adminAuditListResponse>;
/** The log as the page holds it in its URL: an empty filter is no filter. */
export type AuditListRequest = { entity: string; entityId: string; actorId: string; page: number };

/** GET /api/admin/audit: every back-office change, newest first, by entity or by who made it. */
export function useAuditLog(request: AuditListRequest) {
  return useQuery({
    queryKey: [...adminQueryRoot, 'audit', request],
    queryFn: ({ signal }) =>
      apiRequest<AdminAuditListResponse>('/admin/audit', {
        signal,
        query: {
          page: request.page,
          entity: request.entity || undefined,
          entityId: request.entityId || undefined,
          actorId: request.actorId || undefined,
        } satisfies z.input<typeof adminAuditQuery>,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
