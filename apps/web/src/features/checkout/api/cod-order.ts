import type { codCodeSentResponse, confirmCodBody } from '@store/contracts/charges';
import type { CartResponse } from '@store/contracts/cart';
import type { orderRefSchema } from '@store/contracts/orders';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { CreateOrderInput } from './create-order';

export type CodCodeSent = z.infer<typeof codCodeSentResponse>;
/** The order placed: its id for the success page, its number and its total. */
export type CodConfirmed = { message: string; data: z.infer<typeof orderRefSchema> };

/**
 * POST /api/cod_order with the order as create_order takes it: the server checks and prices it
 * for cash on delivery and mails the buyer a 4-digit code; nothing is placed yet. Asking again
 * sends a new code (once a minute).
 */
export function requestCodOrder(body: CreateOrderInput): Promise<CodCodeSent> {
  return apiRequest<CodCodeSent>('/cod_order', { method: 'POST', body });
}

/** POST /api/confirm_cod_order: the mailed code places the order it was sent for, priced again. */
export function confirmCodOrder(body: z.input<typeof confirmCodBody>): Promise<CodConfirmed> {
  return apiRequest<CodConfirmed>('/confirm_cod_order', { method: 'POST', body });
}

/**
 * GET /api/find_cart for its count: a cash order from the cart takes its lines out of the cart as
 * it is placed, and the confirmation does not say how many are left.
 */
export async function fetchCartCount(): Promise<number> {
  return (await apiRequest<CartResponse>('/find_cart')).data.cart_count;
}
