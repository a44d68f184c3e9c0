import type { RefundDestination } from '@store/contracts/returns';
import type { ReturnStatus } from '@store/contracts/returns';
import { and, asc, count, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returnEvents, returnLines, returns } from '../../db/schema/returns';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type ReturnEventRow = typeof returnEvents.$inferSelect;
/** The columns a step may set besides the status. */
export type ReturnChanges = Partial<
  Pick<
    typeof returns.$inferInsert,
    | 'staffNote'
    | 'refundPaise'
    | 'providerRefundId'
    | 'creditNoteId'
    | 'decidedAt'
    | 'receivedAt'
    | 'refundedAt'
    | 'refundReference'
  >
>;

export async function insertReturn(
  tx: Db,
  values: {
    orderId: string;
    userId: string;
    reason: string;
    images: string[];
    refundTo: RefundDestination | null;
  },
  lines: Array<{ orderLineId: string; quantity: number }>,
): Promise<ReturnRow> {
  const [row] = await tx.insert(returns).values(values).returning();
  if (!row) throw new Error('return insert returned nothing');
  await tx.insert(returnLines).values(lines.map((l) => ({ ...l, returnId: row.id })));
  return row;
}

export async function insertReturnEvent(
  tx: Db,
  event: {
    returnId: string;
    fromStatus: ReturnStatus | null;
    toStatus: ReturnStatus;
    actorId: string | null;
    note?: string;
  },
): Promise<void> {
  await tx.insert(returnEvents).values({ ...event, note: event.note || null });
}

/** One return; null when unknown. */
export async function findReturn(db: Db, id: string): Promise<ReturnRow | null> {
  const [row] = await db.select().from(returns).where(eq(returns.id, id));
  return row ?? null;
}

/** The provider's id of a refunded return's refund, once its job has made it (docs/decisions/096). */
export async function setReturnRefundId(db: Db, id: string, providerRefundId: string): Promise<void> {
  await db
    .update(returns)
    .set({ providerRefundId, updatedAt: sql`now()` })
    .where(and(eq(returns.id, id), sql`${returns.providerRefundId} IS NULL`));
}

/**
 * Moves the return to `to` with `set` only while it is still in `from`: two staff (or a double
 * click) racing on one return move it once, and the loser gets null.
 */
export async function updateReturnIfIn(
  tx: Db,
  id: string,
  from: ReturnStatus,
  to: ReturnStatus,
  set: ReturnChanges = {},
): Promise<ReturnRow | null> {
  const [row] = await tx
    .update(returns)
    .set({ ...set, status: to, updatedAt: sql`now()` })
    .where(and(eq(returns.id, id), eq(returns.status, from)))
    .returning();
  return row ?? null;
}

/** The order's returns, oldest first. */
export function listReturnsOfOrder(db: Db, orderId: string): Promise<ReturnRow[]> {
  return db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.createdAt), asc(returns.id));
}

/** The returns of all these orders, oldest first. */
export function listReturnsOfOrders(db: Db, orderIds: readonly string[]): Promise<ReturnRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(returns)
    .where(inArray(returns.orderId, [...orderIds]))
    .orderBy(asc(returns.createdAt), asc(returns.id));
}

export function listReturnLines(db: Db, returnIds: readonly string[]): Promise<ReturnLineRow[]> {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(returnLines)
    .where(inArray(returnLines.returnId, [...returnIds]));
}

export function listReturnEvents(db: Db, returnIds: readonly string[]): Promise<ReturnEventRow[]> {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(returnEvents)
    .where(inArray(returnEvents.returnId, [...returnIds]))
    .orderBy(asc(returnEvents.createdAt), asc(returnEvents.id));
}

/**
 * Units of each of the order's lines claimed by its returns other than rejected ones (open or
 * refunded), or with `refundedOnly` by refunded ones alone; by order line id.
 */
export async function unitsClaimed(db: Db, orderId: string, refundedOnly = false): Promise<Map<string, number>> {
  const rows = await db
    .select({ line: returnLines.orderLineId, n: sum(returnLines.quantity).mapWith(Number) })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(
      and(eq(returns.orderId, orderId), refundedOnly ? eq(returns.status, 'refunded') : ne(returns.status, 'rejected')),
    )
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((r) => [r.line, r.n]));
}

/** What the order's returns have refunded so far. */
export async function refundedOfOrder(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sum(returns.refundPaise).mapWith(Number) })
    .from(returns)
    .where(and(eq(returns.orderId, orderId), eq(returns.status, 'refunded')));
  return row?.n ?? 0;
}

/** One page of returns in these statuses: open ones oldest first (the queue), others newest first. */
export async function searchReturns(
  db: Db,
  statuses: readonly ReturnStatus[],
  page: { page: number; pageSize: number },
  oldestFirst: boolean,
): Promise<{ rows: ReturnRow[]; total: number }> {
  const where = inArray(returns.status, [...statuses]);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(where)
      .orderBy(
        oldestFirst
          ? sql`${returns.createdAt} ASC, ${returns.id} ASC`
          : sql`${returns.createdAt} DESC, ${returns.id} DESC`,
      )
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(returns).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
