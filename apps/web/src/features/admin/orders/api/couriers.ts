import type {
  BookCourierBody,
  BookManyBody,
  BookManyResponse,
  CourierSetupResponse,
  OrderCouriersResponse,
  ShipmentResponse,
} from '@store/contracts/couriers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardQueryKey } from '../../dashboard/api/get-dashboard';
import { orderQueryKey } from './get-order';
import { adminOrdersKey } from './list-orders';

const shipmentKey = (id: string) => [...orderQueryKey(id), 'shipment'] as const;

/** GET /api/admin/orders/:id/shipment: whether couriers are booked here, and the order's booking. */
export function useOrderShipment(id: string) {
  return useQuery({
    queryKey: shipmentKey(id),
    queryFn: ({ signal }) =>
      apiRequest<ShipmentResponse>(`/admin/orders/${encodeURIComponent(id)}/shipment`, { signal }),
    staleTime: 0,
  });
}

/** GET /api/admin/orders/:id/couriers: the couriers serving the order's PIN, asked while the dialog shows. */
export function useOrderCouriers(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...orderQueryKey(id), 'couriers'],
    queryFn: ({ signal }) =>
      apiRequest<OrderCouriersResponse>(`/admin/orders/${encodeURIComponent(id)}/couriers`, { signal }),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /api/admin/orders/:id/shipment: books the courier; the order, its booking and the lists refresh. */
export function useBookCourier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookCourierBody) =>
      apiRequest<{ data: { shipment: { awb: string | null; courier_name: string | null } } }>(
        `/admin/orders/${encodeURIComponent(id)}/shipment`,
        { method: 'POST', body },
      ),
    // A booking cut off still changed what the order shows: its history and the booking's error.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}

/** GET /api/admin/shipments/setup: whether couriers are booked here, for the list's Book couriers. */
export function useCourierSetup() {
  return useQuery({
    queryKey: ['admin', 'couriers', 'setup'],
    queryFn: ({ signal }) => apiRequest<CourierSetupResponse>('/admin/shipments/setup', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/admin/shipments: many orders queued for booking; the lists refresh as they ship. */
export function useBookMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookManyBody) => apiRequest<BookManyResponse>('/admin/shipments', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
