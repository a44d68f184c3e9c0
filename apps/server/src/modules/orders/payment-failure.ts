import { ORDER_MESSAGES } from '@store/contracts/orders';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from './order-deps';
import { findOrder, insertOrderEvent, setPaymentFailure } from './orders.repo';

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
  const recorded = await deps.db.transaction(async (tx) => {
    const done = await setPaymentFailure(tx, order.id, text);
    if (done) {
      await insertOrderEvent(tx, {
        orderId: order.id,
        fromStatus: 'pending_payment',
        toStatus: 'pending_payment',
        note: `Payment failed: ${text}`,
      });
    }
    return done;
  });
  return { _id: order.id, order_number: order.orderNumber, recorded };
}
