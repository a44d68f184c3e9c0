import type { cancelOrderBody, shipOrderBody } from '@store/contracts/order-moves';
import type { orderResponse } from '@store/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { dashboardQueryKey } from '../../dashboard/api/get-dashboard';
import { adminOrdersKey } from './list-orders';

type OrderResponse = z.infer<typeof orderResponse>;
export type ShipOrder = z.input<typeof shipOrderBody>;
export type CancelOrder = z.input<typeof cancelOrderBody>;

export type OrderMove =
  { action: 'ship'; body: ShipOrder } | { action: 'deliver' } | { action: 'cancel'; body: CancelOrder };

/**
 * POST /api/admin/orders/:id/ship | deliver | cancel. The server checks the move against its
 * transition table (409 otherwise), records who made it, mails the shopper, restocks and refunds.
 */
export function changeOrderStatus(id: string, move: OrderMove): Promise<OrderResponse> {
  return apiRequest<OrderResponse>(`/admin/orders/${encodeURIComponent(id)}/${move.action}`, {
    method: 'POST',
    body: 'body' in move ? move.body : undefined,
  });
}

/** One hook for the three moves; the order, the lists and the dashboard figures are refreshed. */
export function useChangeOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: OrderMove) => changeOrderStatus(id, move),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
