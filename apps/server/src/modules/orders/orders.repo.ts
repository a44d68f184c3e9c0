import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { orderEvents, orderLines, orders, stockReservations, type AddressSnapshot } from '../../db/schema/orders';
import { sellingPrice } from '../catalog/selling-price';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** A product and variant as an order line needs them, read now from the catalog. */
export interface VariantForOrder {
  product_id: string;
  product_visible: boolean;
  product_name: string;
  image: string | null;
  variant_id: string | null;
  variant_hidden: boolean;
  variant_name: string;
  sku: string;
  mrp_paise: number;
  /** The selling price at the time asked for, a running flash deal included. */
  price_paise: number;
  stock: number;
}

/**
 * The named variant (or the product's default), priced at `at`; null when the product does not
 * exist.
 */
export async function findVariantForOrder(
  db: Db,
  want: { productId: string; variantId: string | undefined; at: Date },
): Promise<VariantForOrder | null> {
  const { productId, variantId, at } = want;
  const [row] = await rows<VariantForOrder>(
    db,
    sql`SELECT p.id AS product_id, (NOT p.is_hidden AND p.variant_count > 0) AS product_visible,
               p.name AS product_name,
               (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image,
               v.id AS variant_id, COALESCE(v.is_hidden, true) AS variant_hidden,
               COALESCE(v.name, '') AS variant_name, COALESCE(v.sku, '') AS sku,
               COALESCE(v.mrp_paise, 0) AS mrp_paise,
               COALESCE(${sellingPrice(sql`v.product_id`, sql`v.price_paise`, at)}, 0) AS price_paise,
               COALESCE(v.stock, 0) AS stock
        FROM products p
        LEFT JOIN product_variants v
          ON v.product_id = p.id AND v.id = COALESCE(${variantId ?? null}::uuid, p.default_variant_id)
        WHERE p.id = ${productId}`,
  );
  return row ?? null;
}

/** Takes `quantity` from the stock only if that much is there; null (nothing changed) otherwise. */
export async function takeStock(db: Db, variantId: string, quantity: number): Promise<number | null> {
  const [row] = await rows<{ stock: number }>(
    db,
    sql`UPDATE product_variants SET stock = stock - ${quantity}, updated_at = now()
        WHERE id = ${variantId} AND stock >= ${quantity} RETURNING stock`,
  );
  return row ? row.stock : null;
}

/** Puts stock back (a released reservation or a cancelled sale). */
export async function returnStock(db: Db, variantId: string, quantity: number): Promise<void> {
  await db.execute(
    sql`UPDATE product_variants SET stock = stock + ${quantity}, updated_at = now() WHERE id = ${variantId}`,
  );
}

/** The variant's stock now (0 when it is gone). */
export async function stockOf(db: Db, variantId: string): Promise<number> {
  const [row] = await rows<{ stock: number }>(db, sql`SELECT stock FROM product_variants WHERE id = ${variantId}`);
  return row?.stock ?? 0;
}

export interface NewOrder {
  userId: string;
  type: 'single' | 'cart';
  totalPaise: number;
  mrpTotalPaise: number;
  address: AddressSnapshot;
}

