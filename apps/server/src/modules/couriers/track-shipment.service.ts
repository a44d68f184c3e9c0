import { AppError } from '../../lib/app-error';
import { CourierError, type TrackingEvent } from '../../lib/couriers/shiprocket';
import { cancelOrder, deliverOrder, recordRefusedDelivery } from '../orders/change-order-status.service';
import { findOrder, insertOrderEvent, type OrderRow } from '../orders/orders.repo';
import { findReturn } from '../returns/returns.repo';
import { noticeParcelTrouble } from '../staff-notices/staff-notices.service';
import type { CourierDeps } from './book-shipment.service';
import {
  cancelBooking,
  endTracking,
  findBookedShipmentByAwb,
  insertShipmentEvent,
  listShipmentsToPoll,
  lockShipment,
  markPolled,
  saveLatestTracking,
  type ShipmentRow,
} from './shipments.repo';

/**
 * What the store makes of each of Shiprocket's shipment statuses (`shipment_status_id`), in the
 * words the order's history and the buyer's page use. `delivered` moves the order to delivered;
 * `returned` (the parcel back at the shop) cancels it; `trouble` tells staff. The rest is only
 * where the parcel is. A status not listed is kept in the courier's own words and acts on nothing.
 */
const STATUSES = new Map<number, { label: string; act?: 'delivered' | 'returned' | 'trouble' }>([
  [6, { label: 'Shipped' }],
  [19, { label: 'Out for pickup' }],
  [15, { label: 'Pickup rescheduled' }],
  [13, { label: 'Pickup failed' }],
  [20, { label: 'Pickup exception' }],
  [42, { label: 'Picked up' }],
  [18, { label: 'In transit' }],
  [22, { label: 'Delayed' }],
  [38, { label: 'At the destination hub' }],
  [17, { label: 'Out for delivery' }],
  [7, { label: 'Delivered', act: 'delivered' }],
  [21, { label: 'Delivery attempted, not delivered', act: 'trouble' }],
  [9, { label: 'Returning to the shop', act: 'trouble' }],
  [10, { label: 'Returned to the shop', act: 'returned' }],
  [8, { label: 'Booking cancelled at Shiprocket', act: 'trouble' }],
  [12, { label: 'Lost', act: 'trouble' }],
]);

/** Where a return's parcel goes the other way: to the shop, and back to the buyer when it cannot come. */
const RETURN_WORDS = new Map<number, string>([
  [7, 'Delivered to the shop'],
  [9, 'Going back to the buyer'],
  [10, 'Back with the buyer'],
]);

/**
 * The words for a status: the store's, or the courier's for one it does not know. A return's
 * pickup (`forReturn`) is delivered to the shop, not to the buyer.
 */
export function trackingLabel(statusId: number, courierWords: string, forReturn = false): string {
  const returnWords = forReturn ? RETURN_WORDS.get(statusId) : undefined;
  if (returnWords) return returnWords;
  return STATUSES.get(statusId)?.label ?? (courierWords.trim() || `Status ${statusId}`);
}

export type TrackingOutcome =
  /** Heard before (the same status at the same scan time): nothing written again. */
  | 'again'
  /** Kept, and acted on when its status asks for it. */
  | 'kept'
  /** No booking here has that waybill. */
  | 'unknown';

/**
 * A courier's status of a parcel, from the webhook or the poll. Kept once per booking, status and
 * scan time, under the booking's row lock, so that the same event sent many times, to any server,
 * writes one line in the order's history and tells staff once; the booking's latest status is the
 * one scanned last, whatever order the events come in. Then what the status asks is done: a
 * delivered parcel delivers the order, one back at the shop cancels it (stock back; a cash order
 * counted as refused, a paid one refunded). Those moves are made whenever the status is heard,
 * again included, and each is made once by the order's own status: so one whose first hearing was
 * cut off by a crash is made on the next, which the poll brings.
 */
