import { buyerCancelRefusal } from '@store/contracts/cancellation';
import { CASH_MESSAGES } from '@store/contracts/admin-orders';
import { ORDER_MESSAGES } from '@store/contracts/orders';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from './order-deps';
import { queueCancelledMail, queueDeliveredMail, queueShippedMail } from './order-mails';
import { transitionOrder, type MoveWork, type OrderMove } from './order-transitions';
import { issueCreditNote, issueInvoice } from '../invoices/issue-documents';
import { countRefusedDelivery } from '../auth/customers.repo';
import { queueCallOff } from '../couriers/call-off';
import { findOrder, listLines, type OrderRow } from './orders.repo';
import { findCapturedPayment, markPaymentRefunded } from './payments.repo';
import { queueRefund } from './refunds.service';
import { releaseStock } from './reserve-stock';

/** What the buyer's credit note says; the staff's own reason is an internal note. */
const CANCELLED_AND_REFUNDED = 'Order cancelled and refunded in full';
const CANCELLED_UNPAID = 'Order cancelled before payment: goods returned to the seller';

/**
 * A person's move of one order under a row lock, through the transition function. 404 for an
 * unknown order; 409 when the table refuses the move or someone moved it first. `check` runs on
 * the locked order before the move: a buyer's own rules (theirs, and in a status they may leave).
 */
function lockedMove(
  deps: OrderDeps,
  orderId: string,
  move: OrderMove,
  work?: MoveWork,
  afterMove?: (tx: OrderDeps['db'], moved: OrderRow) => Promise<void>,
  check?: (order: OrderRow) => void,
): Promise<OrderRow> {
  return deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, { id: orderId }, true);
    if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    check?.(order);
    const moved = await transitionOrder(tx, order, move, work);
    if (!moved) throw new AppError('CONFLICT', ORDER_MESSAGES.illegalMove(order.status, move.to));
    await afterMove?.(tx, moved);
    return moved;
  });
}

/** processing → shipped with the tracking number; the shopper's mail is queued with the move. */
export async function shipOrder(
  deps: OrderDeps,
  orderId: string,
  actorId: string,
  input: { tracking_number: string; carrier: string; tracking_url: string | null },
): Promise<OrderRow> {
  return lockedMove(
    deps,
    orderId,
    {
      to: 'shipped',
      set: {
        trackingNumber: input.tracking_number,
        carrier: input.carrier,
        trackingUrl: input.tracking_url,
        shippedAt: deps.now(),
      },
      actorId,
      note: `${input.carrier} ${input.tracking_number}`,
    },
    undefined,
    async (tx, moved) => {
      // A cash order's tax invoice is issued as it ships (docs/decisions/111): numbered in the
      // shipping's transaction, so a cash order cancelled before it ships never takes a number.
      const invoice =
        moved.paymentMethod === 'cod'
          ? await issueInvoice(
              tx,
              moved,
              await listLines(tx, [moved.id]),
              moved.shippedAt ?? deps.now(),
              deps.realSales,
            )
          : null;
      await queueShippedMail(tx, deps, moved, invoice ?? undefined);
    },
  );
}

/** shipped → delivered; the shopper's mail, with an invitation to review, is queued with the move. */
export function deliverOrder(deps: OrderDeps, orderId: string, actorId: string | null): Promise<OrderRow> {
  return lockedMove(
    deps,
    orderId,
    { to: 'delivered', set: { deliveredAt: deps.now() }, actorId, note: 'Delivered' },
    undefined,
    (tx, moved) => queueDeliveredMail(tx, deps, moved),
  );
}

/** Who cancels: staff (any order not yet delivered) or the buyer (their own, before it ships). */
export interface Canceller {
  by: 'staff' | 'buyer';
  /** Null when the store cancels on its own (a parcel the courier brought back). */
  actorId: string | null;
}

/**
 * Cancels an order: its stock returns (once, by the reservations' status) and a paid order is
 * refunded in full: the credit note and the refund's job are written with the move, and the
 * provider is called after it commits (docs/decisions/096). Staff may cancel until delivery; a buyer only their own order, and
 * only before it ships (docs/decisions/081): under the row lock, so a 'ship' from the back office
 * racing the buyer's click lets exactly one of them through. The shopper's mail says what happens
 * to the money.
 */
export function cancelOrder(deps: OrderDeps, orderId: string, who: Canceller, reason: string): Promise<OrderRow> {
  const cancelledAt = deps.now();
  const byBuyer = who.by === 'buyer';
  return lockedMove(
    deps,
    orderId,
    {
      to: 'cancelled',
      set: { cancelledAt },
      actorId: who.actorId,
      note: byBuyer ? `Cancelled by the buyer: ${reason}` : reason,
    },
    async (tx, order) => {
      await releaseStock(tx, order.id, 'held');
      if (order.paymentStatus !== 'paid') {
        // A cash order cancelled after it shipped has an invoice to reverse; nothing was paid.
        await issueCreditNote(tx, order, await listLines(tx, [order.id]), cancelledAt, CANCELLED_UNPAID);
        return { set: { failureReason: order.failureReason ?? reason } };
      }
      await issueCreditNote(tx, order, await listLines(tx, [order.id]), cancelledAt, CANCELLED_AND_REFUNDED);
      const payment = await findCapturedPayment(tx, order.id);
      if (payment) {
        await markPaymentRefunded(tx, payment.id);
        await queueRefund(
          tx,
          {
            orderId: order.id,
            orderNumber: order.orderNumber,
            providerPaymentId: payment.providerPaymentId,
            amountPaise: payment.amountPaise,
            receipt: `${order.orderNumber} cancelled`,
          },
          cancelledAt,
        );
      }
      return { set: { paymentStatus: 'refunded' } };
    },
    async (tx, moved) => {
      await queueCancelledMail(tx, deps, moved, byBuyer);
      // A courier booked here and not yet come is told not to (docs/couriers.md).
      await queueCallOff(tx, moved, cancelledAt);
    },
    byBuyer
      ? (order) => {
          // Someone else's order answers as if it did not exist.
          if (order.userId !== who.actorId) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
          const refused = buyerCancelRefusal(order.status);
          if (refused) throw new AppError('CONFLICT', refused);
        }
      : undefined,
  );
}

/**
 * A cash on delivery parcel refused at the door (docs/decisions/111): shipped → cancelled, its
 * stock back, its invoice reversed by a credit note, and the refusal counted on the buyer, which
 * keeps cash on delivery from them until staff reset it. Nothing was paid, so nothing is refunded.
 */
export function recordRefusedDelivery(deps: OrderDeps, orderId: string, actorId: string | null, note: string) {
  const at = deps.now();
  return lockedMove(
    deps,
    orderId,
    {
      to: 'cancelled',
      set: { cancelledAt: at, deliveryRefusedAt: at },
      actorId,
      note: note ? `Delivery refused: ${note}` : 'Delivery refused',
      action: 'order.delivery_refused',
    },
    async (tx, order) => {
      await releaseStock(tx, order.id, 'held');
      await issueCreditNote(
        tx,
        order,
        await listLines(tx, [order.id]),
        at,
        'Delivery refused: goods returned to the seller',
      );
      await countRefusedDelivery(tx, order.userId);
      return { set: { failureReason: 'Delivery refused' } };
    },
    (tx, moved) => queueCancelledMail(tx, deps, moved),
    (order) => {
      if (order.paymentMethod !== 'cod') throw new AppError('CONFLICT', CASH_MESSAGES.refusalNotCash);
      if (order.status !== 'shipped') throw new AppError('CONFLICT', CASH_MESSAGES.refusalNotShipped);
    },
  );
}
