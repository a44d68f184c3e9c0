import { DASHBOARD_DAYS, SHOP_TIME_ZONE } from '@store/contracts/admin';
import { count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { orders } from '../../db/schema/orders';

/*
 * What the shop sold, by the shop's calendar (Asia/Kolkata) whatever the server's own time zone.
 * Sums run in float8: exact for any paise total below 2^53, where int4 would overflow in a busy month.
 */

/**
 * An order counts as a sale once paid, at its full total, and stays counted when returns refund
 * some or all of it (the order is still delivered); only a cancellation's refund removes it.
 * Refunds of returns are not subtracted (docs/decisions/080).
 */
export const COUNTED_SALE = sql`(payment_status IN ('paid', 'partially_refunded')
  OR (payment_status = 'refunded' AND status <> 'cancelled'))`;

const dayRow = z.object({ date: z.string(), sales: z.coerce.number(), orders: z.number().int() });

/** Paid sales and orders per day for the last DASHBOARD_DAYS days up to `today` (YYYY-MM-DD), oldest first. */
export function listDailySales(db: Db, today: string) {
  const day = sql`${today}::date`;
  const firstDay = sql`(${day} - ${DASHBOARD_DAYS - 1}::int)`;
  return queryRows(
    db,
    dayRow,
    sql`WITH paid AS (
          SELECT (paid_at AT TIME ZONE ${SHOP_TIME_ZONE})::date AS day, total_paise
          FROM orders
          WHERE ${COUNTED_SALE}
            AND paid_at >= (${firstDay}::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})
        )
        SELECT to_char(d, 'YYYY-MM-DD') AS date,
               COALESCE(sum(p.total_paise), 0)::float8 AS sales, count(p.day)::int AS orders
        FROM generate_series(${firstDay}::timestamp, ${day}::timestamp, interval '1 day') AS d
        LEFT JOIN paid p ON p.day = d::date
        GROUP BY d ORDER BY d`,
  );
}

const totalsRow = z.object({
  today_sales: z.coerce.number(),
  today_orders: z.number().int(),
  month_sales: z.coerce.number(),
  month_orders: z.number().int(),
});

/** Paid sales and orders on `today` (YYYY-MM-DD) and in its month so far. */
export async function findSalesTotals(db: Db, today: string) {
  const day = sql`${today}::date`;
  const [row] = await queryRows(
    db,
    totalsRow,
    sql`WITH paid AS (
          SELECT (paid_at AT TIME ZONE ${SHOP_TIME_ZONE})::date AS day, total_paise
          FROM orders
          WHERE ${COUNTED_SALE}
            AND paid_at >= (date_trunc('month', ${day})::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})
        )
        SELECT COALESCE(sum(total_paise) FILTER (WHERE day = ${day}), 0)::float8 AS today_sales,
               count(*) FILTER (WHERE day = ${day})::int AS today_orders,
               COALESCE(sum(total_paise), 0)::float8 AS month_sales,
               count(*)::int AS month_orders
        FROM paid`,
  );
  return {
    today: { salesPaise: row?.today_sales ?? 0, orders: row?.today_orders ?? 0 },
    month: { salesPaise: row?.month_sales ?? 0, orders: row?.month_orders ?? 0 },
  };
}

/** Paid orders waiting to be shipped. */
export async function countAwaitingShipment(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.status, 'processing'));
  return row?.n ?? 0;
}
