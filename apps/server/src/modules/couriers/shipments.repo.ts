import { and, count, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema/couriers';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentStep = Partial<
  Pick<
    ShipmentRow,
    | 'state'
    | 'reference'
    | 'serviceOrderId'
    | 'serviceShipmentId'
    | 'courierId'
    | 'courierName'
    | 'awb'
    | 'pickupScheduledAt'
    | 'labelUrl'
    | 'manifestUrl'
    | 'lastError'
  >
>;

/** The order's booking that is not cancelled, if it has one. */
export async function findOpenShipment(db: Db, orderId: string): Promise<ShipmentRow | null> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), ne(shipments.state, 'cancelled')));
  return row ?? null;
}

/** How many bookings the order has had, cancelled ones included. */
export async function countShipments(db: Db, orderId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shipments).where(eq(shipments.orderId, orderId));
  return row?.n ?? 0;
}

/** A new booking, or null when another began first (one open booking per order). */
export async function insertShipment(
  db: Db,
  values: { orderId: string; reference: string; chosenCourierId: number | null },
): Promise<ShipmentRow | null> {
  const [row] = await db.insert(shipments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Holds the booking for `ms` unless another server holds it; says whether it was taken. The hold
 * lapses by itself, so a server that stops mid-booking does not keep the order from being booked.
 */
export async function holdShipment(db: Db, id: string, at: Date, ms: number): Promise<boolean> {
  const rows = await db
    .update(shipments)
    .set({ lockedUntil: new Date(at.getTime() + ms) })
    .where(and(eq(shipments.id, id), or(isNull(shipments.lockedUntil), lt(shipments.lockedUntil, at))))
    .returning({ id: shipments.id });
  return rows.length === 1;
}

/** Keeps what a step answered (and lets the hold go when `release`). */
export async function saveShipmentStep(db: Db, id: string, step: ShipmentStep, release = false): Promise<ShipmentRow> {
  const [row] = await db
    .update(shipments)
    .set({ ...step, updatedAt: sql`now()`, ...(release ? { lockedUntil: null } : {}) })
    .where(eq(shipments.id, id))
    .returning();
  return row!;
}
