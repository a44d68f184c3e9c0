import { removeOrderedLines } from '../cart/cart.repo';
import { takeStock } from '../catalog/stock.repo';
import type { OrderDeps } from './order-deps';
import { issueInvoice } from '../invoices/issue-documents';
import type { TaxDocumentRow } from '../invoices/tax-documents.repo';
import { noticeLowStock, noticePaidOrder } from '../staff-notices/staff-notices.service';
import { spendUse } from '../discounts/use-code';
import { queueCancelledMail, queueOrderConfirmation } from './order-mails';
import { transitionOrder } from './order-transitions';
import { findOrder, insertOrderEvent, listLines, type OrderLineRow, type OrderRow } from './orders.repo';
import { insertPaymentOnce } from './payments.repo';
import { queueRefund } from './refunds.service';
import { convertReservations, countReservations, insertReservations } from './reservations.repo';

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

type Tx = OrderDeps['db'];

/**
 * The one move from pending_payment to processing, used by verify_order and the webhook,
 * whichever comes first. Under the order's row lock it happens once; the loser (or any repeat)
 * answers 'already' and changes nothing. The confirmation mail is queued in the same transaction, so it
 * goes exactly when the payment commits, once.
 */
export async function markPaid(deps: OrderDeps, payment: PaymentReceived): Promise<MarkPaidResult> {
  try {
    return await markPaidOnce(deps, payment);
  } catch (err) {
    if (!(err instanceof CodeUsedUp)) throw err;
    // Everything the payment did is undone; the money goes back and the order is cancelled.
    return deps.db.transaction(async (tx): Promise<MarkPaidResult> => {
      const order = await findOrder(tx, { providerOrderId: payment.providerOrderId }, true);
      if (!order) return { outcome: 'not_found' };
      if (order.status === 'pending_payment') await refundUnsold(deps, tx, order, payment, err.code);
      else if (order.status === 'cancelled') await refundAfterCancel(deps, tx, order, payment);
      return { outcome: 'already', order: (await findOrder(tx, { id: order.id })) ?? order };
    });
  }
}

/** A late payment whose discount code's use went to someone else meanwhile (decision 078). */
class CodeUsedUp extends Error {
  constructor(readonly code: string) {
    super(`discount code ${code} used up`);
  }
}

async function markPaidOnce(deps: OrderDeps, payment: PaymentReceived): Promise<MarkPaidResult> {
  const result = await deps.db.transaction(async (tx): Promise<MarkPaidResult> => {
    const order = await findOrder(tx, { providerOrderId: payment.providerOrderId }, true);
    if (!order) return { outcome: 'not_found' };
    const amountWrong = payment.amountPaise !== undefined && payment.amountPaise !== order.totalPaise;
    if (amountWrong || (payment.currency !== undefined && payment.currency !== 'INR')) {
      return { outcome: 'mismatch', order };
    }
    if (order.status !== 'pending_payment') {
      if (order.status === 'cancelled') await refundAfterCancel(deps, tx, order, payment);
      return { outcome: 'already', order };
    }
    const paidAt = deps.now();
    const moved = await transitionOrder(
      tx,
      order,
      {
        to: 'processing',
        set: { paymentStatus: 'paid', paidAt, failureReason: null },
        note: `Paid (${payment.source}) ${payment.paymentId}`,
      },
      // Stock was taken at reservation: converting moves no stock. A payment that arrives after
      // the window expired finds its reservation released and takes the stock again if it can.
      async () =>
        (await convertReservations(tx, order.id)) > 0 ? {} : { note: await retakeStock(tx, order.id, paidAt) },
    );
    if (!moved) return { outcome: 'already', order };
    await insertPaymentOnce(tx, {
      orderId: order.id,
      provider: deps.payments.kind,
      providerOrderId: payment.providerOrderId,
      providerPaymentId: payment.paymentId,
      amountPaise: order.totalPaise,
      status: 'captured',
      method: payment.method ?? null,
      raw: payment.raw ?? null,
    });
    // Its code's use, given back if its window expired or a newer checkout replaced it, is taken
    // again within the limits; none left: the whole transaction is undone and the money refunded.
    if (!(await spendUse(tx, order.id, order.userId))) throw new CodeUsedUp(order.discountCode ?? '');
    const lines = await listLines(tx, [order.id]);
    const invoice = await issueInvoice(tx, moved, lines, paidAt, deps.realSales);
    await afterOrderTaken(tx, deps, moved, lines, invoice);
    return { outcome: 'paid', order: moved };
  });
  return result;
}

