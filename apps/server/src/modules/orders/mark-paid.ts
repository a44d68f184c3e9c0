import { sql } from 'drizzle-orm';
import { payments } from '../../db/schema/orders';
import type { OrderDeps } from './order-deps';
import { sendOrderConfirmation } from './order-mails';
import {
  convertReservations,
  findOrder,
  insertOrderEvent,
  insertReservations,
  listLines,
  moveOrder,
  takeStock,
  type OrderRow,
} from './orders.repo';
import { rows } from '../../db/client';

export interface PaymentReceived {
  providerOrderId: string;
  paymentId: string;
  /** From the webhook: checked against the order's total; verify_order has none. */
  amountPaise?: number;
  currency?: string;
  method?: string | null;
  raw?: unknown;
  source: 'verify' | 'webhook';
}

export type MarkPaidResult =
  | { outcome: 'paid' | 'already'; order: OrderRow }
  | { outcome: 'not_found' }
  | { outcome: 'mismatch'; order: OrderRow };

/**
 * The one transition from pending_payment to processing, used by verify_order and the webhook,
 * whichever comes first. A conditional update makes it happen once; the loser (or any repeat)
 * answers 'already' and changes nothing. The confirmation mail goes after the commit, once.
 */
export async function markPaid(deps: OrderDeps, payment: PaymentReceived): Promise<MarkPaidResult> {
  const result = await deps.db.transaction(async (tx): Promise<MarkPaidResult> => {
    const order = await findOrder(tx, { providerOrderId: payment.providerOrderId });
    if (!order) return { outcome: 'not_found' };
    const amountWrong = payment.amountPaise !== undefined && payment.amountPaise !== order.totalPaise;
    if (amountWrong || (payment.currency !== undefined && payment.currency !== 'INR')) {
      return { outcome: 'mismatch', order };
    }
    const paidAt = deps.now();
    const moved = await moveOrder(
      tx,
      order.id,
      'pending_payment',
      sql`status = 'processing', payment_status = 'paid', paid_at = ${paidAt.toISOString()}, failure_reason = NULL`,
    );
    if (!moved) {
      if (order.status === 'cancelled') await refundAfterCancel(deps, tx, order, payment);
      return { outcome: 'already', order };
    }
    await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: deps.payments.kind,
        providerOrderId: payment.providerOrderId,
        providerPaymentId: payment.paymentId,
        amountPaise: order.totalPaise,
        status: 'captured',
        method: payment.method ?? null,
        raw: payment.raw ?? null,
      })
      .onConflictDoNothing();
    // Stock was taken at reservation: converting moves no stock. A payment that arrives after
    // the window expired finds its reservation released and takes the stock again if it can.
    const note = (await convertReservations(tx, order.id)) > 0 ? undefined : await retakeStock(tx, order.id, paidAt);
    if (order.type === 'cart') {
      await tx.execute(
        sql`DELETE FROM cart_items WHERE user_id = ${order.userId}
            AND variant_id IN (SELECT variant_id FROM order_lines WHERE order_id = ${order.id})`,
      );
    }
    await insertOrderEvent(tx, {
      orderId: order.id,
      fromStatus: 'pending_payment',
      toStatus: 'processing',
      note: `Paid (${payment.source}) ${payment.paymentId}${note ? `; ${note}` : ''}`,
    });
    return { outcome: 'paid', order: moved };
  });
  if (result.outcome === 'paid') await sendOrderConfirmation(deps, result.order);
  return result;
}

async function retakeStock(tx: OrderDeps['db'], orderId: string, now: Date): Promise<string | undefined> {
  const already = await rows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM stock_reservations WHERE order_id = ${orderId} AND status = 'converted'`,
  );
  if ((already[0]?.n ?? 0) > 0) return undefined;
  const short: string[] = [];
  for (const line of await listLines(tx, [orderId])) {
    if (!line.variantId) continue;
    if ((await takeStock(tx, line.variantId, line.quantity)) === null) short.push(line.sku);
    else
      await insertReservations(tx, orderId, [{ variantId: line.variantId, quantity: line.quantity }], now, 'converted');
  }
  return short.length > 0
    ? `paid after the payment window expired; out of stock: ${short.join(', ')}`
    : 'paid after the payment window expired; stock taken again';
}

/**
 * Money that arrives for an order the back office already cancelled is refunded at once. The
 * payment row is the guard (unique provider_payment_id): only the call that inserts it refunds,
 * and a failed refund rolls the row back so the webhook's retry tries again.
 */
async function refundAfterCancel(deps: OrderDeps, tx: OrderDeps['db'], order: OrderRow, payment: PaymentReceived) {
  const inserted = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider: deps.payments.kind,
      providerOrderId: payment.providerOrderId,
      providerPaymentId: payment.paymentId,
      amountPaise: order.totalPaise,
      status: 'refunded',
      method: payment.method ?? null,
      raw: payment.raw ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (inserted.length === 0) return;
  await deps.payments.refund(payment.paymentId, order.totalPaise);
  await insertOrderEvent(tx, {
    orderId: order.id,
    fromStatus: 'cancelled',
    toStatus: 'cancelled',
    note: `Payment ${payment.paymentId} arrived after cancellation; refunded`,
  });
}
