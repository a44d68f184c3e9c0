import type { returnListResponse } from '@store/contracts/returns';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminReturnsKey } from './list-returns';

export type ReturnListResponse = z.infer<typeof returnListResponse>;

/** GET /api/admin/orders/:id/returns: the order's returns with their history and what may be refunded. */
export function useOrderReturns(orderId: string) {
  return useQuery({
    queryKey: [...adminReturnsKey, 'order', orderId],
    queryFn: ({ signal }) =>
      apiRequest<ReturnListResponse>(`/admin/orders/${encodeURIComponent(orderId)}/returns`, { signal }),
    staleTime: 0,
  });
}
