import type { OrderStatus } from '@store/contracts/orders';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { containsPattern, type PageRequest } from '../admin/paging';
import { userIdsMatching } from '../auth/users.repo';

export interface OrderSearch extends PageRequest {
  q?: string | undefined;
  status: OrderStatus | 'all';
  /** One customer's orders. */
  userId?: string;
}

/** An order as the back office lists it: its row and how many items it holds. */
export type FoundOrder = typeof orders.$inferSelect & { itemCount: number };

/** What the search box matches: order number, Razorpay order id, customer name or e-mail, name or phone shipped to. */
function searchCondition(q: string): SQL {
  const like = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  return or(
    sql`${orders.orderNumber} ILIKE ${like}`,
    eq(orders.razorpayOrderId, q),
    sql`${orders.userId} IN (${userIdsMatching(like)})`,
    sql`${orders.address}->>'name' ILIKE ${like}`,
    digits.length >= 4 ? sql`${orders.address}->>'phone' LIKE ${containsPattern(digits)}` : undefined,
  )!;
}

// Spelled out in full: inside a select list Drizzle writes columns without their table, which
// in this subquery would compare order_lines with itself.
const itemCount = sql<number>`(SELECT COALESCE(sum(l.quantity), 0)::int FROM order_lines l
  WHERE l.order_id = "orders"."id")`.mapWith(Number);

/** One page of orders, newest first, with how many match in all. */
export async function searchOrders(db: Db, s: OrderSearch): Promise<{ found: FoundOrder[]; total: number }> {
  const where = and(
    s.status === 'all' ? undefined : eq(orders.status, s.status),
    s.userId ? eq(orders.userId, s.userId) : undefined,
    s.q ? searchCondition(s.q) : undefined,
  );
  const page = await db
    .select({ order: orders, itemCount, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(s.pageSize)
    .offset((s.page - 1) * s.pageSize);
  const found = page.map((r) => ({ ...r.order, itemCount: r.itemCount }));
  // A page past the end has no row to carry the total; only then is it counted on its own.
  if (page[0]) return { found, total: page[0].total };
  if (s.page === 1) return { found, total: 0 };
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  return { found, total: counted?.n ?? 0 };
}

/** One order with its item count, for the back office's order page; null when unknown. */
export async function findOrderWithCount(db: Db, id: string): Promise<FoundOrder | null> {
  const [row] = await db.select({ order: orders, itemCount }).from(orders).where(eq(orders.id, id));
  return row ? { ...row.order, itemCount: row.itemCount } : null;
}
