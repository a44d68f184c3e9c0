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
 * booked, or booked and not yet scanned past pickup. A parcel already moving (or brought back)
 * cannot be called off by cancelling; its return is the courier's.
 */
export async function queueCallOff(tx: Db, order: { id: string; orderNumber: string }, now: Date): Promise<void> {
  const open = await findOpenShipment(tx, order.id);
  if (!open || !notPickedUp(open.trackingStatusId)) return;
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

/** Shiprocket's statuses before a courier has the parcel: none yet, shipped (booked), out for pickup. */
export const notPickedUp = (statusId: number | null) => statusId === null || statusId === 6 || statusId === 19;
