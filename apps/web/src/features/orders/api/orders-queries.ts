import type { orderResponse, userOrdersResponse } from '@store/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ordersQueryRoot } from '@/lib/query-keys';

export type UserOrdersResponse = z.infer<typeof userOrdersResponse>;
export type OrderResponse = z.infer<typeof orderResponse>;

/** GET /api/get_user_order: the shopper's orders, newest first. */
export function useUserOrders() {
  return useQuery({
    queryKey: [...ordersQueryRoot, 'list'],
    queryFn: ({ signal }) => apiRequest<UserOrdersResponse>('/get_user_order', { signal }),
    staleTime: 0,
  });
}

/** GET /api/get_order_single_by_id: one of the shopper's orders; anyone else's id answers 404. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: [...ordersQueryRoot, 'one', id],
    queryFn: ({ signal }) => apiRequest<OrderResponse>('/get_order_single_by_id', { signal, query: { id } }),
    staleTime: 0,
  });
}
