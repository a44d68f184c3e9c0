import { randomUUID } from 'node:crypto';
import { COURIER_MESSAGES, type ShipmentView } from '@store/contracts/couriers';
import { ORDER_MESSAGES } from '@store/contracts/orders';
import { AppError } from '../../lib/app-error';
import { CourierError, type PickupLocation, type Serviceability, type Shiprocket } from '../../lib/couriers/shiprocket';
import { PermanentJobError } from '../jobs/job-worker';
import { shipOrder } from '../orders/change-order-status.service';
import { noticeParcelTrouble } from '../staff-notices/staff-notices.service';
import type { OrderDeps } from '../orders/order-deps';
import { findOrder, insertOrderEvent, listLines, type OrderRow } from '../orders/orders.repo';
import { findOpenShipment, holdShipment, saveShipmentStep, type ShipmentRow } from './shipments.repo';
import {
  HOLD_MS,
  asAppError,
  assignAwbOnce,
  createOnce,
  holdBooking,
  needShiprocket,
  openBooking,
} from './booking-run';
import { callOffPayload } from './call-off';
import { kilograms, orderGrams, pickupLocation, shiprocketOrder } from './shiprocket-order';

/** What booking needs besides the orders' own: the aggregator, and where parcels leave from. */
export interface CourierDeps extends OrderDeps {
  shiprocket: Shiprocket | null;
  /** SHIPROCKET_PICKUP_LOCATION: the pickup location's name; unset, the account's primary one. */
  pickupLocation?: string | undefined;
  /** SHIPROCKET_WEBHOOK_TOKEN: what Shiprocket's tracking webhook sends as x-api-key; unset, it is refused. */
  webhookToken?: string | undefined;
}

async function loadOrder(deps: CourierDeps, orderId: string): Promise<OrderRow> {
  const order = await findOrder(deps.db, { id: orderId });
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  return order;
}

/** The couriers that serve the order's PIN from the pickup location, with the parcel they were asked about. */
export async function couriersForOrder(
  deps: CourierDeps,
  orderId: string,
): Promise<{ pickup: PickupLocation; deliveryPin: string; grams: number; options: Serviceability }> {
  const shiprocket = needShiprocket(deps);
  const order = await loadOrder(deps, orderId);
  const lines = await listLines(deps.db, [order.id]);
  try {
    const [pickup, grams] = await Promise.all([pickupLocation(deps, shiprocket), orderGrams(deps, lines)]);
    const options = await shiprocket.serviceability({
      pickupPin: pickup.pin,
      deliveryPin: order.address.pinCode,
      weightKg: kilograms(grams),
      cod: order.paymentMethod === 'cod',
      declaredValuePaise: order.totalPaise,
    });
    return { pickup, deliveryPin: order.address.pinCode, grams, options };
  } catch (err) {
    throw asAppError(err);
  }
}

/** Whether couriers can be booked here, and the order's booking as staff see it (null when none). */
export async function getShipment(
  deps: CourierDeps,
  orderId: string,
): Promise<{ bookable: boolean; shipment: ShipmentView | null }> {
  await loadOrder(deps, orderId);
  const row = await findOpenShipment(deps.db, { orderId });
  return { bookable: deps.shiprocket !== null, shipment: row ? viewShipment(row) : null };
}

export function viewShipment(row: ShipmentRow): ShipmentView {
  return {
    state: row.state,
    reference: row.reference,
    // Before the waybill, the courier staff chose (null: Shiprocket's choice), which a retry keeps.
    courier_id: row.courierId ?? row.chosenCourierId,
    courier_name: row.courierName,
    awb: row.awb,
    pickup_scheduled_at: row.pickupScheduledAt,
    label_url: row.labelUrl,
    manifest_url: row.manifestUrl,
    last_error: row.lastError,
    tracking_status: row.trackingStatus,
    tracking_at: row.trackingAt?.toISOString() ?? null,
  };
}

