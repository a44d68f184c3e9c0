import type { StockAlertsResponse } from '@store/contracts/stock-alerts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The signed-in shopper's waiting alerts on one product; subscribing and stopping refresh it. */
export const stockAlertsKey = (productId: string) => ['stock-alerts', productId] as const;

/** GET /api/stock_alerts: which of this product's options the shopper waits for (null: any option). */
export function useMyStockAlerts(productId: string, signedIn: boolean) {
  return useQuery({
    queryKey: stockAlertsKey(productId),
    queryFn: ({ signal }) =>
      apiRequest<StockAlertsResponse>('/stock_alerts', { signal, query: { product_id: productId } }),
    enabled: signedIn,
    select: (response) => response.data.map((alert) => alert.variant_id),
    staleTime: 0,
  });
}
