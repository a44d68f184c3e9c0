import type { dashboardResponse } from '@store/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';

export type DashboardResponse = z.infer<typeof dashboardResponse>;

export const dashboardQueryKey = [...adminQueryRoot, 'dashboard'] as const;

/** GET /api/admin/dashboard: sales, orders to ship, low stock and 30 days of daily sales. */
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => apiRequest<DashboardResponse>('/admin/dashboard', { signal }),
    // Orders arrive all day; the figures (and the sidebar's "to ship" count) should not go stale for long.
    staleTime: 30_000,
    refetchInterval: 120_000,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
