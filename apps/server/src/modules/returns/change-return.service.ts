import { RETURN_MESSAGES, RETURN_MOVES, type Return, type ReturnStatus } from '@store/contracts/returns';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.repo';
import { returnStock } from '../catalog/stock.repo';
import type { OrderDeps } from '../orders/order-deps';
import { findOrder, insertOrderEvent, listLines, type OrderRow } from '../orders/orders.repo';
import { queueReturnMail } from './return-mails';
import { viewReturns } from './return-view';
import {
  findReturn,
  insertReturnEvent,
  listReturnLines,
  updateReturnIfIn,
  type ReturnChanges,
  type ReturnRow,
} from './returns.repo';

/**
 * A return and its order, the order's row locked until the transaction ends. Every change of a
 * return (and every request) takes this lock first, so a return's steps and the units and money
 * its order has left are decided one at a time. 404 for an unknown return.
 */
export async function lockReturn(tx: Db, returnId: string): Promise<{ ret: ReturnRow; order: OrderRow }> {
  const found = await findReturn(tx, returnId);
  if (!found) throw new AppError('NOT_FOUND', RETURN_MESSAGES.returnNotFound);
  const order = await findOrder(tx, { id: found.orderId }, true);
  // Read again under the lock: another step may have moved it while this one waited.
  const ret = await findReturn(tx, returnId);
  if (!order || !ret) throw new AppError('NOT_FOUND', RETURN_MESSAGES.returnNotFound);
  return { ret, order };
}

/** 409 with a clear message when the return's status machine does not allow the step. */
export function checkStep(from: ReturnStatus, to: ReturnStatus): void {
  if (!RETURN_MOVES[from].includes(to)) throw new AppError('CONFLICT', RETURN_MESSAGES.illegalMove(from, to));
}

/** Writes a step: the status (only from the one read), the history event and the audit entry. */
export async function recordStep(
  tx: Db,
  ret: ReturnRow,
  to: ReturnStatus,
  actorId: string,
  set: ReturnChanges,
  note?: string,
): Promise<ReturnRow> {
  const moved = await updateReturnIfIn(tx, ret.id, ret.status, to, set);
  if (!moved) throw new AppError('CONFLICT', RETURN_MESSAGES.illegalMove(ret.status, to));
  await insertReturnEvent(tx, {
    returnId: ret.id,
    fromStatus: ret.status,
    toStatus: to,
    actorId,
    ...(note ? { note } : {}),
  });
  await recordAudit(tx, {
    actorId,
    action: `return.${to}`,
    entity: 'return',
    entityId: ret.id,
    before: { status: ret.status },
    after: { status: to, note: note ?? null, refundPaise: moved.refundPaise },
  });
  return moved;
}

/**
 * A return's step in the order's own history too ('Return RET10001 approved: …'), so the order's
 * timeline shows every step; the order's status does not change. (The refund writes its own.)
 */
export async function noteOnOrder(
  tx: Db,
  order: OrderRow,
  ret: ReturnRow,
  to: ReturnStatus,
  actorId: string,
  note?: string | null,
): Promise<void> {
  await insertOrderEvent(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    actorId,
    note: `Return ${ret.returnNumber} ${to}${note ? `: ${note}` : ''}`,
  });
}

type Step = 'approved' | 'rejected' | 'received';

/**
 * Staff's approve, reject or parcel-received step of a return, under the order's row lock. The
 * buyer's mail is queued in the same transaction; received returns the units to stock.
 */
async function staffStep(deps: OrderDeps, returnId: string, actorId: string, to: Step, note: string): Promise<Return> {
  return deps.db.transaction(async (tx) => {
    const { ret, order } = await lockReturn(tx, returnId);
    checkStep(ret.status, to);
    const now = deps.now();
    const set: ReturnChanges = to === 'received' ? { receivedAt: now } : { decidedAt: now, staffNote: note || null };
    if (to === 'received') await restock(tx, ret.id, order.id);
    const moved = await recordStep(tx, ret, to, actorId, set, note);
    await noteOnOrder(tx, order, ret, to, actorId, note);
    await queueReturnMail(tx, deps, to, moved, order);
    const [view] = await viewReturns(tx, order, [moved], true);
    return view!;
  });
}

/** The returned units go back on the shelf, in variant order as stock is always locked. */
async function restock(tx: Db, returnId: string, orderId: string): Promise<void> {
  const lines = new Map((await listLines(tx, [orderId])).map((l) => [l.id, l]));
  const back = (await listReturnLines(tx, [returnId]))
    .flatMap((rl) => {
      const variantId = lines.get(rl.orderLineId)?.variantId;
      return variantId ? [{ variantId, quantity: rl.quantity }] : [];
    })
    .sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
  for (const b of back) await returnStock(tx, b.variantId, b.quantity);
}

/** requested → approved, with an optional note for the buyer (where to send the parcel). */
export const approveReturn = (deps: OrderDeps, id: string, actorId: string, note: string) =>
  staffStep(deps, id, actorId, 'approved', note);
/** requested → rejected; the buyer is told why. */
export const rejectReturn = (deps: OrderDeps, id: string, actorId: string, note: string) =>
  staffStep(deps, id, actorId, 'rejected', note);
/** approved → received: the parcel is back and its units return to stock. */
export const receiveReturn = (deps: OrderDeps, id: string, actorId: string) =>
  staffStep(deps, id, actorId, 'received', '');
