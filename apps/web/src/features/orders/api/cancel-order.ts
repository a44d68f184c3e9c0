import type { BuyerCancel } from '@store/contracts/cancellation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ordersQueryRoot } from '@/lib/query-keys';
import type { OrderResponse } from './orders-queries';

/**
 * POST /api/cancel_order: the buyer cancels their own order before it ships. The server returns
 * the stock and refunds a paid order; every view of the shopper's orders is fetched again.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BuyerCancel) => apiRequest<OrderResponse>('/cancel_order', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
  });
}