export async function insertOrder(db: Db, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

export async function insertOrderLines(db: Db, lines: Array<typeof orderLines.$inferInsert>): Promise<void> {
  await db.insert(orderLines).values(lines);
}

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

export async function insertOrderEvent(
  db: Db,
  event: { orderId: string; fromStatus: string | null; toStatus: string; actorId?: string | null; note?: string },
): Promise<void> {
  await db.insert(orderEvents).values({ ...event, actorId: event.actorId ?? null, note: event.note ?? null });
}

export async function setProviderOrderId(db: Db, orderId: string, providerOrderId: string): Promise<void> {
  await db.execute(
    sql`UPDATE orders SET razorpay_order_id = ${providerOrderId}, updated_at = now() WHERE id = ${orderId}`,
  );
}

/** Records why an unpaid order is not paid; only while it is still pending payment. */
export async function setPaymentFailure(db: Db, orderId: string, reason: string): Promise<boolean> {
  const updated = await rows<{ id: string }>(
    db,
    sql`UPDATE orders SET payment_status = 'failed', failure_reason = ${reason}, updated_at = now()
        WHERE id = ${orderId} AND status = 'pending_payment' AND payment_status <> 'paid' RETURNING id`,
  );
  return updated.length > 0;
}

/** Active reservations turned to released; answers what to put back. */
export async function releaseReservations(
  db: Db,
  orderId: string,
  which: 'active' | 'held',
  dueBy?: Date,
): Promise<Array<{ variant_id: string; quantity: number }>> {
  const statuses = which === 'active' ? sql`('active')` : sql`('active', 'converted')`;
  return rows(
    db,
    sql`UPDATE stock_reservations SET status = 'released'
        WHERE order_id = ${orderId} AND status IN ${statuses}
          ${dueBy ? sql`AND expires_at <= ${dueBy.toISOString()}` : sql``}
        RETURNING variant_id, quantity`,
  );
}

/** Active reservations turned into a sale; answers how many were converted. */
export async function convertReservations(db: Db, orderId: string): Promise<number> {
  const converted = await rows<{ id: string }>(
    db,
    sql`UPDATE stock_reservations SET status = 'converted' WHERE order_id = ${orderId} AND status = 'active' RETURNING id`,
  );
  return converted.length;
}

export async function countActiveReservations(db: Db, orderId: string, now: Date): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM stock_reservations
        WHERE order_id = ${orderId} AND status = 'active' AND expires_at > ${now.toISOString()}`,
  );
  return row?.n ?? 0;
}

function mapOrder(row: Record<string, unknown>): OrderRow {
  return {
    id: row.id,
    orderNumber: row.order_number,
    userId: row.user_id,
    type: row.type,
    status: row.status,
    paymentStatus: row.payment_status,
    totalPaise: row.total_paise,
    mrpTotalPaise: row.mrp_total_paise,
    address: row.address,
    razorpayOrderId: row.razorpay_order_id,
    paidAt: row.paid_at ? new Date(row.paid_at as string) : null,
    trackingNumber: row.tracking_number,
    carrier: row.carrier,
    shippedAt: row.shipped_at ? new Date(row.shipped_at as string) : null,
    deliveredAt: row.delivered_at ? new Date(row.delivered_at as string) : null,
    cancelledAt: row.cancelled_at ? new Date(row.cancelled_at as string) : null,
    failureReason: row.failure_reason,
    createdAt: new Date(row.created_at as string),
    updatedAt: new Date(row.updated_at as string),
  } as OrderRow;
}

/** One order, locked FOR UPDATE when `lock` (inside a transaction); null when missing. */
export async function findOrder(
  db: Db,
  where: { id: string } | { providerOrderId: string },
  lock = false,
): Promise<OrderRow | null> {
  const cond = 'id' in where ? sql`id = ${where.id}` : sql`razorpay_order_id = ${where.providerOrderId}`;
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT * FROM orders WHERE ${cond} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row ? mapOrder(row) : null;
}

/** Updates an order only while it is in `from`; null when it was not (someone else moved it). */
export async function moveOrder(
  db: Db,
  orderId: string,
  from: string,
  set: ReturnType<typeof sql>,
): Promise<OrderRow | null> {
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`UPDATE orders SET ${set}, updated_at = now() WHERE id = ${orderId} AND status = ${from} RETURNING *`,
  );
  return row ? mapOrder(row) : null;
}

export async function listLines(db: Db, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  const found = await rows<Record<string, unknown>>(
    db,
    sql`SELECT * FROM order_lines WHERE order_id IN (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY name, id`,
  );
  return found.map(
    (r) =>
      ({
        id: r.id,
        orderId: r.order_id,
        productId: r.product_id,
        variantId: r.variant_id,
        name: r.name,
        variantName: r.variant_name,
        sku: r.sku,
        image: r.image,
        unitPricePaise: r.unit_price_paise,
        mrpPaise: r.mrp_paise,
        quantity: r.quantity,
        lineTotalPaise: r.line_total_paise,
      }) as OrderLineRow,
  );
}

/** A user's orders, newest first. */
export async function listUserOrders(db: Db, userId: string): Promise<OrderRow[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`SELECT * FROM orders WHERE user_id = ${userId} ORDER BY created_at DESC, order_number DESC`,
  );
  return found.map(mapOrder);
}

/** The shopper's e-mail and name, for mails and the payment window's prefill. */
export async function findBuyer(db: Db, userId: string): Promise<{ email: string; name: string }> {
  const [row] = await rows<{ email: string; name: string }>(
    db,
    sql`SELECT email, name FROM users WHERE id = ${userId}`,
  );
  return row ?? { email: '', name: '' };
}
