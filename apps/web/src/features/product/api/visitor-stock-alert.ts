import type { CodeSentResponse } from '@store/contracts/auth';
import type {
  StockAlertCodeInput,
  StockAlertResponse,
  StockAlertStoppedResponse,
  StockAlertVerifyInput,
} from '@store/contracts/stock-alerts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/stock_alert_code: a visitor's first step, a 4-digit code to the e-mail (once a minute). */
export function sendStockAlertCode(body: StockAlertCodeInput): Promise<CodeSentResponse> {
  return apiRequest<CodeSentResponse>('/stock_alert_code', { method: 'POST', body, skipAuthRedirect: true });
}

/** POST /api/stock_alert_verify: the right code turns the alert on and answers its stop token. */
export function verifyStockAlertCode(body: StockAlertVerifyInput): Promise<StockAlertResponse> {
  return apiRequest<StockAlertResponse>('/stock_alert_verify', { method: 'POST', body, skipAuthRedirect: true });
}

/** POST /api/stock_alert_stop: ends the alert a stop token names (a mail's link or the visitor's button). */
export function stopStockAlert(token: string): Promise<StockAlertStoppedResponse> {
  return apiRequest<StockAlertStoppedResponse>('/stock_alert_stop', {
    method: 'POST',
    body: { token },
    skipAuthRedirect: true,
  });
}
