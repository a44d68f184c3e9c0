import { ESTIMATED_DELIVERY_DAYS } from '@store/contracts/constants';
import { formatInr } from '@store/contracts/money';
import { renderMail } from '../../lib/mail/layout';
import type { OrderDeps } from './order-deps';
import { findUserById } from '../auth/users.repo';
import { listLines, type OrderRow } from './orders.repo';

const dateIn = (d: Date) => d.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

async function send(deps: OrderDeps, order: OrderRow, subject: string, paragraphs: string[]): Promise<void> {
  const buyer = await findUserById(deps.db, order.userId);
  if (!buyer?.email) return;
  // The order is already saved; a mail that fails is logged, never turned into a failed payment.
  await deps.mailer
    .send({ to: buyer.email, subject, ...renderMail({ paragraphs }) })
    .catch((err: unknown) => deps.log.warn({ err, orderId: order.id }, 'order mail not sent'));
}

/** The order confirmation, sent once, after the payment is committed. */
export async function sendOrderConfirmation(deps: OrderDeps, order: OrderRow): Promise<void> {
  const lines = await listLines(deps.db, [order.id]);
  const paidAt = order.paidAt ?? deps.now();
  const eta = new Date(paidAt.getTime() + ESTIMATED_DELIVERY_DAYS * 86_400_000);
  await send(deps, order, `Your order ${order.orderNumber} is confirmed`, [
    `Thank you, ${order.address.name}. We have received your payment of ${formatInr(order.totalPaise)}.`,
    ...lines.map((l) => `${l.quantity} × ${l.name} (${l.variantName}): ${formatInr(l.lineTotalPaise)}`),
    `Estimated delivery: ${dateIn(eta)}.`,
    ...(deps.publicUrl ? [`Follow your order: ${deps.publicUrl}/orderDetails/${order.id}`] : []),
  ]);
}

/** Tells the shopper the order is on its way, with the tracking number. */
export async function sendShippedMail(deps: OrderDeps, order: OrderRow): Promise<void> {
  await send(deps, order, `Your order ${order.orderNumber} has shipped`, [
    `Good news, ${order.address.name}: your order ${order.orderNumber} is on its way.`,
    `Carrier: ${order.carrier ?? ''}. Tracking number: ${order.trackingNumber ?? ''}.`,
  ]);
}
