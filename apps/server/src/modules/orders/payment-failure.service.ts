import { ORDER_MESSAGES } from '@store/contracts/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from './order-deps';
import { transitionOrder } from './order-transitions';
import { findOrder, type OrderRow } from './orders.repo';

/**
 * Records on an unpaid order why it is not paid: it stays pending_payment with payment_status
 * 'failed' and the reason. Answers false (and changes nothing) for an order that is paid,
 * cancelled or was moved meanwhile.
 */
export async function markPaymentFailed(tx: Db, order: OrderRow, reason: string, note: string): Promise<boolean> {
  if (order.status !== 'pending_payment' || order.paymentStatus === 'paid') return false;
  const moved = await transitionOrder(tx, order, {
    to: 'pending_payment',
    set: { paymentStatus: 'failed', failureReason: reason },
    note,
  });
  return moved !== null;
}

/**
 * Records why a payment failed (the checkout window, test mode's Fail, or the payment.failed
 * webhook). The order stays pending payment with its reservation, so the shopper can retry;
 * a paid order is never touched.
 */
export async function recordPaymentFailure(
  deps: OrderDeps,
  where: { id: string; userId: string } | { providerOrderId: string },
  reason: string | undefined,
): Promise<{ _id: string; order_number: string; recorded: boolean }> {
  const order = await findOrder(deps.db, 'id' in where ? { id: where.id } : where);
  if (!order || ('userId' in where && order.userId !== where.userId)) {
    throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  }
  const text = reason?.trim() || ORDER_MESSAGES.paymentFailed;
  const recorded = await deps.db.transaction((tx) => markPaymentFailed(tx, order, text, `Payment failed: ${text}`));
  return { _id: order.id, order_number: order.orderNumber, recorded };
}
