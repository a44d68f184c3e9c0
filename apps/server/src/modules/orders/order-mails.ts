import { ESTIMATED_DELIVERY_DAYS } from '@store/contracts/constants';
import { formatInr } from '@store/contracts/money';
import type { Db } from '../../db/client';
import { renderMail } from '../../lib/mail/layout';
import { findUserById } from '../auth/users.repo';
import { queueMail } from '../jobs/outbox';
import type { OrderDeps } from './order-deps';
import { listLines, type OrderRow } from './orders.repo';

const dateIn = (d: Date) => d.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

type MailDeps = Pick<OrderDeps, 'now' | 'publicUrl'>;

/** Queues a mail to the order's buyer in `tx`, the transaction that moves the order (docs/decisions/059). */
async function queueToBuyer(tx: Db, deps: MailDeps, order: OrderRow, subject: string, paragraphs: string[]) {
  const buyer = await findUserById(tx, order.userId);
  if (!buyer?.email) return;
  await queueMail(tx, { to: buyer.email, subject, ...renderMail({ paragraphs }) }, deps.now());
}

/** The order confirmation, queued with the payment that moves the order to processing. */
export async function queueOrderConfirmation(tx: Db, deps: MailDeps, order: OrderRow): Promise<void> {
  const lines = await listLines(tx, [order.id]);
  const paidAt = order.paidAt ?? deps.now();
  const eta = new Date(paidAt.getTime() + ESTIMATED_DELIVERY_DAYS * 86_400_000);
  await queueToBuyer(tx, deps, order, `Your order ${order.orderNumber} is confirmed`, [
    `Thank you, ${order.address.name}. We have received your payment of ${formatInr(order.totalPaise)}.`,
    ...lines.map((l) => `${l.quantity} × ${l.name} (${l.variantName}): ${formatInr(l.lineTotalPaise)}`),
    `Estimated delivery: ${dateIn(eta)}.`,
    ...(deps.publicUrl ? [`Follow your order: ${deps.publicUrl}/orderDetails/${order.id}`] : []),
  ]);
}

/** Tells the shopper the order is on its way, with the tracking number; queued with the move to shipped. */
export async function queueShippedMail(tx: Db, deps: MailDeps, order: OrderRow): Promise<void> {
  await queueToBuyer(tx, deps, order, `Your order ${order.orderNumber} has shipped`, [
    `Good news, ${order.address.name}: your order ${order.orderNumber} is on its way.`,
    `Carrier: ${order.carrier ?? ''}. Tracking number: ${order.trackingNumber ?? ''}.`,
  ]);
}

/** Tells the shopper the order has arrived and invites a review; queued with the move to delivered. */
export async function queueDeliveredMail(tx: Db, deps: MailDeps, order: OrderRow): Promise<void> {
  const on = order.deliveredAt ?? deps.now();
  await queueToBuyer(tx, deps, order, `Your order ${order.orderNumber} has been delivered`, [
    `Your order ${order.orderNumber} was delivered on ${dateIn(on)}. Ride safe, ${order.address.name}.`,
    'Tell other riders how it fits and wears: add a review with photos from My Orders.',
    ...(deps.publicUrl ? [`Review your order: ${deps.publicUrl}/orderDetails/${order.id}`] : []),
  ]);
}

/**
 * Tells the shopper the shop cancelled the order, and what happens to the money; queued with the
 * move to cancelled. The staff's reason is an internal note and stays out of the mail.
 */
export async function queueCancelledMail(tx: Db, deps: MailDeps, order: OrderRow): Promise<void> {
  const money =
    order.paymentStatus === 'refunded'
      ? `A full refund of ${formatInr(order.totalPaise)} has been made to the way you paid; banks usually show it within 5 to 7 working days.`
      : 'No payment was taken for it.';
  await queueToBuyer(tx, deps, order, `Your order ${order.orderNumber} has been cancelled`, [
    `We are sorry, ${order.address.name}: your order ${order.orderNumber} has been cancelled.`,
    money,
    ...(deps.publicUrl ? [`See the order: ${deps.publicUrl}/orderDetails/${order.id}`] : []),
  ]);
}