export async function applyTracking(
  deps: CourierDeps,
  awb: string,
  event: TrackingEvent,
  source: 'webhook' | 'poll',
): Promise<TrackingOutcome> {
  const found = await findBookedShipmentByAwb(deps.db, awb);
  if (!found) return 'unknown';
  const now = deps.now();
  // A courier's clock a little ahead is taken as now: a time to come would hold the status.
  const at = event.at && event.at < now ? event.at : now;
  const forReturn = found.returnId !== null;
  const meaning = STATUSES.get(event.statusId);
  const label = trackingLabel(event.statusId, event.status, forReturn);

  const kept = await deps.db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, found.id);
    if (!shipment) return null;
    // Without a scan time, the same status as the latest is the same event heard again.
    if (!event.at && shipment.trackingStatusId === event.statusId) return null;
    const first = await insertShipmentEvent(tx, {
      shipmentId: shipment.id,
      statusId: event.statusId,
      status: label,
      happenedAt: at,
      location: event.location,
      activity: event.activity,
      source,
    });
    if (!first) return null;
    await saveLatestTracking(tx, shipment.id, { statusId: event.statusId, status: label, at });
    const order = await findOrder(tx, { id: shipment.orderId });
    if (!order) return null;
    const where = event.location ? ` at ${event.location}` : '';
    // A return's pickup only says where the parcel is: staff mark it received once they open it.
    const ret = shipment.returnId ? await findReturn(tx, shipment.returnId) : null;
    await insertOrderEvent(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      note: `${ret ? `Return ${ret.returnNumber} courier` : 'Courier'}: ${label}${where}`,
    });
    if (forReturn) {
      // Delivered to the shop: nothing more to follow. Cancelled at Shiprocket (by staff in its
      // panel, or by the courier): the pickup is over, the buyer no longer told a courier comes,
      // and staff may book another.
      if (event.statusId === 7) await endTracking(tx, shipment.id);
      if (event.statusId === 8) await cancelBooking(tx, shipment.id);
      return { order, shipment };
    }
    // Staff hear of each kind of trouble once per parcel: a second failed attempt is in its history.
    // A parcel delivered or brought back when its order is no longer on its way (cancelled after
    // pickup, say) is trouble too: the buyer may have the goods and the refund.
    const late = (meaning?.act === 'delivered' || meaning?.act === 'returned') && order.status !== 'shipped';
    const trouble = meaning?.act === 'trouble' || meaning?.act === 'returned' || late;
    if (trouble && first.firstOfStatus) {
      await noticeParcelTrouble(tx, deps, order, {
        awb,
        courier: shipment.courierName ?? 'The courier',
        label,
        outcome: late
          ? 'late'
          : meaning?.act === 'returned'
            ? order.paymentMethod === 'cod'
              ? 'back-cash'
              : 'back-paid'
            : 'trouble',
      });
    }
    return { order, shipment };
  });

  if (!forReturn) await act(deps, found, meaning?.act, label);
  return kept ? 'kept' : 'again';
}

/** Moves the order as a delivered or returned parcel asks, if it has not moved already. */
async function act(deps: CourierDeps, shipment: ShipmentRow, what: string | undefined, label: string) {
  if (what !== 'delivered' && what !== 'returned') return;
  const order = await findOrder(deps.db, { id: shipment.orderId });
  if (!order || order.status !== 'shipped') return;
  try {
    if (what === 'delivered') await deliverOrder(deps, order.id, null);
    else await returnedToShop(deps, order, label);
  } catch (err) {
    // Moved meanwhile by another server hearing the same, or by staff: the status already says so.
    if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
  }
}

/**
 * A parcel the courier brought back (RTO): its stock returns and its invoice is reversed. A cash
 * order was never paid: it counts as a refused delivery on the buyer, as staff would record it
 * (docs/decisions/111). A paid order is refunded in full, as a cancellation by staff would be.
 */
function returnedToShop(deps: CourierDeps, order: OrderRow, label: string): Promise<OrderRow> {
  if (order.paymentMethod === 'cod') return recordRefusedDelivery(deps, order.id, null, `${label} by the courier`);
  return cancelOrder(deps, order.id, { by: 'staff', actorId: null }, `${label} by the courier: refunded in full`);
}

/** How often the tracking poll runs, on one server. */
export const COURIER_POLL_EVERY_MS = 30 * 60_000;
/** How long a parcel may go without news before the poll asks the courier about it. */
export const POLL_QUIET_MS = 2 * 60 * 60_000;
/** Parcels asked about in one run of the poll, the longest unasked first. */
const POLL_BATCH = 50;

/**
 * The tracking poll: asks Shiprocket where each shipped parcel is that has had no news for two
 * hours, and keeps what it says as the webhook's events are kept, so a missed webhook is made up.
 * A parcel whose order is no longer shipped (a return's pickup: whose return is no longer approved,
 * awaiting its parcel) is followed no more. A service down or slow stops
 * the run, to be tried in the next.
 */
export async function pollTracking(deps: CourierDeps): Promise<{ result: string; done: number }> {
  if (!deps.shiprocket) return { result: 'couriers are not booked here', done: 0 };
  const now = deps.now();
  const due = await listShipmentsToPoll(deps.db, new Date(now.getTime() - POLL_QUIET_MS), POLL_BATCH);
  let heard = 0;
  for (const shipment of due) {
    // Delivered or cancelled since, by the webhook or by staff (a return's pickup: received), followed no more.
    const following = shipment.returnId
      ? (await findReturn(deps.db, shipment.returnId))?.status === 'approved'
      : (await findOrder(deps.db, { id: shipment.orderId }))?.status === 'shipped';
    if (!following) {
      await endTracking(deps.db, shipment.id);
      continue;
    }
    // Marked first: a waybill Shiprocket keeps failing on goes to the back, not first every run.
    await markPolled(deps.db, shipment.id, now);
    let event: TrackingEvent | null = null;
    try {
      event = await deps.shiprocket.trackAwb(shipment.awb!);
    } catch (err) {
      // Down or slow: the rest wait for the next run, still due.
      if (err instanceof CourierError && err.retry) {
        return { result: `${heard} of ${due.length} parcels had news; Shiprocket: ${err.message}`, done: heard };
      }
      deps.log.warn({ err, awb: shipment.awb }, 'a parcel could not be tracked');
    }
    if (event && (await applyTracking(deps, shipment.awb!, event, 'poll')) === 'kept') heard += 1;
  }
  return { result: `${heard} of ${due.length} parcels had news`, done: heard };
}
