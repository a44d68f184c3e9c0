import { latestTrackingOf } from '../couriers/shipments.repo';
import { ORDER_MESSAGES, type Order } from '@store/contracts/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toOrder } from './order-view';
import { findReviewedProductIds } from '../reviews/reviews.repo';
import { findOrder, listLines, listUserOrders, type OrderLineRow, type OrderRow } from './orders.repo';

/** The products of these lines the shopper has reviewed. */
function reviewedIn(db: Db, userId: string, lines: OrderLineRow[]) {
  return findReviewedProductIds(db, userId, [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))]);
}

/** The shopper's orders, newest first. */
export async function listOrdersOf(db: Db, userId: string): Promise<Order[]> {
  const found = await listUserOrders(db, userId);
  const lines = await listLines(
    db,
    found.map((o) => o.id),
  );
  const reviewed = await reviewedIn(db, userId, lines);
  return found.map((o) => toOrder(o, lines, reviewed));
}

/** An order as its answer, with its lines (no review marks: the back office's view). */
export async function viewOrder(db: Db, order: OrderRow): Promise<Order> {
  return toOrder(order, await listLines(db, [order.id]));
}

/** The shopper's order of a payment order id; anyone else's answers 404 as if it did not exist. */
export async function findOwnOrderByPaymentOrder(db: Db, userId: string, providerOrderId: string): Promise<OrderRow> {
  const order = await findOrder(db, { providerOrderId });
  if (!order || order.userId !== userId) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  return order;
}

/** One of the shopper's orders; anyone else's id answers 404 as if it did not exist. */
export async function getOrderOf(db: Db, userId: string, orderId: string): Promise<Order> {
  const order = await findOrder(db, { id: orderId });
  if (!order || order.userId !== userId) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  const [lines, courierStatus] = await Promise.all([listLines(db, [order.id]), latestTrackingOf(db, order.id)]);
  return { ...toOrder(order, lines, await reviewedIn(db, userId, lines)), courierStatus };
}
