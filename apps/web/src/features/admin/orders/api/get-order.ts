import type { adminOrderDetailResponse } from '@store/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminOrdersKey } from './list-orders';

export type AdminOrderDetailResponse = z.infer<typeof adminOrderDetailResponse>;

export const orderQueryKey = (id: string) => [...adminOrdersKey, 'one', id] as const;

/** GET /api/admin/orders/:id: lines, address, payments, history and the allowed moves. */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: orderQueryKey(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderDetailResponse>(`/admin/orders/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });
}
