import { ORDER_MESSAGES } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from './order-deps';
import { countActiveReservations, findOrder, listLines, type OrderRow } from './orders.repo';
import { startPayment, type PlacedOrder } from './place-order';
import { releaseStock, reserveStock } from './reserve-stock';

/**
 * A fresh payment window for the shopper's unpaid order. While the reservation is active it is
 * reused; after it expired the stock is reserved again (409 when it is gone).
 */
export async function retryPayment(deps: OrderDeps, userId: string, orderId: string): Promise<PlacedOrder> {
  const found = await findOrder(deps.db, { id: orderId });
  if (!found || found.userId !== userId) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  if (found.status !== 'pending_payment') {
    throw new AppError(
      'CONFLICT',
      found.paymentStatus === 'paid' ? ORDER_MESSAGES.alreadyPaid : ORDER_MESSAGES.notRetryable,
    );
  }
  const order = await deps.db.transaction(async (tx): Promise<OrderRow> => {
    const locked = await findOrder(tx, { id: orderId }, true);
    if (locked?.status !== 'pending_payment') throw new AppError('CONFLICT', ORDER_MESSAGES.notRetryable);
    const now = deps.now();
    if ((await countActiveReservations(tx, orderId, now)) === 0) {
      // Expired reservations not swept yet are released first, so stock is never held twice.
      await releaseStock(tx, orderId, 'active');
      const lines = (await listLines(tx, [orderId]))
        .filter((l): l is typeof l & { variantId: string } => l.variantId !== null)
        .sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
      await reserveStock(tx, orderId, lines, now);
    }
    await tx.execute(
      sql`UPDATE orders SET payment_status = 'created', failure_reason = NULL, updated_at = now() WHERE id = ${orderId}`,
    );
    return locked;
  });
  const raz = await startPayment(deps, order);
  return { order: { _id: order.id, order_number: order.orderNumber, total: order.totalPaise }, raz, type: order.type };
}
