import type { CodeSentResponse } from '@store/contracts/auth';
import type { checkoutQuoteBody, ExpressSessionResponse, expressVerifyBody } from '@store/contracts/express-checkout';
import type { checkoutSummaryResponse } from '@store/contracts/orders';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** POST /api/express_code: a 4-digit code to the buyer's e-mail (once a minute). */
export function sendExpressCode(email: string): Promise<CodeSentResponse> {
  return apiRequest<CodeSentResponse>('/express_code', { method: 'POST', body: { email }, skipAuthRedirect: true });
}

/** POST /api/express_verify: the right code answers a session for the e-mail's account, new or not. */
export function verifyExpressCode(body: z.input<typeof expressVerifyBody>): Promise<ExpressSessionResponse> {
  return apiRequest<ExpressSessionResponse>('/express_verify', { method: 'POST', body, skipAuthRedirect: true });
}

/** POST /api/checkout_quote: lines priced as the checkout prices them, with a discount code when one is given. */
export function fetchCheckoutQuote(
  body: z.input<typeof checkoutQuoteBody>,
  signal?: AbortSignal,
): Promise<z.infer<typeof checkoutSummaryResponse>> {
  return apiRequest('/checkout_quote', { method: 'POST', body, signal });
}