/**
 * What follows an order being taken (paid online, or a cash order confirmed by its code), in the
 * same transaction: a cart order's lines leave the cart, the buyer's confirmation mail (with the
 * invoice where there is one) and the staff notices are queued.
 */
export async function afterOrderTaken(
  tx: Tx,
  deps: OrderDeps,
  order: OrderRow,
  lines: OrderLineRow[],
  invoice: TaxDocumentRow | null,
): Promise<void> {
  if (order.type === 'cart') {
    await removeOrderedLines(
      tx,
      order.userId,
      lines.flatMap((l) => (l.variantId ? [{ variantId: l.variantId, quantity: l.quantity }] : [])),
    );
  }
  await queueOrderConfirmation(tx, deps, order, { lines, invoice: invoice ?? undefined });
  await noticePaidOrder(tx, deps, order, lines);
  await noticeLowStock(tx, deps, new Map(lines.flatMap((l) => (l.variantId ? [[l.variantId, l.quantity]] : []))));
}

async function retakeStock(tx: Tx, orderId: string, now: Date): Promise<string | undefined> {
  if ((await countReservations(tx, orderId, 'converted')) > 0) return undefined;
  const short: string[] = [];
  // In variant order, as every other transaction takes stock.
  const lines = (await listLines(tx, [orderId])).sort((a, b) => ((a.variantId ?? '') < (b.variantId ?? '') ? -1 : 1));
  for (const line of lines) {
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
 * payment row is the guard (unique provider_payment_id): only the call that inserts it queues the
 * refund. The order stays cancelled; the refund is written in its history.
 */
async function refundAfterCancel(deps: OrderDeps, tx: Tx, order: OrderRow, payment: PaymentReceived) {
  if (!(await refundOnce(deps, tx, order, payment))) return;
  await insertOrderEvent(tx, {
    orderId: order.id,
    fromStatus: 'cancelled',
    toStatus: 'cancelled',
    note: `Payment ${payment.paymentId} arrived after cancellation; refunded`,
  });
}

/**
 * An unpaid order paid late, after its discount code's last use went to another order: it cannot
 * be sold at that price, so the payment is refunded in full (once, as refundAfterCancel) and the
 * order cancelled, with the cancellation mail. Its stock and the code's use are already released.
 */
async function refundUnsold(deps: OrderDeps, tx: Tx, order: OrderRow, payment: PaymentReceived, code: string) {
  if (!(await refundOnce(deps, tx, order, payment))) return;
  const reason = `The discount code ${code} was used up before this payment arrived`;
  const moved = await transitionOrder(tx, order, {
    to: 'cancelled',
    set: { cancelledAt: deps.now(), paymentStatus: 'refunded', failureReason: reason },
    note: `${reason}; payment ${payment.paymentId} refunded`,
  });
  if (moved) await queueCancelledMail(tx, deps, moved);
}

/**
 * Records the payment as refunded and queues its refund (made after commit, docs/decisions/096);
 * false when it was recorded before (nothing done).
 */
async function refundOnce(deps: OrderDeps, tx: Tx, order: OrderRow, payment: PaymentReceived): Promise<boolean> {
  const inserted = await insertPaymentOnce(tx, {
    orderId: order.id,
    provider: deps.payments.kind,
    providerOrderId: payment.providerOrderId,
    providerPaymentId: payment.paymentId,
    amountPaise: order.totalPaise,
    status: 'refunded',
    method: payment.method ?? null,
    raw: payment.raw ?? null,
  });
  if (!inserted) return false;
  await queueRefund(
    tx,
    {
      orderId: order.id,
      orderNumber: order.orderNumber,
      providerPaymentId: payment.paymentId,
      amountPaise: order.totalPaise,
      receipt: `late ${payment.paymentId}`.slice(0, 40),
    },
    deps.now(),
  );
  return true;
}
