import type { AdminOrderListQuery, adminOrderListResponse } from '@store/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';

export type AdminOrderListResponse = z.infer<typeof adminOrderListResponse>;
export type OrderListRequest = Pick<AdminOrderListQuery, 'status' | 'page'> & { q: string; pageSize?: number };

/** Every order query of the back office; a status change refreshes them all. */
export const adminOrdersKey = [...adminQueryRoot, 'orders'] as const;

/** GET /api/admin/orders: newest first, searched and filtered. */
export function orderListQueryOptions(request: OrderListRequest) {
  return queryOptions({
    queryKey: [...adminOrdersKey, 'list', request],
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderListResponse>('/admin/orders', {
        signal,
        query: { ...request, q: request.q || undefined },
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useOrderList(request: OrderListRequest) {
  return useQuery(orderListQueryOptions(request));
}
