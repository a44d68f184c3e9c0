import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { stockAlerts } from '../../db/schema/stock-alerts';
import { limitOffset, selectPage, type PageRequest } from '../admin/paging';

export type StockAlertRow = typeof stockAlerts.$inferSelect;

/** What an alert waits for: the product as a whole (variantId null) or one variant. */
export interface AlertTarget {
  productId: string;
  variantId: string | null;
}

const sameTarget = (t: AlertTarget) =>
  and(
    eq(stockAlerts.productId, t.productId),
    t.variantId === null ? isNull(stockAlerts.variantId) : eq(stockAlerts.variantId, t.variantId),
  );

/**
 * The e-mail's waiting alert for this target: made now, or the one already waiting (the partial
 * unique index allows one), so asking twice, even at once, answers the same alert. Null when the
 * waiting alert ended in the instant between the two statements (mailed or stopped): the caller
 * decides whether to ask again.
 */
export async function upsertAlert(
  db: Db,
  email: string,
  target: AlertTarget,
  now: Date,
): Promise<StockAlertRow | null> {
  await db.execute(
    sql`INSERT INTO stock_alerts (email, product_id, variant_id, created_at)
        VALUES (${email}, ${target.productId}, ${target.variantId}, ${now})
        ON CONFLICT (email, product_id, COALESCE(variant_id, '00000000-0000-0000-0000-000000000000'::uuid))
          WHERE ended_at IS NULL
        DO NOTHING`,
  );
  const [row] = await db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.email, email), sameTarget(target), isNull(stockAlerts.endedAt)));
  return row ?? null;
}

/** The e-mail's waiting alerts on this product, oldest first. */
export function listWaitingAlerts(db: Db, email: string, productId: string): Promise<StockAlertRow[]> {
  return db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.email, email), eq(stockAlerts.productId, productId), isNull(stockAlerts.endedAt)))
    .orderBy(asc(stockAlerts.createdAt));
}

/** Ends the e-mail's waiting alert on this target, if any; answers whether one ended. */
export async function stopAlertOf(db: Db, email: string, target: AlertTarget, now: Date): Promise<boolean> {
  const ended = await db
    .update(stockAlerts)
    .set({ endedAt: now, endReason: 'stopped' })
    .where(and(eq(stockAlerts.email, email), sameTarget(target), isNull(stockAlerts.endedAt)))
    .returning({ id: stockAlerts.id });
  return ended.length > 0;
}

/** Ends this alert if it still waits: 'stopped' now, 'ended' if it had already ended, null if unknown. */
export async function stopAlertById(db: Db, id: string, now: Date): Promise<'stopped' | 'ended' | null> {
  const [ended] = await db
    .update(stockAlerts)
    .set({ endedAt: now, endReason: 'stopped' })
    .where(and(eq(stockAlerts.id, id), isNull(stockAlerts.endedAt)))
    .returning({ id: stockAlerts.id });
  if (ended) return 'stopped';
  const [known] = await db.select({ id: stockAlerts.id }).from(stockAlerts).where(eq(stockAlerts.id, id));
  return known ? 'ended' : null;
}

/**
 * Makes the product's back-in-stock jobs take turns until the transaction ends: two jobs for one
 * product (two servers, a retry, both triggers firing) never end one shopper's alerts half each.
 */
export async function lockProductAlerts(tx: Db, productId: string): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${`stock-alerts:${productId}`}))) l`);
}

/**
 * Ends, in one conditional update, every waiting alert that is back of up to `limit` e-mails: the
 * product's own when `product` is true, and those of the `variantIds`. All of an e-mail's alerts on
 * the product end together, so its shopper gets one mail however many they had. Answers the ended
 * ones, each exactly once: a row another transaction has ended no longer waits. Call it after
 * lockProductAlerts.
 */
export async function endAlertsBackInStock(
  tx: Db,
  productId: string,
  back: { product: boolean; variantIds: string[] },
  now: Date,
  limit: number,
): Promise<Array<{ email: string; variantId: string | null }>> {
  const variants = back.variantIds.length
    ? sql`variant_id IN (${sql.join(
        back.variantIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`false`;
  const which = back.product ? sql`(variant_id IS NULL OR ${variants})` : variants;
  return queryRows(
    tx,
    z.object({ email: z.string(), variant_id: z.string().nullable() }).transform((r) => ({
      email: r.email,
      variantId: r.variant_id,
    })),
    sql`UPDATE stock_alerts SET ended_at = ${now}, end_reason = 'notified'
        WHERE product_id = ${productId} AND ended_at IS NULL AND ${which}
          AND email IN (SELECT email FROM stock_alerts
                        WHERE product_id = ${productId} AND ended_at IS NULL AND ${which}
                        GROUP BY email ORDER BY min(created_at), email LIMIT ${limit})
        RETURNING email, variant_id`,
  );
}

/** Ended alerts are kept this long (for the demand figures and support), then deleted with their e-mails. */
export const KEEP_ENDED_ALERTS_MS = 90 * 24 * 60 * 60_000;

/** Deletes the alerts that ended (mailed or stopped) more than 90 days before `now`; answers how many. */
export async function deleteEndedAlerts(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(stockAlerts)
    .where(lt(stockAlerts.endedAt, new Date(now.getTime() - KEEP_ENDED_ALERTS_MS)))
    .returning({ id: stockAlerts.id });
  return removed.length;
}

const demandRow = z.object({
  product_id: z.string(),
  variant_id: z.string().nullable(),
  waiting: z.number().int(),
  oldest_at: timestamptz,
  total: z.number().int(),
});

/** Waiting alerts grouped by product and variant, the most wanted first, a page of them. */
export async function listDemand(db: Db, page: PageRequest) {
  const { found, total } = await selectPage(
    db,
    demandRow,
    sql`SELECT product_id, variant_id, count(*)::int AS waiting, min(created_at) AS oldest_at,
               count(*) OVER ()::int AS total
        FROM stock_alerts WHERE ended_at IS NULL
        GROUP BY product_id, variant_id
        ORDER BY count(*) DESC, min(created_at), product_id, variant_id NULLS FIRST
        ${limitOffset(page)}`,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM stock_alerts WHERE ended_at IS NULL
                                        GROUP BY product_id, variant_id) g`,
    page,
  );
  return { found, total };
}

/** How many alerts wait in all. */
export async function countWaiting(db: Db): Promise<number> {
  const [row] = await queryRows(
    db,
    z.object({ n: z.number().int() }),
    sql`SELECT count(*)::int AS n FROM stock_alerts WHERE ended_at IS NULL`,
  );
  return row?.n ?? 0;
}
