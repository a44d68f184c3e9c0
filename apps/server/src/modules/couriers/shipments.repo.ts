import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipmentEvents, shipments } from '../../db/schema/couriers';

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

/** What a booking is for: an order's delivery, or a return's pickup from the buyer. */
export type BookingFor = { orderId: string; returnId?: undefined } | { orderId?: undefined; returnId: string };

/** Which bookings are `target`'s: its order's deliveries, or its return's pickups. */
const bookingsOf = (target: BookingFor) =>
  target.returnId
    ? eq(shipments.returnId, target.returnId)
    : and(eq(shipments.orderId, target.orderId!), isNull(shipments.returnId));

/** The order's delivery booking (or the return's pickup) that is not cancelled, if it has one. */
export async function findOpenShipment(db: Db, target: BookingFor): Promise<ShipmentRow | null> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(bookingsOf(target), ne(shipments.state, 'cancelled')));
  return row ?? null;
}

/** How many bookings the order's delivery (or the return's pickup) has had, cancelled ones included. */
export async function countShipments(db: Db, target: BookingFor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shipments).where(bookingsOf(target));
  return row?.n ?? 0;
}

/** The latest pickup booked or under way for each of these returns, by return id. */
export async function returnPickupsOf(db: Db, returnIds: readonly string[]): Promise<Map<string, ShipmentRow>> {
  if (returnIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(shipments)
    .where(and(inArray(shipments.returnId, [...returnIds]), ne(shipments.state, 'cancelled')));
  return new Map(rows.map((r) => [r.returnId!, r]));
}

/** A new booking, or null when another began first (one open booking per order's delivery, and per return). */
export async function insertShipment(
  db: Db,
  values: { orderId: string; returnId?: string; reference: string; chosenCourierId: number | null },
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

/** The booked parcel with this waybill (the latest, should a courier reuse one), or null. */
export async function findBookedShipmentByAwb(db: Db, awb: string): Promise<ShipmentRow | null> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.awb, awb), eq(shipments.state, 'booked')))
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  return row ?? null;
}

/** The booking under a row lock, in `tx`: its tracking events are kept one at a time. */
export async function lockShipment(tx: Db, id: string): Promise<ShipmentRow | null> {
  const [row] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
  return row ?? null;
}

/**
 * Keeps a tracking event unless the same (status and scan time) was kept before: null then.
 * Says whether it is the booking's first event of that status.
 */
export async function insertShipmentEvent(
  tx: Db,
  event: typeof shipmentEvents.$inferInsert,
): Promise<{ firstOfStatus: boolean } | null> {
  const [inserted] = await tx
    .insert(shipmentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: shipmentEvents.id });
  if (!inserted) return null;
  const [row] = await tx
    .select({ n: count() })
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.shipmentId, event.shipmentId), eq(shipmentEvents.statusId, event.statusId)));
  return { firstOfStatus: (row?.n ?? 0) === 1 };
}

/** The booking's latest status, unless one scanned later is kept already. */
export async function saveLatestTracking(
  tx: Db,
  id: string,
  latest: { statusId: number; status: string; at: Date },
): Promise<void> {
  await tx
    .update(shipments)
    .set({ trackingStatusId: latest.statusId, trackingStatus: latest.status, trackingAt: latest.at })
    .where(and(eq(shipments.id, id), or(isNull(shipments.trackingAt), sql`${shipments.trackingAt} <= ${latest.at}`)));
}

/**
 * Booked parcels still followed, with no news and not asked about since `quietSince`, the longest
 * unasked first.
 */
export async function listShipmentsToPoll(db: Db, quietSince: Date, limit: number): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.state, 'booked'),
        eq(shipments.trackingDone, false),
        sql`${shipments.awb} IS NOT NULL`,
        or(isNull(shipments.trackingAt), lt(shipments.trackingAt, quietSince)),
        or(isNull(shipments.polledAt), lt(shipments.polledAt, quietSince)),
      ),
    )
    .orderBy(sql`${shipments.polledAt} ASC NULLS FIRST`, asc(shipments.createdAt))
    .limit(limit);
}

/** A booking called off at the aggregator: no longer open, and followed no more. */
export async function cancelBooking(db: Db, id: string): Promise<void> {
  await db
    .update(shipments)
    .set({ state: 'cancelled', trackingDone: true, updatedAt: sql`now()` })
    .where(eq(shipments.id, id));
}

/** A parcel whose order is no longer on its way: the poll asks about it no more. */
export async function endTracking(db: Db, id: string): Promise<void> {
  await db.update(shipments).set({ trackingDone: true }).where(eq(shipments.id, id));
}

export async function markPolled(db: Db, id: string, at: Date): Promise<void> {
  await db.update(shipments).set({ polledAt: at }).where(eq(shipments.id, id));
}

/** A booking's tracking events, newest scan first. */
export async function listShipmentEvents(db: Db, shipmentId: string) {
  return db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(desc(shipmentEvents.happenedAt));
}

/** Where the order's booked parcel is, as the courier last said, or null before any news. */
export async function latestTrackingOf(
  db: Db,
  orderId: string,
): Promise<{ label: string; location: string; at: string } | null> {
  const [row] = await db
    .select({ label: shipmentEvents.status, location: shipmentEvents.location, at: shipmentEvents.happenedAt })
    .from(shipmentEvents)
    .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
    .where(and(eq(shipments.orderId, orderId), isNull(shipments.returnId), eq(shipments.state, 'booked')))
    .orderBy(desc(shipmentEvents.happenedAt), desc(shipmentEvents.createdAt))
    .limit(1);
  return row ? { label: row.label, location: row.location, at: row.at.toISOString() } : null;
}
