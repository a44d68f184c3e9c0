import {
  ADMIN_MESSAGES,
  type AdminCustomerDetail,
  type AdminCustomerSummary,
  type AdminPageQuery,
} from '@store/contracts/admin';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import { recordAudit } from '../audit';
import { searchOrders } from '../orders/admin-orders.repo';
import { containsPattern, iso, limitOffset, selectPage } from '../paging';

export interface CustomerSearch extends AdminPageQuery {
  q?: string | undefined;
  status: 'all' | 'active' | 'blocked';
}

interface CustomerRow {
  id: string;
  name: string;
  email: string;
  status: 'active' | 'blocked';
  created_at: Date | string;
  google_sub: string | null;
  phone: string | null;
  order_count: number;
  total_spent: number;
  last_order_at: Date | string | null;
  total: number;
}

/** The columns of a customer summary; `u` is users. Sums run in float8 so a big spender cannot overflow. */
const customerColumns = sql`
  u.id, u.name, u.email, u.status, u.created_at, u.google_sub,
  COALESCE(
    (SELECT a.phone FROM addresses a WHERE a.user_id = u.id ORDER BY a.is_default DESC, a.created_at DESC LIMIT 1),
    (SELECT o.address->>'phone' FROM orders o WHERE o.user_id = u.id ORDER BY o.created_at DESC LIMIT 1)
  ) AS phone,
  (SELECT count(*) FROM orders o WHERE o.user_id = u.id AND o.paid_at IS NOT NULL)::int AS order_count,
  (SELECT COALESCE(sum(o.total_paise), 0) FROM orders o WHERE o.user_id = u.id AND o.payment_status = 'paid')::float8
    AS total_spent,
  (SELECT max(o.created_at) FROM orders o WHERE o.user_id = u.id) AS last_order_at`;

const toSummary = (r: CustomerRow): AdminCustomerSummary => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  status: r.status,
  createdAt: iso(r.created_at)!,
  orderCount: r.order_count,
  totalSpentPaise: Number(r.total_spent),
  lastOrderAt: iso(r.last_order_at),
});

function searchCondition(q: string): SQL {
  const like = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  const phone = digits.length >= 4 ? containsPattern(digits) : null;
  return sql`(u.name ILIKE ${like} OR u.email ILIKE ${like}
    ${
      phone
        ? sql`OR EXISTS (SELECT 1 FROM addresses a WHERE a.user_id = u.id AND (a.phone LIKE ${phone} OR a.alternate_phone LIKE ${phone}))
       OR EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.address->>'phone' LIKE ${phone})`
        : sql``
    })`;
}

/** One page of customers (not staff), newest first, with their orders and spend. */
export async function listCustomers(
  db: Db,
  s: CustomerSearch,
): Promise<{ items: AdminCustomerSummary[]; total: number }> {
  const conditions: SQL[] = [sql`u.role = 'customer'`];
  if (s.status !== 'all') conditions.push(sql`u.status = ${s.status}`);
  if (s.q) conditions.push(searchCondition(s.q));
  const where = sql.join(conditions, sql` AND `);
  const { found, total } = await selectPage<CustomerRow>(
    db,
    sql`SELECT ${customerColumns}, count(*) OVER ()::int AS total
        FROM users u WHERE ${where}
        ORDER BY u.created_at DESC, u.id ${limitOffset(s)}`,
    sql`SELECT count(*)::int AS n FROM users u WHERE ${where}`,
    s,
  );
  return { items: found.map(toSummary), total };
}

async function findCustomerRow(db: Db, id: string): Promise<CustomerRow | null> {
  const [row] = await rows<CustomerRow>(
    db,
    sql`SELECT ${customerColumns}, 1 AS total FROM users u WHERE u.id = ${id} AND u.role = 'customer'`,
  );
  return row ?? null;
}

/** One customer with saved addresses and latest orders; 404 for unknown ids and staff. */
export async function getCustomer(db: Db, id: string): Promise<AdminCustomerDetail> {
  const row = await findCustomerRow(db, id);
  if (!row) throw notFound('Customer');
  const [addresses, orders] = await Promise.all([
    rows<{
      id: string;
      name: string;
      phone: string;
      address: string;
      locality: string;
      town: string;
      state: string;
      pin_code: string;
      landmark: string;
      is_default: boolean;
    }>(
      db,
      sql`SELECT id, name, phone, address, locality, town, state, pin_code, landmark, is_default
          FROM addresses WHERE user_id = ${id} ORDER BY is_default DESC, created_at DESC`,
    ),
    searchOrders(db, { userId: id, status: 'all', page: 1, pageSize: 100 }),
  ]);
  return {
    ...toSummary(row),
    signsInWithGoogle: row.google_sub !== null,
    addresses: addresses.map((a) => ({
      id: a.id,
      name: a.name,
      phone: a.phone,
      address: a.address,
      locality: a.locality,
      town: a.town,
      state: a.state,
      pinCode: a.pin_code,
      landmark: a.landmark,
      isDefault: a.is_default,
    })),
    orders: orders.items,
  };
}

/**
 * Blocks a customer: log-in is refused from now on, and bumping the token version ends every
 * session they have at once (each call checks it). Unblocking lets them sign in again; old
 * sessions stay ended. Staff accounts cannot be blocked here.
 */
export async function setCustomerBlocked(
  db: Db,
  actorId: string,
  id: string,
  blocked: boolean,
): Promise<AdminCustomerDetail> {
  await db.transaction(async (tx) => {
    const [user] = await rows<{ role: string; status: string }>(
      tx,
      sql`SELECT role, status FROM users WHERE id = ${id} FOR UPDATE`,
    );
    if (!user) throw notFound('Customer');
    if (user.role !== 'customer') throw new AppError('CONFLICT', ADMIN_MESSAGES.blockAdmin);
    await tx.execute(
      blocked
        ? sql`UPDATE users SET status = 'blocked', token_version = token_version + 1, updated_at = now() WHERE id = ${id}`
        : sql`UPDATE users SET status = 'active', updated_at = now() WHERE id = ${id}`,
    );
    await recordAudit(tx, {
      actorId,
      action: blocked ? 'customer.block' : 'customer.unblock',
      entity: 'customer',
      entityId: id,
      before: { status: user.status },
      after: { status: blocked ? 'blocked' : 'active' },
    });
  });
  return getCustomer(db, id);
}
