import type { StockAlertInput, StockAlertResponse, StockAlertStoppedResponse } from '@store/contracts/stock-alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stockAlertsKey } from './list-stock-alerts';

/**
 * POST /api/stock_alert (on) and /api/stock_alert_cancel (off): the signed-in shopper's alert for a
 * product or one option; either way the page's list of alerts is asked again.
 */
export function useChangeStockAlert(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ on, ...body }: StockAlertInput & { on: boolean }): Promise<{ message: string }> =>
      on
        ? apiRequest<StockAlertResponse>('/stock_alert', { method: 'POST', body })
        : apiRequest<StockAlertStoppedResponse>('/stock_alert_cancel', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockAlertsKey(productId) }),
  });
}
