import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orderLines, orders, type AddressSnapshot } from '../../db/schema/orders';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/**
 * The columns of an order that a move may set besides its status. Only the transition function
 * (order-transitions.ts) passes these to `updateOrderIfIn`.
 */
export type OrderChanges = Partial<
  Pick<
    typeof orders.$inferInsert,
    | 'paymentStatus'
    | 'paidAt'
    | 'trackingNumber'
    | 'carrier'
    | 'trackingUrl'
    | 'shippedAt'
    | 'deliveredAt'
    | 'cancelledAt'
    | 'failureReason'
    | 'cashCollectedAt'
    | 'cashRemittance'
    | 'deliveryRefusedAt'
  >
>;

export interface NewOrder {
  userId: string;
  type: 'single' | 'cart';
  totalPaise: number;
  mrpTotalPaise: number;
  address: AddressSnapshot;
  /** Where it was placed from; null when unknown. */
  clientAddress: string | null;
  /** Days from payment to delivery for the address's zone (docs/india.md). */
  deliveryDays: number;
  /** A business buyer's GSTIN, name and billing address (null: the delivery address). */
  buyerGstin?: string | null;
  businessName?: string | null;
  billingAddress?: AddressSnapshot | null;
  /** The discount code entered and what it took off `totalPaise` already (docs/decisions/078). */
  discountCode?: string | null;
  discountPaise?: number;
  /** Online (the default) or cash on delivery, and the charges inside `totalPaise` (docs/decisions/111). */
  paymentMethod?: 'online' | 'cod';
  shippingPaise?: number;
  codFeePaise?: number;
  /** A cash order starts in processing, confirmed by its code; an online one waits for payment. */
  status?: 'pending_payment' | 'processing';
}

export async function insertOrder(db: Db, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

export async function insertOrderLines(db: Db, lines: Array<typeof orderLines.$inferInsert>): Promise<void> {
  await db.insert(orderLines).values(lines);
}

export async function insertOrderEvent(
  db: Db,
  event: { orderId: string; fromStatus: string | null; toStatus: string; actorId?: string | null; note?: string },
): Promise<void> {
  await db.insert(orderEvents).values({ ...event, actorId: event.actorId ?? null, note: event.note ?? null });
}

/** Whether the order's history already holds a line with this note. */
export async function hasOrderEvent(db: Db, orderId: string, note: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.note, note)))
    .limit(1);
  return row !== undefined;
}

/** The address an order's stock is now held from (a retry from elsewhere moves it). */
export async function setClientAddress(db: Db, orderId: string, clientAddress: string | null): Promise<void> {
  await db.update(orders).set({ clientAddress }).where(eq(orders.id, orderId));
}

export async function setProviderOrderId(db: Db, orderId: string, providerOrderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ razorpayOrderId: providerOrderId, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** One order, locked FOR UPDATE when `lock` (inside a transaction); null when missing. */
export async function findOrder(
  db: Db,
  where: { id: string } | { providerOrderId: string },
  lock = false,
): Promise<OrderRow | null> {
  const cond = 'id' in where ? eq(orders.id, where.id) : eq(orders.razorpayOrderId, where.providerOrderId);
  const query = db.select().from(orders).where(cond);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** These orders by number, locked for update in id order (unknown numbers are left out). */
export function lockOrdersByNumber(db: Db, numbers: readonly string[]): Promise<OrderRow[]> {
  if (numbers.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orders)
    .where(inArray(orders.orderNumber, [...numbers]))
    .orderBy(asc(orders.id))
    .for('update');
}

/** These orders, in no particular order (unknown ids are left out). */
export function findOrdersByIds(db: Db, ids: readonly string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
}

/**
 * Sets the status and `changes` only while the order is still in `from`; null when it was not
 * (someone else moved it first). Called by the transition function alone.
 */
export async function updateOrderIfIn(
  db: Db,
  orderId: string,
  from: OrderRow['status'],
  set: OrderChanges & { status: OrderRow['status'] },
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning();
  return row ?? null;
}

export async function listLines(db: Db, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.name), asc(orderLines.id));
}

/** A user's orders, newest first. */
export function listUserOrders(db: Db, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
}

/** The order's history, oldest first. */
export function listEvents(db: Db, orderId: string): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/**
 * Staff reset a customer's refusals: the addresses of the cash parcels they refused are no longer
 * held against cash on delivery either. The refusals stay in each order's history.
 */
export async function forgetRefusalsOf(db: Db, userId: string): Promise<void> {
  await db
    .update(orders)
    .set({ deliveryRefusedAt: null, updatedAt: new Date() })
    .where(and(eq(orders.userId, userId), isNotNull(orders.deliveryRefusedAt)));
}
