import { z } from 'zod';
import type { Db } from '../../db/client';
import { insertJob } from '../jobs/jobs.repo';
import { findOpenShipment } from './shipments.repo';

/** The outbox job that calls a cancelled order's booking off at Shiprocket (docs/couriers.md). */
export const COURIER_CALL_OFF_JOB = 'courier-call-off';
/** Tried over about a day with the outbox's backoff: Shiprocket down for hours still gets told. */
const CALL_OFF_ATTEMPTS = 12;

export const callOffPayload = z.object({ orderId: z.string(), summary: z.string() });

/**
 * Queues, in the cancellation's transaction, the call that tells Shiprocket to send no courier
 * for the order, when it has a booking here whose parcel no courier has picked up: one being
 * booked, or booked and not yet scanned as picked up. A parcel already moving (or brought back)
 * cannot be called off by cancelling; its return is the courier's.
 */
export async function queueCallOff(tx: Db, order: { id: string; orderNumber: string }, now: Date): Promise<void> {
  const open = await findOpenShipment(tx, { orderId: order.id });
  if (!open || pickedUp(open.trackingStatusId)) return;
  await insertJob(tx, {
    kind: COURIER_CALL_OFF_JOB,
    payload: callOffPayload.parse({
      orderId: order.id,
      summary: `Call off the courier booked for order ${order.orderNumber}`,
    }),
    maxAttempts: CALL_OFF_ATTEMPTS,
    runAt: now,
  });
}

/**
 * Shiprocket's statuses of a parcel a courier has: picked up, in transit, delayed, at the
 * destination hub, out for delivery, delivered, not delivered, on its way back or back, lost.
 * Every other status (none yet, booked, out for pickup, a pickup rescheduled or failed, and any
 * not known here) is called off, and Shiprocket refusing is written in the order's history.
 */
const PICKED_UP = new Set([42, 18, 22, 38, 17, 7, 21, 9, 10, 12, 14, 46]);
export const pickedUp = (statusId: number | null) => statusId !== null && PICKED_UP.has(statusId);
