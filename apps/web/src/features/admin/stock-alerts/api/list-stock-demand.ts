import type { AdminStockAlertsQuery, adminStockAlertsResponse } from '@store/contracts/stock-alerts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';

export type AdminStockAlertsResponse = z.infer<typeof adminStockAlertsResponse>;

/** GET /api/admin/stock_alerts: what shoppers wait for, per product and option, the most wanted first. */
export function useStockDemand(page: number) {
  return useQuery({
    queryKey: [...adminQueryRoot, 'stock-alerts', page],
    queryFn: ({ signal }) =>
      apiRequest<AdminStockAlertsResponse>('/admin/stock_alerts', {
        signal,
        query: { page } satisfies AdminStockAlertsQuery,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
