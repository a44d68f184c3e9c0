import { ORDER_MESSAGES } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import type { OrderDeps } from './order-deps';
import { insertOrderEvent, setPaymentFailure } from './orders.repo';
import { releaseStock } from './reserve-stock';

/**
 * The sweep: every reservation still active past its expiry is released and its stock returns.
 * The order stays pending_payment with payment_status 'failed' and reason 'Payment window
 * expired', so the shopper can retry (docs/decisions/011). Answers how many orders it released.
 */
export async function expireReservations(deps: Pick<OrderDeps, 'db' | 'now'>): Promise<number> {
  const now = deps.now();
  const due = await rows<{ order_id: string }>(
    deps.db,
    sql`SELECT DISTINCT order_id FROM stock_reservations
        WHERE status = 'active' AND expires_at <= ${now.toISOString()} LIMIT 500`,
  );
  let released = 0;
  for (const { order_id: orderId } of due) {
    await deps.db.transaction(async (tx) => {
      // Conditional on status 'active': a payment converting it at the same moment wins or loses cleanly.
      if ((await releaseStock(tx, orderId, 'active', now)) === 0) return;
      released += 1;
      if (await setPaymentFailure(tx, orderId, ORDER_MESSAGES.windowExpired)) {
        await insertOrderEvent(tx, {
          orderId,
          fromStatus: 'pending_payment',
          toStatus: 'pending_payment',
          note: `${ORDER_MESSAGES.windowExpired}; stock released`,
        });
      }
    });
  }
  return released;
}

/** Runs the sweep every minute; the timer never keeps the process alive. Answers a stop function. */
export function startReservationSweep(deps: OrderDeps, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    expireReservations(deps).catch((err: unknown) => deps.log.warn({ err }, 'reservation sweep failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
