import { COURIER_MESSAGES } from '@store/contracts/couriers';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { PermanentJobError } from '../jobs/job-worker';
import { insertJob } from '../jobs/jobs.repo';
import { findOrder } from '../orders/orders.repo';
import { bookShipment, type CourierDeps } from './book-shipment.service';
import { findOpenShipment } from './shipments.repo';

/** The outbox job that books one order of many chosen at once (docs/couriers.md). */
export const COURIER_BOOK_JOB = 'courier-book';
/** Tried over some hours with the outbox's backoff while Shiprocket is down or slow. */
const BOOK_ATTEMPTS = 8;

const bookPayload = z.object({ orderId: z.string(), actorId: z.string(), summary: z.string() });

type OrderRef = { id: string; order_number: string };

/**
 * Queues a booking with the recommended courier for each order being prepared and not booked,
 * in one transaction; answers those queued and those left out with why. Each is booked by the
 * outbox in turn, as one order is from its page, and moves to shipped when booked: fifty
 * bookings of seven calls each would not fit in one request, and the outbox tries again those
 * that Shiprocket could not take at the moment.
 */
export async function queueBookings(
  deps: CourierDeps,
  orderIds: string[],
  actorId: string,
): Promise<{ queued: OrderRef[]; skipped: Array<OrderRef & { reason: string }> }> {
  if (!deps.shiprocket) throw new AppError('NOT_FOUND', COURIER_MESSAGES.notConfigured);
  return deps.db.transaction(async (tx) => {
    const queued: OrderRef[] = [];
    const skipped: Array<OrderRef & { reason: string }> = [];
    for (const id of orderIds) {
      const order = await findOrder(tx, { id });
      if (!order) {
        skipped.push({ id, order_number: '', reason: COURIER_MESSAGES.skippedUnknown });
        continue;
      }
      const ref = { id, order_number: order.orderNumber };
      const open = await findOpenShipment(tx, { orderId: id });
      if (open?.state === 'booked') {
        skipped.push({ ...ref, reason: COURIER_MESSAGES.skippedBooked(open.awb ?? '') });
      } else if (order.status !== 'processing') {
        skipped.push({ ...ref, reason: COURIER_MESSAGES.skippedNotPreparing(order.status) });
      } else {
        await insertJob(tx, {
          kind: COURIER_BOOK_JOB,
          payload: bookPayload.parse({
            orderId: id,
            actorId,
            summary: `Book a courier for order ${order.orderNumber}`,
          }),
          maxAttempts: BOOK_ATTEMPTS,
          runAt: deps.now(),
        });
        queued.push(ref);
      }
    }
    return { queued, skipped };
  });
}

/**
 * The outbox's half: books the order with the recommended courier. Shiprocket down or slow, or the
 * booking held by another run, is a failed try, tried again after the backoff; an order booked or
 * no longer being prepared meanwhile is done with nothing to do; Shiprocket refusing (a PIN no one
 * serves, an empty wallet) fails the job for good, its reason on the order's booking for staff.
 */
export async function runBookJob(deps: CourierDeps, payload: unknown): Promise<unknown> {
  const parsed = bookPayload.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError(`Not a booking: ${parsed.error.message}`, payload);
  const { orderId, actorId, summary } = parsed.data;
  try {
    const booked = await bookShipment(deps, orderId, actorId, null);
    return { summary, result: `Booked with ${booked.shipment.courier_name}: waybill ${booked.shipment.awb}` };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.code === 'UNAVAILABLE' || err.message === COURIER_MESSAGES.bookingUnderWay) throw err;
    if (err.code === 'CONFLICT') return { summary, result: err.message };
    // Kept whole, so staff can try it again from the Outbox once the reason is dealt with.
    throw new PermanentJobError(err.message, parsed.data);
  }
}
