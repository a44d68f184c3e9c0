import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema/orders';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'createdAt'>;

/**
 * Records a payment once: the provider's payment id is unique, so a repeat inserts nothing.
 * Answers whether this call inserted it.
 */
export async function insertPaymentOnce(db: Db, payment: NewPayment): Promise<boolean> {
  const inserted = await db.insert(payments).values(payment).onConflictDoNothing().returning({ id: payments.id });
  return inserted.length > 0;
}

/** The order's captured payment, if any. */
export async function findCapturedPayment(db: Db, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')));
  return row ?? null;
}

export async function markPaymentRefunded(db: Db, paymentId: string): Promise<void> {
  await db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, paymentId));
}

/** The order's payments, oldest first. */
export function listPayments(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** Stores a provider event id once; false when it was already stored (a repeat delivery). */
export async function storePaymentEvent(
  db: Db,
  event: { id: string; type: string; payload: unknown },
): Promise<boolean> {
  const stored = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return stored.length > 0;
}

/** Forgets a stored event, so the provider's retry of it is acted on. */
export async function forgetPaymentEvent(db: Db, id: string): Promise<void> {
  await db.delete(paymentEvents).where(eq(paymentEvents.id, id));
}
