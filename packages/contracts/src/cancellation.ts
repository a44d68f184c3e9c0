/**
 * A buyer cancelling their own order before it ships (docs/decisions/081): the reasons offered,
 * the call's body and its messages. Staff cancel from the back office with order-moves.ts.
 */
import { z } from 'zod';
import { idSchema } from './ids';
import type { OrderStatus } from './orders';

/** The reasons the cancel dialog offers; 'Other' asks for the buyer's own words. */
export const CANCEL_REASONS = [
  'Ordered by mistake',
  'Ordered the wrong size or part',
  'Found a better price elsewhere',
  'Delivery takes too long',
  'Changed my mind',
] as const;
export const OTHER_REASON = 'Other';
export const CANCEL_REASON_MAX = 300;

export const CANCEL_MESSAGES = {
  reasonRequired: 'Tell us why you are cancelling',
  reasonTooLong: `Keep the reason under ${CANCEL_REASON_MAX} characters`,
  cancelled: 'Order cancelled',
  alreadyCancelled: 'This order is already cancelled',
  shipped: 'This order has shipped and can no longer be cancelled. Once it is delivered you can ask for a return.',
  delivered: 'This order has been delivered and can no longer be cancelled. You can ask for a return instead.',
} as const;

/** The statuses a buyer may cancel from: unpaid, or paid and not yet shipped. */
const BUYER_CANCELLABLE: readonly OrderStatus[] = ['pending_payment', 'processing'];

export function buyerMayCancel(status: OrderStatus): boolean {
  return BUYER_CANCELLABLE.includes(status);
}

/** Why a buyer may not cancel an order in `status`, or null when they may. */
export function buyerCancelRefusal(status: OrderStatus): string | null {
  if (buyerMayCancel(status)) return null;
  if (status === 'cancelled') return CANCEL_MESSAGES.alreadyCancelled;
  return status === 'shipped' ? CANCEL_MESSAGES.shipped : CANCEL_MESSAGES.delivered;
}

/** POST /cancel_order. */
export const buyerCancelBody = z.object({
  order_id: idSchema,
  reason: z
    .string({ error: CANCEL_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: CANCEL_MESSAGES.reasonRequired })
    .max(CANCEL_REASON_MAX, { error: CANCEL_MESSAGES.reasonTooLong }),
});
export type BuyerCancel = z.infer<typeof buyerCancelBody>;
