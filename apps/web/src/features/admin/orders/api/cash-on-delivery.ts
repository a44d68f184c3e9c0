import type {
  adminOrderDetailResponse,
  collectCashBody,
  collectCashResponse,
  refusedDeliveryBody,
} from '@store/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { dashboardQueryKey } from '../../dashboard/api/get-dashboard';
import { orderQueryKey } from './get-order';
import { adminOrdersKey } from './list-orders';

export type CollectCashInput = z.input<typeof collectCashBody>;
export type CollectCashResponse = z.infer<typeof collectCashResponse>;
type AdminOrderDetailResponse = z.infer<typeof adminOrderDetailResponse>;

/**
 * POST /api/admin/cash_collections: cash orders' money recorded as collected, one order at the
 * counter or a courier's remittance of many, checked against its amount when one is given. All or
 * nothing: the server names the first order it cannot take. The orders and the dashboard follow.
 */
export function useCollectCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectCashInput) =>
      apiRequest<CollectCashResponse>('/admin/cash_collections', { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}

/**
 * POST /api/admin/orders/:id/refused: the buyer refused a shipped cash order at the door; the
 * server takes the stock back and counts the refusal on the buyer, and answers the order as it is now.
 */
export function useRecordRefusal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof refusedDeliveryBody>) =>
      apiRequest<AdminOrderDetailResponse>(`/admin/orders/${encodeURIComponent(id)}/refused`, {
        method: 'POST',
        body,
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(orderQueryKey(id), answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminOrdersKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
