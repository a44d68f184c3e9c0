import { and, count, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema/couriers';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentStep = Partial<
  Pick<
    ShipmentRow,
    | 'state'
    | 'reference'
    | 'chosenCourierId'
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
 * Holds the booking for `ms` for the run `holder`, unless another run holds it; answers the booking
 * as it now stands, or null. The hold lapses by itself, so a server that stops mid-booking does
 * not keep the order from being booked.
 */
export async function holdShipment(
  db: Db,
  id: string,
  holder: string,
  at: Date,
  ms: number,
): Promise<ShipmentRow | null> {
  const [row] = await db
    .update(shipments)
    .set({ lockedBy: holder, lockedUntil: new Date(at.getTime() + ms) })
    .where(
      and(
        eq(shipments.id, id),
        or(isNull(shipments.lockedUntil), lt(shipments.lockedUntil, at), eq(shipments.lockedBy, holder)),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Keeps what a step answered, and lets the hold go when `release`; only while `holder` holds the
 * booking. Answers the booking, or null when another run took it over (its hold had lapsed).
 */
export async function saveShipmentStep(
  db: Db,
  id: string,
  holder: string,
  step: ShipmentStep,
  release = false,
): Promise<ShipmentRow | null> {
  const [row] = await db
    .update(shipments)
    .set({ ...step, updatedAt: sql`now()`, ...(release ? { lockedBy: null, lockedUntil: null } : {}) })
    .where(and(eq(shipments.id, id), eq(shipments.lockedBy, holder)))
    .returning();
  return row ?? null;
}
