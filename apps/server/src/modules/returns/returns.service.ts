import { ORDER_MESSAGES } from '@store/contracts/orders';
import {
  OPEN_RETURN_STATUSES,
  RETURN_MESSAGES,
  RETURN_STATUS_VALUES,
  type AdminReturnListQuery,
  type AdminReturnSummary,
  type OrderReturns,
  type Return,
} from '@store/contracts/returns';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findPeople } from '../auth/users.repo';
import { findNotReturnable } from '../catalog/products.repo';
import { findDocumentById, type TaxDocumentRow } from '../invoices/tax-documents.repo';
import { findOrder, findOrdersByIds, listLines, type OrderRow } from '../orders/orders.repo';
import { returnRefusal, returnWindowClosesAt } from './request-return.service';
import { valuesOf, viewReturns } from './return-view';
import {
  findReturn,
  listReturnLines,
  listReturnsOfOrder,
  listReturnsOfOrders,
  searchReturns,
  unitsClaimed,
} from './returns.repo';

/** The buyer's order (anyone else's id is the same 404 as an unknown one). */
async function ownOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, { id: orderId });
  if (!order || order.userId !== userId) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  return order;
}

/** One of the buyer's orders: its returns, what of each line may still be returned, and until when. */
export async function getOrderReturns(db: Db, userId: string, orderId: string, now: Date): Promise<OrderReturns> {
  const order = await ownOrder(db, userId, orderId);
  const [lines, claimed, rows] = await Promise.all([
    listLines(db, [order.id]),
    unitsClaimed(db, order.id),
    listReturnsOfOrder(db, order.id),
  ]);
  const notReturnable = await findNotReturnable(
    db,
    lines.flatMap((l) => (l.productId ? [l.productId] : [])),
  );
  return {
    open: returnRefusal(order, now) === null,
    closesAt:
      order.status === 'delivered' && order.deliveredAt ? returnWindowClosesAt(order.deliveredAt).toISOString() : null,
    lines: lines.map((l) => ({
      orderLineId: l.id,
      name: l.name,
      variantName: l.variantName,
      image: l.image,
      bought: l.quantity,
      left: Math.max(0, l.quantity - (claimed.get(l.id) ?? 0)),
      returnable: !(l.productId && notReturnable.has(l.productId)),
    })),
    returns: await viewReturns(db, order, rows, false),
  };
}

/** An order's returns for the back office's order page; 404 for an unknown order. */
export async function listReturnsForStaff(db: Db, orderId: string): Promise<Return[]> {
  const order = await findOrder(db, { id: orderId });
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  return viewReturns(db, order, await listReturnsOfOrder(db, order.id), true);
}

/** One page of the back office's returns: open ones oldest first (the queue), or one status newest first. */
export async function listReturnSummaries(
  db: Db,
  query: AdminReturnListQuery,
): Promise<{ items: AdminReturnSummary[]; total: number }> {
  const { status } = query;
  const open = status === 'open';
  const statuses = status === 'open' ? OPEN_RETURN_STATUSES : status === 'all' ? RETURN_STATUS_VALUES : [status];
  const { rows, total } = await searchReturns(db, statuses, query, open);
  // A handful of queries for the whole page, not a handful per row: values depend on each
  // order's other returns, so all returns of the page's orders are read at once.
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const people = await findPeople(
    db,
    rows.map((r) => r.userId),
  );
  const orders = new Map((await findOrdersByIds(db, orderIds)).map((o) => [o.id, o]));
  const lines = await listLines(db, orderIds);
  const all = await listReturnsOfOrders(db, orderIds);
  const returnLines = await listReturnLines(
    db,
    all.map((r) => r.id),
  );
  const values = new Map<string, number>();
  for (const orderId of orderIds) {
    const ofOrder = all.filter((r) => r.orderId === orderId);
    const ids = new Set(ofOrder.map((r) => r.id));
    const found = valuesOf(
      ofOrder,
      lines.filter((l) => l.orderId === orderId),
      returnLines.filter((rl) => ids.has(rl.returnId)),
    );
    for (const [id, value] of found) values.set(id, value);
  }
  const items = rows.map((row): AdminReturnSummary => {
    const order = orders.get(row.orderId)!;
    const person = people.get(row.userId);
    return {
      id: row.id,
      number: row.returnNumber,
      orderId: row.orderId,
      orderNumber: order.orderNumber,
      status: row.status,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      customer: { name: person?.name || order.address.name, email: person?.email ?? '' },
      units: returnLines.filter((rl) => rl.returnId === row.id).reduce((s, rl) => s + rl.quantity, 0),
      valuePaise: values.get(row.id) ?? 0,
    };
  });
  return { items, total };
}

/** A refunded return's credit note; `ownerId` limits it to the buyer's own returns (else 404). */
export async function findReturnCreditNote(db: Db, returnId: string, ownerId: string | null): Promise<TaxDocumentRow> {
  const ret = await findReturn(db, returnId);
  if (!ret || (ownerId !== null && ret.userId !== ownerId))
    throw new AppError('NOT_FOUND', RETURN_MESSAGES.returnNotFound);
  const document = ret.creditNoteId ? await findDocumentById(db, ret.creditNoteId) : undefined;
  if (!document) throw new AppError('NOT_FOUND', RETURN_MESSAGES.noCreditNote);
  return document;
}
