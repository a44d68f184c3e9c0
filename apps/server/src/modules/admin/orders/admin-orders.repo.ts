import type { AdminOrderDetail, AdminOrderSummary } from '@store/contracts/admin';
import type { OrderStatus } from '@store/contracts/orders';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../../db/client';
import type { AddressSnapshot } from '../../../db/schema/orders';
import { containsPattern, iso, limitOffset, selectPage, type PageRequest } from '../paging';

/** The columns of an order summary; `o` is orders, `u` the customer. */
const summaryColumns = sql`
  o.id, o.order_number, o.created_at, o.paid_at, o.status, o.payment_status, o.total_paise,
  o.address, o.razorpay_order_id, o.tracking_number, o.carrier,
  u.id AS customer_id, u.name AS customer_name, u.email AS customer_email,
  (SELECT COALESCE(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS item_count`;

export interface SummaryRow {
  id: string;
  order_number: string;
  created_at: Date | string;
  paid_at: Date | string | null;
  status: AdminOrderSummary['status'];
  payment_status: AdminOrderSummary['paymentStatus'];
  total_paise: number;
  address: AddressSnapshot;
  razorpay_order_id: string | null;
  tracking_number: string | null;
  carrier: string | null;
  customer_id: string;
  customer_name: string;
  customer_email: string;
  item_count: number;
}

export function toSummary(r: SummaryRow): AdminOrderSummary {
  return {
    id: r.id,
    orderNumber: r.order_number,
    createdAt: iso(r.created_at)!,
    paidAt: iso(r.paid_at),
    status: r.status,
    paymentStatus: r.payment_status,
    totalPaise: r.total_paise,
    itemCount: r.item_count,
    customer: { id: r.customer_id, name: r.customer_name, email: r.customer_email },
    shipTo: {
      name: r.address.name,
      phone: r.address.phone,
      town: r.address.town,
      state: r.address.state,
      pinCode: r.address.pinCode,
    },
    razorpayOrderId: r.razorpay_order_id,
    trackingNumber: r.tracking_number,
    carrier: r.carrier,
  };
}

export interface OrderSearch extends PageRequest {
  q?: string | undefined;
  status: OrderStatus | 'all';
  /** One customer's orders. */
  userId?: string;
}

/** What the search box matches: order number, Razorpay order id, customer name or e-mail, phone. */
function searchCondition(q: string): SQL {
  const like = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  return sql`(o.order_number ILIKE ${like} OR o.razorpay_order_id = ${q}
    OR u.name ILIKE ${like} OR u.email ILIKE ${like} OR o.address->>'name' ILIKE ${like}
    ${digits.length >= 4 ? sql`OR o.address->>'phone' LIKE ${containsPattern(digits)}` : sql``})`;
}

/** One page of orders, newest first. */
export async function searchOrders(db: Db, s: OrderSearch): Promise<{ items: AdminOrderSummary[]; total: number }> {
  const conditions: SQL[] = [sql`true`];
  if (s.status !== 'all') conditions.push(sql`o.status = ${s.status}`);
  if (s.userId) conditions.push(sql`o.user_id = ${s.userId}`);
  if (s.q) conditions.push(searchCondition(s.q));
  const where = sql.join(conditions, sql` AND `);
  const { found, total } = await selectPage<SummaryRow & { total: number }>(
    db,
    sql`SELECT ${summaryColumns}, count(*) OVER ()::int AS total
        FROM orders o JOIN users u ON u.id = o.user_id
        WHERE ${where}
        ORDER BY o.created_at DESC, o.order_number DESC ${limitOffset(s)}`,
    sql`SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE ${where}`,
    s,
  );
  return { items: found.map(toSummary), total };
}

export interface DetailRow extends SummaryRow {
  type: 'single' | 'cart';
  mrp_total_paise: number;
  failure_reason: string | null;
  shipped_at: Date | string | null;
  delivered_at: Date | string | null;
  cancelled_at: Date | string | null;
}

export async function findOrderDetailRow(db: Db, id: string): Promise<DetailRow | null> {
  const [row] = await rows<DetailRow>(
    db,
    sql`SELECT ${summaryColumns}, o.type, o.mrp_total_paise, o.failure_reason,
               o.shipped_at, o.delivered_at, o.cancelled_at
        FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ${id}`,
  );
  return row ?? null;
}

export async function listPayments(db: Db, orderId: string): Promise<AdminOrderDetail['payments']> {
  const found = await rows<{
    provider: 'razorpay' | 'test';
    provider_order_id: string;
    provider_payment_id: string;
    amount_paise: number;
    status: 'captured' | 'failed' | 'refunded';
    method: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT provider, provider_order_id, provider_payment_id, amount_paise, status, method, created_at
        FROM payments WHERE order_id = ${orderId} ORDER BY created_at, id`,
  );
  return found.map((p) => ({
    provider: p.provider,
    providerOrderId: p.provider_order_id,
    providerPaymentId: p.provider_payment_id,
    amountPaise: p.amount_paise,
    status: p.status,
    method: p.method,
    createdAt: iso(p.created_at)!,
  }));
}

/** The order's history, oldest first, with the name of whoever made each move. */
export async function listEvents(db: Db, orderId: string): Promise<AdminOrderDetail['events']> {
  const found = await rows<{
    id: string;
    from_status: string | null;
    to_status: string;
    note: string | null;
    created_at: Date | string;
    actor_id: string | null;
    actor_name: string | null;
  }>(
    db,
    sql`SELECT e.id, e.from_status, e.to_status, e.note, e.created_at, u.id AS actor_id, u.name AS actor_name
        FROM order_events e LEFT JOIN users u ON u.id = e.actor_id
        WHERE e.order_id = ${orderId} ORDER BY e.created_at, e.id`,
  );
  return found.map((e) => ({
    id: e.id,
    fromStatus: e.from_status,
    toStatus: e.to_status,
    note: e.note,
    actor: e.actor_id ? { id: e.actor_id, name: e.actor_name ?? '' } : null,
    at: iso(e.created_at)!,
  }));
}
