import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';

/*
 * What other modules may know about what people bought, read from the orders module's tables
 * and parsed here (docs/decisions/020): whether a shopper received a product (reviews), and
 * each customer's orders, spend and last phone (the back office's customer list).
 */

const idRow = z.object({ id: z.string() });

/** The shopper's most recently delivered order holding this product, or null. */
export async function findDeliveredOrderWith(db: Db, userId: string, productId: string): Promise<string | null> {
  const [row] = await queryRows(
    db,
    idRow,
    sql`SELECT o.id FROM orders o
        WHERE o.user_id = ${userId} AND o.status = 'delivered'
          AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.product_id = ${productId})
        ORDER BY o.delivered_at DESC NULLS LAST, o.created_at DESC
        LIMIT 1`,
  );
  return row?.id ?? null;
}

const buyerRow = z.object({
  user_id: z.string(),
  order_count: z.number().int(),
  total_spent: z.number(),
  last_order_at: timestamptz,
  last_phone: z.string().nullable(),
});

export interface BuyerSummary {
  /** Orders that were paid (refunded ones too). */
  orderCount: number;
  /** What the paid orders still paid come to, in paise. */
  totalSpentPaise: number;
  lastOrderAt: Date;
  /** The phone the latest order was shipped to. */
  lastPhone: string | null;
}

/**
 * Each of these users' orders in sum, by user id; users who never ordered are left out. Sums run
 * in float8 so a big spender cannot overflow.
 */
export async function summarizeBuyers(db: Db, userIds: readonly string[]): Promise<Map<string, BuyerSummary>> {
  if (userIds.length === 0) return new Map();
  const found = await queryRows(
    db,
    buyerRow,
    sql`SELECT o.user_id,
               (count(*) FILTER (WHERE o.paid_at IS NOT NULL))::int AS order_count,
               COALESCE(sum(o.total_paise) FILTER (WHERE o.payment_status IN ('paid', 'partially_refunded')
                 OR (o.payment_status = 'refunded' AND o.status <> 'cancelled')), 0)::float8 AS total_spent,
               max(o.created_at) AS last_order_at,
               (array_agg(o.address->>'phone' ORDER BY o.created_at DESC))[1] AS last_phone
        FROM orders o WHERE o.user_id IN ${[...new Set(userIds)]}
        GROUP BY o.user_id`,
  );
  return new Map(
    found.map((r) => [
      r.user_id,
      {
        orderCount: r.order_count,
        totalSpentPaise: r.total_spent,
        lastOrderAt: r.last_order_at,
        lastPhone: r.last_phone,
      },
    ]),
  );
}

/**
 * A subquery of the ids of users who had an order shipped to a phone matching the LIKE
 * `pattern`, for the accounts module's customer search to compose.
 */
export function buyerIdsWithPhone(pattern: string): SQL {
  return sql`SELECT o.user_id FROM orders o WHERE o.address->>'phone' LIKE ${pattern}`;
}
