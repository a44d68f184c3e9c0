import { ORDER_MESSAGES } from '@store/contracts/orders';
import type { OrderDeps } from './order-deps';
import { findOrder } from './orders.repo';
import { markPaymentFailed } from './payment-failure.service';
import { releaseStock } from './reserve-stock';
import { listOrdersWithDueReservations } from './reservations.repo';

/**
 * The sweep: every reservation still active past its expiry is released and its stock returns.
 * The order stays pending_payment with payment_status 'failed' and reason 'Payment window
 * expired', so the shopper can retry (docs/decisions/034). Answers how many orders it released.
 */
export async function expireReservations(deps: Pick<OrderDeps, 'db' | 'now'>): Promise<number> {
  const now = deps.now();
  let released = 0;
  for (const orderId of await listOrdersWithDueReservations(deps.db, now, 500)) {
    await deps.db.transaction(async (tx) => {
      // The order first, then its reservations: the same lock order as a payment, so the two never deadlock.
      const order = await findOrder(tx, { id: orderId }, true);
      // Conditional on status 'active': a payment converting it at the same moment wins or loses cleanly.
      if (!order || (await releaseStock(tx, orderId, 'active', now)) === 0) return;
      released += 1;
      await markPaymentFailed(
        tx,
        order,
        ORDER_MESSAGES.windowExpired,
        `${ORDER_MESSAGES.windowExpired}; stock released`,
      );
    });
  }
  return released;
}
