import type { BookCourierBody, OrderCouriersResponse, ReturnPickupResponse } from '@store/contracts/couriers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminOrdersKey } from '../../orders/api/list-orders';
import { adminReturnsKey } from './list-returns';

const pickupPath = (id: string) => `/admin/returns/${encodeURIComponent(id)}/pickup`;

/** GET /api/admin/returns/:id/pickup/couriers: the couriers collecting at the buyer's PIN, asked while the dialog shows. */
export function useReturnPickupCouriers(id: string, enabled: boolean) {
  return useQuery({
    // Not under the returns' key: a booking refreshes the returns, not Shiprocket's couriers.
    queryKey: ['admin', 'return-pickup-couriers', id],
    queryFn: ({ signal }) => apiRequest<OrderCouriersResponse>(`${pickupPath(id)}/couriers`, { signal }),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * POST /api/admin/returns/:id/pickup: books the courier that collects the return; the returns and
 * the order (its history) refresh, a booking cut off included, which shows what stopped it.
 */
export function useBookReturnPickup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookCourierBody) => apiRequest<ReturnPickupResponse>(pickupPath(id), { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReturnsKey }),
        queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
      ]),
  });
}
