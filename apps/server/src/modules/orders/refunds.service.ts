import { formatInr } from '@store/contracts/money';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../lib/payments/provider';
import { PermanentJobError } from '../jobs/job-worker';
import { insertJob } from '../jobs/jobs.repo';
import { findOrder, hasOrderEvent, insertOrderEvent } from './orders.repo';

export const REFUND_JOB = 'refund';

/**
 * Tries a refund gets before it is left failed for staff to see and retry: with the worker's
 * backoff (doubling to at most an hour) about a day of the provider refusing or being down.
 */
const REFUND_MAX_ATTEMPTS = 30;

/** A refund decided in a transaction, as its job carries it to the provider after commit. */
const refundPayload = z.object({
  orderId: z.string(),
  providerPaymentId: z.string(),
  amountPaise: z.number().int().positive(),
  /**
   * Unique among the payment's refunds: a try whose answer was lost (a timeout, a worker that died
   * before it recorded the outcome) finds the refund made under it instead of making a second.
   */
  receipt: z.string().min(1).max(40),
  /** The return this refund closes, whose refund id it fills in. */
  returnId: z.string().optional(),
  /** What staff see of the job. */
  summary: z.string(),
});
export type RefundIntent = Omit<z.input<typeof refundPayload>, 'summary'> & { orderNumber: string };

/**
 * Queues a refund in the caller's transaction `tx`, the one that decides it (a cancellation, a
 * return refunded, a late payment sent back): the provider is called only once that change has
 * committed, so money never leaves for a change that rolled back, and a provider that refuses or
 * is down delays the refund without losing it (docs/decisions/096).
 */
export async function queueRefund(tx: Db, intent: RefundIntent, now: Date): Promise<void> {
  const { orderNumber, ...rest } = intent;
  await insertJob(tx, {
    kind: REFUND_JOB,
    payload: refundPayload.parse({
      ...rest,
      summary: `Refund of ${formatInr(intent.amountPaise)} for order ${orderNumber} (${intent.receipt})`,
    }),
    maxAttempts: REFUND_MAX_ATTEMPTS,
    runAt: now,
  });
}

/**
 * The worker's half: makes the refund at the provider (a refusal or a network failure is a failed
 * try, tried again after a backoff) and records its outcome: the provider's refund id in the
 * order's history and on the return it closes. Answers what the done job keeps.
 */
/**
 * The key that makes the provider refund once whatever happens to the answers: the same on every
 * try of this refund, by any worker, and never the same for two refunds (receipts are unique
 * among a payment's refunds). Razorpay takes letters, digits, hyphens and underscores.
 */
export const refundIdempotencyKey = (providerPaymentId: string, receipt: string) =>
  `${providerPaymentId}-${receipt}`.replace(/[^A-Za-z0-9_-]/g, '_');

export async function runRefundJob(
  deps: {
    db: Db;
    payments: PaymentProvider;
    /** Writes the refund's id on the return it closes (the returns module's own table). */
    recordReturnRefund: (tx: Db, returnId: string, providerRefundId: string) => Promise<void>;
  },
  payload: unknown,
): Promise<unknown> {
  const parsed = refundPayload.safeParse(payload);
  // No try can mend a payload that is not a refund's: it is failed at once, and kept as it is.
  if (!parsed.success) throw new PermanentJobError(`Not a refund: ${parsed.error.message}`, payload);
  const job = parsed.data;
  const made = await deps.payments.refund(job.providerPaymentId, job.amountPaise, {
    receipt: job.receipt,
    idempotencyKey: refundIdempotencyKey(job.providerPaymentId, job.receipt),
  });
  if (made.amountPaise !== job.amountPaise) {
    // A refund under this receipt was made before with another amount: never a second on top.
    // The payload stays whole, so staff can look into it and retry once it is settled.
    throw new PermanentJobError(
      `The provider already holds refund ${made.id} of ${formatInr(made.amountPaise)} under ${job.receipt}`,
      payload,
    );
  }
  await deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, { id: job.orderId });
    if (!order) return;
    if (job.returnId) await deps.recordReturnRefund(tx, job.returnId, made.id);
    const note = `Refund ${made.id} of ${formatInr(made.amountPaise)} made by the payment provider (${job.receipt})`;
    // A try run again after it recorded (its worker died before marking the job done) writes nothing twice.
    if (!(await hasOrderEvent(tx, order.id, note))) {
      await insertOrderEvent(tx, { orderId: order.id, fromStatus: order.status, toStatus: order.status, note });
    }
  });
  // The done job keeps what staff and the order's history need to find it: nothing here is secret.
  return { summary: `${job.summary}: ${made.id}`, orderId: job.orderId, refundId: made.id };
}
