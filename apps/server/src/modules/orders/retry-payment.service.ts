import { ORDER_MESSAGES } from '@store/contracts/orders';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from './order-deps';
import { transitionOrder } from './order-transitions';
import { findOrder, listLines, setClientAddress, type OrderRow } from './orders.repo';
import { countReservations } from './reservations.repo';
import { startPayment, type PlacedOrder } from './place-order.service';
import { reserveStock } from './reserve-stock';
import { lockHolders, makeRoomForHold } from './unpaid-holds';
import { reclaimUse } from '../discounts/use-code';

/**
 * A fresh payment window for the shopper's unpaid order. While the reservation is active it is
 * reused; after it expired the stock is reserved again (409 when it is gone).
 */
export async function retryPayment(
  deps: OrderDeps,
  buyer: { userId: string; clientAddress: string | null },
  orderId: string,
): Promise<PlacedOrder> {
  const { userId } = buyer;
  const found = await findOrder(deps.db, { id: orderId });
  if (!found || found.userId !== userId) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  if (found.status !== 'pending_payment') {
    throw new AppError(
      'CONFLICT',
      found.paymentStatus === 'paid' ? ORDER_MESSAGES.alreadyPaid : ORDER_MESSAGES.notRetryable,
    );
  }
  const order = await deps.db.transaction(async (tx): Promise<OrderRow> => {
    // The buyer's hold locks before the order's row, in the order every checkout takes them.
    await lockHolders(tx, buyer);
    const locked = await findOrder(tx, { id: orderId }, true);
    if (locked?.status !== 'pending_payment') throw new AppError('CONFLICT', ORDER_MESSAGES.notRetryable);
    const now = deps.now();
    if ((await countReservations(tx, orderId, 'active', now)) === 0) {
      const lines = (await listLines(tx, [orderId]))
        .filter((l): l is typeof l & { variantId: string } => l.variantId !== null)
        .sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
      // Held again, so counted again: the limits hold for a retry as for a new checkout. This also
      // releases the order's expired reservations not swept yet, under the same row locks.
      await makeRoomForHold(tx, { ...buyer, orderId }, lines, now);
      await reserveStock(tx, orderId, lines, now);
      // Its discount code's use went back with the stock: taken again, within the code's limits.
      await reclaimUse(tx, orderId, userId);
      // Now held from where it was paid again: the address the hold counts against.
      await setClientAddress(tx, orderId, buyer.clientAddress);
    }
    const reopened = await transitionOrder(tx, locked, {
      to: 'pending_payment',
      set: { paymentStatus: 'created', failureReason: null },
      note: 'Payment window opened again',
    });
    if (!reopened) throw new AppError('CONFLICT', ORDER_MESSAGES.notRetryable);
    return reopened;
  });
  const raz = await startPayment(deps, order);
  return { order: { _id: order.id, order_number: order.orderNumber, total: order.totalPaise }, raz, type: order.type };
}
