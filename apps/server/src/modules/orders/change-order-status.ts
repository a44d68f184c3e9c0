import { ORDER_MESSAGES, type OrderStatus } from '@store/contracts/orders';
import { and, eq, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/orders';
import { AppError } from '../../lib/app-error';
import { PaymentProviderError } from '../../lib/payments/provider';
import { recordAudit } from '../admin/audit';
import type { OrderDeps } from './order-deps';
import { sendShippedMail } from './order-mails';
import { assertCanMove } from './order-status';
import { findOrder, insertOrderEvent, moveOrder, type OrderRow } from './orders.repo';
import { releaseStock } from './reserve-stock';

type Db = OrderDeps['db'];

const VERB: Partial<Record<OrderStatus, string>> = { shipped: 'ship', delivered: 'deliver', cancelled: 'cancel' };
/** What the audit log keeps of an order before and after a move. */
const auditView = (o: OrderRow) => ({
  status: o.status,
  paymentStatus: o.paymentStatus,
  trackingNumber: o.trackingNumber,
  carrier: o.carrier,
});

/**
 * Moves one order to `to` under a row lock: checks the transition table, runs the move's own
 * work (`apply`), and records the event and the audit entry with the actor. 404 for an unknown order.
 */
async function transition(
  deps: OrderDeps,
  orderId: string,
  to: OrderStatus,
  actorId: string,
  note: string,
  apply: (tx: Db, order: OrderRow) => Promise<ReturnType<typeof sql>>,
): Promise<OrderRow> {
  return deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, { id: orderId }, true);
    if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    assertCanMove(order.status, to);
    const set = await apply(tx, order);
    const moved = await moveOrder(tx, order.id, order.status, sql`status = ${to}, ${set}`);
    if (!moved) throw new AppError('CONFLICT', ORDER_MESSAGES.illegalMove(order.status, to));
    await insertOrderEvent(tx, { orderId, fromStatus: order.status, toStatus: to, actorId, note });
    await recordAudit(tx, {
      actorId,
      action: `order.${VERB[to] ?? to}`,
      entity: 'order',
      entityId: order.id,
      before: auditView(order),
      after: { ...auditView(moved), note },
    });
    return moved;
  });
}

/** processing → shipped with the tracking number; mails the shopper after the commit. */
export async function shipOrder(
  deps: OrderDeps,
  orderId: string,
  actorId: string,
  input: { tracking_number: string; carrier: string },
): Promise<OrderRow> {
  const order = await transition(
    deps,
    orderId,
    'shipped',
    actorId,
    `${input.carrier} ${input.tracking_number}`,
    async () =>
      sql`tracking_number = ${input.tracking_number}, carrier = ${input.carrier}, shipped_at = ${deps.now().toISOString()}`,
  );
  await sendShippedMail(deps, order);
  return order;
}

/** shipped → delivered. */
export function deliverOrder(deps: OrderDeps, orderId: string, actorId: string): Promise<OrderRow> {
  return transition(
    deps,
    orderId,
    'delivered',
    actorId,
    'Delivered',
    async () => sql`delivered_at = ${deps.now().toISOString()}`,
  );
}

/**
 * Cancels an order that is not yet delivered: its stock returns (once, by the reservations'
 * status) and a paid order is refunded in full through the provider, inside the locked
 * transaction so a failed refund leaves the order as it was (502).
 */
export function cancelOrder(deps: OrderDeps, orderId: string, actorId: string, reason: string): Promise<OrderRow> {
  return transition(deps, orderId, 'cancelled', actorId, reason, async (tx, order) => {
    await releaseStock(tx, order.id, 'held');
    if (order.paymentStatus !== 'paid') {
      return sql`cancelled_at = ${deps.now().toISOString()}, failure_reason = COALESCE(failure_reason, ${reason})`;
    }
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'captured')));
    if (payment) {
      try {
        await deps.payments.refund(payment.providerPaymentId, payment.amountPaise);
      } catch (err) {
        if (!(err instanceof PaymentProviderError)) throw err;
        deps.log.warn({ err, orderId }, 'refund failed');
        throw new AppError('PAYMENT_PROVIDER', 'The refund could not be made, please try again');
      }
      await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
    }
    return sql`cancelled_at = ${deps.now().toISOString()}, payment_status = 'refunded'`;
  });
}