/**
 * Books the order with a courier through the aggregator: creates the order there, assigns the
 * waybill (the chosen courier, or the aggregator's recommendation), asks for the pickup, makes
 * the label and the manifest, then moves the order to shipped with the courier, waybill and
 * tracking page, which sends the shipped mail. Each step's answer is kept as it comes, and each
 * call is written in the order's history with its outcome.
 *
 * A booking cut off by a fault resumes from the step it reached when asked again. A step done at
 * the aggregator whose answer was lost is found again rather than done twice: a second order under
 * a new reference, the waybill read from the shipment's tracking, a pickup already queued taken as
 * booked. One run at a time holds the booking, and writes only while it holds it. The order must
 * still be being prepared before each call; an order cancelled meanwhile is cancelled at the
 * aggregator too. Nothing is marked shipped without a waybill, and no call is made inside a
 * database transaction.
 */
export async function bookShipment(
  deps: CourierDeps,
  orderId: string,
  actorId: string,
  chosenCourierId: number | null,
): Promise<{ shipment: ShipmentView; order: OrderRow }> {
  const shiprocket = needShiprocket(deps);
  const order = await loadOrder(deps, orderId);
  const open = await findOpenShipment(deps.db, { orderId: order.id });
  if (open?.state === 'booked') throw new AppError('CONFLICT', COURIER_MESSAGES.alreadyBooked(open.awb ?? ''));
  if (order.status !== 'processing') {
    if (open) await callOff(deps, shiprocket, open, order, actorId);
    throw new AppError('CONFLICT', COURIER_MESSAGES.notBookable(order.status));
  }
  const made =
    open ??
    (await openBooking(
      deps,
      { orderId: order.id },
      order.orderNumber,
      chosenCourierId,
      COURIER_MESSAGES.bookingUnderWay,
    ));
  const note = (text: string) =>
    insertOrderEvent(deps.db, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      actorId,
      note: text,
    });
  const run = await holdBooking(deps, made.id, COURIER_MESSAGES.bookingUnderWay, note, chosenCourierId);
  const { save } = run;
  let row = run.row;
  /** The order is still being prepared: a buyer or staff may have cancelled it since. */
  const stillPreparing = async () => {
    const now = await loadOrder(deps, order.id);
    if (now.status !== 'processing') throw new AppError('CONFLICT', COURIER_MESSAGES.notBookable(now.status));
  };

  let step = 'create the order at Shiprocket';
  try {
    if (!row.serviceShipmentId) {
      await stillPreparing();
      const created = await createOnce(
        order.orderNumber,
        row.reference,
        async (reference) => shiprocket.createOrder(await shiprocketOrder(deps, shiprocket, order, reference)),
        async (reference) => {
          row = await save({ reference });
        },
      );
      row = await save({ serviceOrderId: created.orderId, serviceShipmentId: created.shipmentId });
      await note(`Shiprocket: order ${created.orderId} created (shipment ${created.shipmentId})`);
    }
    const shipmentId = row.serviceShipmentId!;
    if (!row.awb) {
      step = 'assign a waybill';
      await stillPreparing();
      const chosen = row.chosenCourierId;
      const assigned = await assignAwbOnce(shiprocket, shipmentId, chosen, false);
      row = await save({ awb: assigned.awb, courierId: assigned.courierId, courierName: assigned.courierName });
      await note(`Shiprocket: waybill ${assigned.awb} with ${assigned.courierName}`);
    }
    if (!row.pickupScheduledAt) {
      step = 'book the pickup';
      await stillPreparing();
      const pickup = await shiprocket.requestPickup(shipmentId).catch((err: unknown) => {
        // Asked for before, its answer lost: the courier is coming already.
        if (err instanceof CourierError && err.status === 400 && /already/i.test(err.message)) {
          return { scheduledAt: null };
        }
        throw err;
      });
      row = await save({ pickupScheduledAt: pickup.scheduledAt ?? 'requested' });
      await note(`Shiprocket: pickup ${pickup.scheduledAt ? `on ${pickup.scheduledAt}` : 'requested'}`);
    }
    if (!row.labelUrl) {
      step = 'make the label';
      row = await save({ labelUrl: await shiprocket.label(shipmentId) });
    }
    if (!row.manifestUrl) {
      step = 'make the manifest';
      row = await save({ manifestUrl: await shiprocket.manifest(shipmentId, row.serviceOrderId!) });
      await note('Shiprocket: label and manifest ready');
    }
  } catch (err) {
    throw await run.fail(step, err);
  }

  try {
    const shipped = await shipOrder(deps, order.id, actorId, {
      tracking_number: row.awb!,
      carrier: row.courierName ?? 'Courier',
      tracking_url: COURIER_MESSAGES.trackingPage(row.awb!),
    });
    row = await save({ state: 'booked', lastError: null }, true);
    return { shipment: viewShipment(row), order: shipped };
  } catch (err) {
    // Cancelled while the courier was booked: the booking is called off at Shiprocket too.
    await shiprocket.cancelOrders([row.serviceOrderId!]).catch(() => undefined);
    const reason = err instanceof Error ? err.message : String(err);
    await run.settle({ state: 'cancelled', lastError: reason });
    await note(`Shiprocket: booking called off, the order could not ship: ${reason}`);
    throw err;
  }
}

