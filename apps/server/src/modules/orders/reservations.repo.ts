import { and, count, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, stockReservations } from '../../db/schema/orders';

/** Records the stock taken for an order, held until `expiresAt` (or already sold: 'converted'). */
export async function insertReservations(
  db: Db,
  orderId: string,
  lines: Array<{ variantId: string; quantity: number }>,
  expiresAt: Date,
  status: 'active' | 'converted' = 'active',
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(stockReservations)
    .values(lines.map((l) => ({ orderId, variantId: l.variantId, quantity: l.quantity, expiresAt, status })));
}

/**
 * Active reservations (and, with 'held', sold ones) turned to released, optionally only those
 * due by `dueBy`; answers what to put back. Conditional on the status, so it happens once.
 */
export function releaseReservations(
  db: Db,
  orderId: string,
  which: 'active' | 'held',
  dueBy?: Date,
): Promise<Array<{ variantId: string; quantity: number }>> {
  const statuses: Array<'active' | 'converted'> = which === 'active' ? ['active'] : ['active', 'converted'];
  return db
    .update(stockReservations)
    .set({ status: 'released' })
    .where(
      and(
        eq(stockReservations.orderId, orderId),
        inArray(stockReservations.status, statuses),
        dueBy ? lte(stockReservations.expiresAt, dueBy) : undefined,
      ),
    )
    .returning({ variantId: stockReservations.variantId, quantity: stockReservations.quantity });
}

/** Active reservations turned into a sale; answers how many were converted. */
export async function convertReservations(db: Db, orderId: string): Promise<number> {
  const converted = await db
    .update(stockReservations)
    .set({ status: 'converted' })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.status, 'active')))
    .returning({ id: stockReservations.id });
  return converted.length;
}

/** How many of the order's reservations are in `status` (and, for 'active', not yet expired at `now`). */
export async function countReservations(
  db: Db,
  orderId: string,
  status: 'active' | 'converted',
  now?: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.orderId, orderId),
        eq(stockReservations.status, status),
        now ? gt(stockReservations.expiresAt, now) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Orders with an active reservation past its expiry at `now`, at most `limit` of them. */
export async function listOrdersWithDueReservations(db: Db, now: Date, limit: number): Promise<string[]> {
  const found = await db
    .selectDistinct({ orderId: stockReservations.orderId })
    .from(stockReservations)
    .where(and(eq(stockReservations.status, 'active'), lte(stockReservations.expiresAt, now)))
    .limit(limit);
  return found.map((r) => r.orderId);
}

/** One variant's stock held by an unpaid order: whose order, placed from where. */
export interface UnpaidHold {
  orderId: string;
  userId: string;
  clientAddress: string | null;
  variantId: string;
  quantity: number;
}

/**
 * The stock held at `now` by unpaid orders of this user or placed from this address (active
 * reservations not yet expired), through the sweep's partial index of active reservations.
 */
export function listUnpaidHolds(
  db: Db,
  holder: { userId: string; clientAddress: string | null },
  now: Date,
): Promise<UnpaidHold[]> {
  return db
    .select({
      orderId: stockReservations.orderId,
      userId: orders.userId,
      clientAddress: orders.clientAddress,
      variantId: stockReservations.variantId,
      quantity: stockReservations.quantity,
    })
    .from(stockReservations)
    .innerJoin(orders, eq(orders.id, stockReservations.orderId))
    .where(
      and(
        eq(stockReservations.status, 'active'),
        gt(stockReservations.expiresAt, now),
        or(
          eq(orders.userId, holder.userId),
          holder.clientAddress === null ? undefined : eq(orders.clientAddress, holder.clientAddress),
        ),
      ),
    );
}

/** The first key of the holder locks: a class of advisory locks of their own. */
const HOLDER_LOCKS = { account: 727_301, address: 727_302 } as const;

/**
 * Serialises, until the transaction ends, every checkout of one holder (an account, or a client
 * address): the holds counted are still the holds when the new one is taken. Two-key advisory
 * locks, so these never share a key with the migration lock or each other's kind.
 */
export async function lockHolder(tx: Db, kind: keyof typeof HOLDER_LOCKS, id: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${HOLDER_LOCKS[kind]}::int, hashtext(${id}))`);
}
