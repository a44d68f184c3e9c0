import { ORDER_MESSAGES, type OrderStatus } from '@store/contracts/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.repo';
import { insertOrderEvent, updateOrderIfIn, type OrderChanges, type OrderRow } from './orders.repo';

/** One move of an order: where it goes, what else changes, who made it and why. */
export interface OrderMove {
  to: OrderStatus;
  /** Columns set with the status, typed; nothing else of the order can change in a move. */
  set?: OrderChanges;
  /** A person (staff, or the shopper) who made the move; absent when the store did (payment, sweep). */
  actorId?: string | null;
  /** Why, for the order's history: a tracking number, a cancel reason, a payment id. */
  note?: string;
  /** What the audit log calls the move, where the target status alone does not say (a return's refund). */
  action?: string;
}

/** Answers why a move may not happen (a message), or null when it may. */
type Guard = (order: OrderRow, move: OrderMove) => string | null;

const always: Guard = () => null;
const unpaid: Guard = (order) => (order.paymentStatus === 'paid' ? ORDER_MESSAGES.alreadyPaid : null);
const byPayment: Guard = (order, move) =>
  move.set?.paymentStatus === 'paid' ? null : ORDER_MESSAGES.illegalMove(order.status, move.to);
const withTracking: Guard = (_order, move) =>
  !move.set?.trackingNumber
    ? ORDER_MESSAGES.trackingRequired
    : !move.set.carrier
      ? ORDER_MESSAGES.carrierRequired
      : null;
const withReason: Guard = (_order, move) => (move.note?.trim() ? null : ORDER_MESSAGES.reasonRequired);
const byReturnRefund: Guard = (order, move) =>
  move.set?.paymentStatus === 'partially_refunded' || move.set?.paymentStatus === 'refunded'
    ? null
    : ORDER_MESSAGES.illegalMove(order.status, move.to);
/** A delivered cash order's cash recorded after its delivery (docs/decisions/111). */
const byCashOrReturnRefund: Guard = (order, move) =>
  order.paymentMethod === 'cod' && order.paymentStatus === 'created' && move.set?.paymentStatus === 'paid'
    ? null
    : byReturnRefund(order, move);

/**
 * Every move an order may make, each with its guard (the way Vendure's order process guards its
 * transitions). pending_payment → processing happens only with a verified payment; an unpaid
 * order may also stay pending_payment while its payment state changes (a failed or expired
 * window, a retry). Nothing else is allowed.
 */
const MOVES: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, Guard>>>> = {
  pending_payment: { pending_payment: unpaid, processing: byPayment, cancelled: withReason },
  processing: { shipped: withTracking, cancelled: withReason },
  shipped: { delivered: always, cancelled: withReason },
  // A delivered order stays delivered while its returns give money back (docs/decisions/080).
  delivered: { delivered: byCashOrReturnRefund },
  cancelled: {},
};

/** The status changes the table allows from each status (staying put is not one). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = Object.fromEntries(
  Object.entries(MOVES).map(([from, to]) => [from, Object.keys(to).filter((s) => s !== from)]),
) as Record<OrderStatus, OrderStatus[]>;

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** What the audit log calls each move. */
const ACTION: Record<OrderStatus, string> = {
  pending_payment: 'order.payment',
  processing: 'order.pay',
  shipped: 'order.ship',
  delivered: 'order.deliver',
  cancelled: 'order.cancel',
};

/** What the audit log keeps of an order before and after a move. */
const auditView = (o: OrderRow) => ({
  status: o.status,
  paymentStatus: o.paymentStatus,
  trackingNumber: o.trackingNumber,
  carrier: o.carrier,
});

/**
 * The work a move does besides changing the order (stock back, a refund), run once the move is
 * written, so only the transaction that moved the order does it, whatever lock its caller holds;
 * it is given the order as it was before the move, and may answer further columns to set and
 * words to add to the history note. Throwing undoes everything, the move included.
 */
export type MoveWork = (tx: Db, order: OrderRow) => Promise<{ set?: OrderChanges; note?: string }>;

/**
 * THE way an order's status changes, and the only code that changes it: checks the move against
 * the table and its guard (409 with a clear message when refused, before any work), updates the
 * order only while it is still in the status it was read in, then runs the move's `work`, and
 * writes the order's history event and, for a move a person made, the audit entry, all in the
 * caller's transaction `tx`. Answers the moved order, or null when someone else moved it first
 * (the caller decides whether that is an error).
 */
export async function transitionOrder(
  tx: Db,
  order: OrderRow,
  move: OrderMove,
  work?: MoveWork,
): Promise<OrderRow | null> {
  const guard = MOVES[order.status][move.to];
  if (!guard) throw new AppError('CONFLICT', ORDER_MESSAGES.illegalMove(order.status, move.to));
  const refused = guard(order, move);
  if (refused) throw new AppError('CONFLICT', refused);
  let moved = await updateOrderIfIn(tx, order.id, order.status, { ...move.set, status: move.to });
  if (!moved) return null;
  const done = work ? await work(tx, order) : {};
  if (done.set) moved = (await updateOrderIfIn(tx, order.id, move.to, { ...done.set, status: move.to })) ?? moved;
  const note = [move.note, done.note].filter(Boolean).join('; ');
  await insertOrderEvent(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: move.to,
    actorId: move.actorId ?? null,
    ...(note ? { note } : {}),
  });
  if (move.actorId) {
    await recordAudit(tx, {
      actorId: move.actorId,
      action: move.action ?? ACTION[move.to],
      entity: 'order',
      entityId: order.id,
      before: auditView(order),
      after: { ...auditView(moved), note: move.note },
    });
  }
  return moved;
}
