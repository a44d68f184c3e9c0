import type { StaffNoticesInput, staffNoticesResponse } from '@store/contracts/staff-notices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';
import { dashboardQueryKey } from '../../dashboard/api/get-dashboard';

export type StaffNoticesResponse = z.infer<typeof staffNoticesResponse>;
const noticesKey = [...adminQueryRoot, 'staff-notices'] as const;

/** GET /api/admin/staff_notices: where notices go, which are sent, and the low-stock level. */
export function useStaffNotices() {
  return useQuery({
    queryKey: noticesKey,
    queryFn: ({ signal }) => apiRequest<StaffNoticesResponse>('/admin/staff_notices', { signal }),
  });
}

/** PUT /api/admin/staff_notices (audited). */
export function useSaveStaffNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffNoticesInput) =>
      apiRequest<StaffNoticesResponse>('/admin/staff_notices', { method: 'PUT', body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(noticesKey, saved);
      // The dashboard's low-stock list follows the level.
      await queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
