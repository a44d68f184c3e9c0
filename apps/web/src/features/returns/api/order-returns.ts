import type { orderReturnsResponse } from '@store/contracts/returns';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ordersQueryRoot } from '@/lib/query-keys';

export type OrderReturnsResponse = z.infer<typeof orderReturnsResponse>;

/** Under the orders' key, so anything that refreshes the shopper's orders refreshes their returns too. */
export const orderReturnsKey = (orderId: string) => [...ordersQueryRoot, 'returns', orderId] as const;

/** GET /api/order_returns: the order's returns, what may still be returned and until when. */
export function useOrderReturns(orderId: string) {
  return useQuery({
    queryKey: orderReturnsKey(orderId),
    queryFn: ({ signal }) => apiRequest<OrderReturnsResponse>('/order_returns', { signal, query: { id: orderId } }),
    staleTime: 0,
  });
}
