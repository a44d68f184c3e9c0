import { DASHBOARD_DAYS, LOW_STOCK_THRESHOLD, SHOP_TIME_ZONE, type Dashboard } from '@store/contracts/admin';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../../db/client';

const LOW_STOCK_SHOWN = 50;

/** The shop's calendar date at `now`, as YYYY-MM-DD. */
export function shopDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/**
 * The back office's first page: sales and paid orders today and this month, the orders waiting
 * to ship, variants running low, and sales per day for the last 30 days. Days and months are the
 * shop's (Asia/Kolkata), whatever the server's own time zone.
 */
export async function getDashboard(db: Db, now: Date): Promise<Dashboard> {
  const today = sql`${shopDate(now)}::date`;
  const firstDay = sql`(${today} - ${DASHBOARD_DAYS - 1}::int)`;
  // Sums run in float8: exact for any paise total below 2^53, where int4 would overflow in a busy month.
  const [days, [totals], [counts], lowStock] = await Promise.all([
    rows<{ date: string; sales: number; orders: number }>(
      db,
      sql`WITH paid AS (
            SELECT (paid_at AT TIME ZONE ${SHOP_TIME_ZONE})::date AS day, total_paise
            FROM orders
            WHERE payment_status = 'paid'
              AND paid_at >= (${firstDay}::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})
          )
          SELECT to_char(d, 'YYYY-MM-DD') AS date,
                 COALESCE(sum(p.total_paise), 0)::float8 AS sales, count(p.day)::int AS orders
          FROM generate_series(${firstDay}::timestamp, ${today}::timestamp, interval '1 day') AS d
          LEFT JOIN paid p ON p.day = d::date
          GROUP BY d ORDER BY d`,
    ),
    rows<{ today_sales: number; today_orders: number; month_sales: number; month_orders: number }>(
      db,
      sql`WITH paid AS (
            SELECT (paid_at AT TIME ZONE ${SHOP_TIME_ZONE})::date AS day, total_paise
            FROM orders
            WHERE payment_status = 'paid'
              AND paid_at >= (date_trunc('month', ${today})::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})
          )
          SELECT COALESCE(sum(total_paise) FILTER (WHERE day = ${today}), 0)::float8 AS today_sales,
                 count(*) FILTER (WHERE day = ${today})::int AS today_orders,
                 COALESCE(sum(total_paise), 0)::float8 AS month_sales,
                 count(*)::int AS month_orders
          FROM paid`,
    ),
    rows<{ waiting: number; low: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM orders WHERE status = 'processing')::int AS waiting,
                 (SELECT count(*) FROM product_variants WHERE stock <= ${LOW_STOCK_THRESHOLD})::int AS low`,
    ),
    rows<{
      variant_id: string;
      product_id: string;
      product_name: string;
      variant_name: string;
      sku: string;
      stock: number;
      hidden: boolean;
    }>(
      db,
      sql`SELECT v.id AS variant_id, p.id AS product_id, p.name AS product_name, v.name AS variant_name,
                 v.sku, v.stock, (p.is_hidden OR v.is_hidden) AS hidden
          FROM product_variants v JOIN products p ON p.id = v.product_id
          WHERE v.stock <= ${LOW_STOCK_THRESHOLD}
          ORDER BY (p.is_hidden OR v.is_hidden), v.stock, p.name, v.position
          LIMIT ${LOW_STOCK_SHOWN}`,
    ),
  ]);
  return {
    timeZone: SHOP_TIME_ZONE,
    today: { salesPaise: Number(totals?.today_sales ?? 0), orders: totals?.today_orders ?? 0 },
    month: { salesPaise: Number(totals?.month_sales ?? 0), orders: totals?.month_orders ?? 0 },
    awaitingShipment: counts?.waiting ?? 0,
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    lowStockCount: counts?.low ?? 0,
    lowStock: lowStock.map((v) => ({
      variantId: v.variant_id,
      productId: v.product_id,
      productName: v.product_name,
      variantName: v.variant_name,
      sku: v.sku,
      stock: v.stock,
      hidden: v.hidden,
    })),
    dailySales: days.map((d) => ({ date: d.date, salesPaise: Number(d.sales), orders: d.orders })),
  };
}