/**
 * The outbox's half of a cancellation (call-off.ts): the cancelled order's booking is called off
 * at Shiprocket, so no courier comes for it. A booking another run holds, or Shiprocket down, is
 * a failed try, tried again after the outbox's backoff; Shiprocket refusing (the parcel picked up
 * meanwhile) fails the job for good, with its reason in the order's history.
 */
export async function runCallOffJob(deps: CourierDeps, payload: unknown): Promise<unknown> {
  const parsed = callOffPayload.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError(`Not a call-off: ${parsed.error.message}`, payload);
  const { orderId, summary } = parsed.data;
  const shiprocket = deps.shiprocket;
  const order = await findOrder(deps.db, { id: orderId });
  const open = order ? await findOpenShipment(deps.db, { orderId }) : null;
  if (!order || !open || order.status !== 'cancelled') return { summary, result: 'nothing to call off' };
  if (!shiprocket) throw new PermanentJobError(COURIER_MESSAGES.notConfigured, payload);
  const outcome = await callOff(deps, shiprocket, open, order, null);
  if (outcome === 'held') throw new Error('The booking is being worked on: tried again shortly');
  if (outcome instanceof CourierError && outcome.retry) throw outcome;
  if (outcome instanceof Error) {
    // Shiprocket would not: a courier may still come, which a person has to stop.
    await deps.db.transaction((tx) =>
      noticeParcelTrouble(tx, deps, order, {
        awb: open.awb ?? 'none yet',
        courier: 'Shiprocket',
        label: `Could not be called off: ${outcome.message}`,
        outcome: 'not-called-off',
      }),
    );
    throw new PermanentJobError(outcome.message, parsed.data);
  }
  return { summary, result: 'called off' };
}

/**
 * A booking whose order has moved on (cancelled, or shipped another way) is called off: the order
 * made at Shiprocket is cancelled there, so no courier comes for it. Answers 'held' when another
 * run holds the booking, the failure when Shiprocket would not, or 'done'.
 */
export async function callOff(
  deps: CourierDeps,
  shiprocket: Shiprocket,
  open: ShipmentRow,
  order: OrderRow,
  actorId: string | null,
): Promise<'done' | 'held' | Error> {
  const holder = randomUUID();
  if (!(await holdShipment(deps.db, open.id, holder, deps.now(), HOLD_MS))) return 'held';
  try {
    if (open.serviceOrderId) await shiprocket.cancelOrders([open.serviceOrderId]);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await saveShipmentStep(deps.db, open.id, holder, { lastError: `Could not call the booking off: ${reason}` }, true);
    // A refusal is written in the history; a fault worth retrying is tried again, not written each time.
    if (!(err instanceof CourierError && err.retry)) {
      await insertOrderEvent(deps.db, {
        orderId: order.id,
        fromStatus: order.status,
        toStatus: order.status,
        actorId,
        note: `Shiprocket: could not call the booking off: ${reason}`,
      });
    }
    return err instanceof Error ? err : new Error(reason);
  }
  await saveShipmentStep(deps.db, open.id, holder, { state: 'cancelled' }, true);
  const note = `Shiprocket: booking called off${open.serviceOrderId ? ` (order ${open.serviceOrderId} cancelled there)` : ''}`;
  await insertOrderEvent(deps.db, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    actorId,
    note,
  });
  return 'done';
}
