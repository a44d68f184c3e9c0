import { randomUUID } from 'node:crypto';
import { COURIER_MESSAGES } from '@store/contracts/couriers';
import { AppError } from '../../lib/app-error';
import { CourierError, type Shiprocket } from '../../lib/couriers/shiprocket';
import type { CourierDeps } from './book-shipment.service';
import {
  countShipments,
  holdShipment,
  insertShipment,
  saveShipmentStep,
  type ShipmentRow,
  type ShipmentStep,
} from './shipments.repo';

// The steps every courier booking walks the same way, a delivery's and a return's pickup
// (docs/couriers.md): opening it, one run's hold of it, the order made at Shiprocket once, and the
// waybill found again when its answer was lost.

/**
 * How long one run holds a booking while it walks its steps, longer than its seven calls at their
 * 15 s timeout each with a login; it lapses if the server stops.
 */
export const HOLD_MS = 10 * 60_000;

export function needShiprocket(deps: CourierDeps): Shiprocket {
  if (!deps.shiprocket) throw new AppError('NOT_FOUND', COURIER_MESSAGES.notConfigured);
  return deps.shiprocket;
}

/** A CourierError as staff see it: the aggregator's reason, 502 (or 503 when trying later may help). */
export function asAppError(err: unknown): unknown {
  if (!(err instanceof CourierError)) return err;
  return new AppError(err.retry ? 'UNAVAILABLE' : 'PAYMENT_PROVIDER', err.message);
}

/**
 * Creates the order (or the return) at Shiprocket under `reference` with `make`. Refused as a
 * reference already taken (an earlier try whose answer was lost made it), it is made once more
 * under a new reference (`base` and a suffix), which `keep` stores first: the earlier one is left
 * unbooked there, with no waybill and no pickup.
 */
export async function createOnce(
  base: string,
  reference: string,
  make: (reference: string) => Promise<{ orderId: string; shipmentId: string }>,
  keep: (reference: string) => Promise<void>,
): Promise<{ orderId: string; shipmentId: string }> {
  try {
    return await make(reference);
  } catch (err) {
    if (!(err instanceof CourierError && /already been taken/i.test(err.message))) throw err;
    const next = `${base}-${randomUUID().slice(0, 8)}`;
    await keep(next);
    return make(next);
  }
}

/** Assigns the waybill; one assigned before whose answer was lost is read from the shipment's tracking. */
export async function assignAwbOnce(
  shiprocket: Shiprocket,
  shipmentId: string,
  chosen: number | null,
  isReturn: boolean,
) {
  return shiprocket.assignAwb(shipmentId, chosen, isReturn).catch(async (err: unknown) => {
    const found = await shiprocket.awbOf(shipmentId).catch(() => null);
    if (!found) throw err;
    return { ...found, courierId: chosen, pickupScheduledAt: null };
  });
}

/**
 * A new booking for `target` (an order's delivery, or a return's pickup) under `base`, with `-2`,
 * `-3` after bookings called off; `underWay` when another began first (one open booking each).
 */
export async function openBooking(
  deps: CourierDeps,
  target: { orderId: string; returnId?: string },
  base: string,
  chosenCourierId: number | null,
  underWay: string,
): Promise<ShipmentRow> {
  const earlier = await countShipments(
    deps.db,
    target.returnId ? { returnId: target.returnId } : { orderId: target.orderId },
  );
  const made = await insertShipment(deps.db, {
    ...target,
    reference: earlier === 0 ? base : `${base}-${earlier + 1}`,
    chosenCourierId,
  });
  if (!made) throw new AppError('CONFLICT', underWay);
  return made;
}

/**
 * One run's hold of a booking (`underWay` when another run holds it): each step's answer saved
 * while held, and a step that failed written for staff, on the booking and through `note`, with
 * the hold let go; `fail` answers the error to throw. Staff may choose another courier
 * (`chosenCourierId`) until the waybill is assigned.
 */
export async function holdBooking(
  deps: CourierDeps,
  bookingId: string,
  underWay: string,
  note: (text: string) => Promise<unknown>,
  chosenCourierId: number | null,
) {
  const holder = randomUUID();
  const held = await holdShipment(deps.db, bookingId, holder, deps.now(), HOLD_MS);
  if (!held) throw new AppError('CONFLICT', underWay);
  /** Keeps a step's answer (in `db`, a transaction's maybe); a run whose hold lapsed and was taken over stops. */
  const save = async (step: ShipmentStep, release = false, db = deps.db) => {
    const saved = await saveShipmentStep(db, bookingId, holder, step, release);
    if (!saved) throw new AppError('CONFLICT', underWay);
    return saved;
  };
  /** Keeps a last word and lets the hold go, whether or not the run still holds it. */
  const settle = (step: ShipmentStep) => saveShipmentStep(deps.db, bookingId, holder, step, true);
  const fail = async (step: string, err: unknown) => {
    const reason = err instanceof Error ? err.message : String(err);
    await saveShipmentStep(deps.db, bookingId, holder, { lastError: `Could not ${step}: ${reason}` }, true);
    await note(`Shiprocket: could not ${step}: ${reason}`);
    return asAppError(err);
  };
  const chooses = !held.awb && chosenCourierId !== null && chosenCourierId !== held.chosenCourierId;
  const row = chooses ? await save({ chosenCourierId }) : held;
  return { row, save, settle, fail };
}
