import { ORDER_MESSAGES, type Order } from '@store/contracts/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toOrder } from './order-view';
import { findOrder, listLines, listUserOrders } from './orders.repo';

/** The shopper's orders, newest first. */
export async function listOrdersOf(db: Db, userId: string): Promise<Order[]> {
  const found = await listUserOrders(db, userId);
  const lines = await listLines(
    db,
    found.map((o) => o.id),
  );
  return found.map((o) => toOrder(o, lines));
}

/** One of the shopper's orders; anyone else's id answers 404 as if it did not exist. */
export async function getOrderOf(db: Db, userId: string, orderId: string): Promise<Order> {
  const order = await findOrder(db, { id: orderId });
  if (!order || order.userId !== userId) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  return toOrder(order, await listLines(db, [order.id]));
}
