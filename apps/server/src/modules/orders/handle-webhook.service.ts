import { createHash } from 'node:crypto';
import { ORDER_MESSAGES } from '@store/contracts/orders';
import { AppError } from '../../lib/app-error';
import { verifyWebhookSignature } from '../../lib/payments/signatures';
import { markPaid } from './mark-paid.service';
import type { OrderDeps } from './order-deps';
import { recordPaymentFailure } from './payment-failure.service';
import { forgetPaymentEvent, storePaymentEvent } from './payments.repo';

interface RazorpayEvent {
  event?: string;
  payload?: {
    payment?: {
      entity?: {
        id?: string;
        order_id?: string;
        amount?: number;
        currency?: string;
        method?: string;
        error_description?: string;
      };
    };
    order?: { entity?: { id?: string; amount?: number; amount_paid?: number; currency?: string } };
  };
}

export interface WebhookDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

/**
 * A Razorpay webhook: the signature over the raw bytes first (400, nothing done, when wrong),
 * then the event id stored once (a repeat answers 'duplicate' and does nothing), then the event.
 */
export async function handleWebhook(
  deps: OrderDeps,
  webhookSecret: string | undefined,
  delivery: WebhookDelivery,
): Promise<{ outcome: string }> {
  if (!webhookSecret) throw new AppError('UNAVAILABLE', ORDER_MESSAGES.webhookNotConfigured);
  if (!delivery.signature || !verifyWebhookSignature(webhookSecret, delivery.rawBody, delivery.signature)) {
    throw new AppError('BAD_REQUEST', ORDER_MESSAGES.webhookSignature);
  }
  let event: RazorpayEvent;
  try {
    event = JSON.parse(delivery.rawBody.toString('utf8')) as RazorpayEvent;
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid webhook body');
  }
  const eventId = delivery.eventId || `sha256:${createHash('sha256').update(delivery.rawBody).digest('hex')}`;
  const type = typeof event.event === 'string' ? event.event : 'unknown';
  if (!(await storePaymentEvent(deps.db, { id: eventId, type, payload: event }))) return { outcome: 'duplicate' };
  try {
    return { outcome: await act(deps, type, event) };
  } catch (err) {
    // Not handled: forget the event so Razorpay's retry is acted on.
    await forgetPaymentEvent(deps.db, eventId);
    throw err;
  }
}

async function act(deps: OrderDeps, type: string, event: RazorpayEvent): Promise<string> {
  const payment = event.payload?.payment?.entity;
  const order = event.payload?.order?.entity;
  if (type === 'payment.captured' || type === 'order.paid') {
    const providerOrderId = type === 'order.paid' ? order?.id : payment?.order_id;
    if (!providerOrderId || !payment?.id) return 'ignored';
    const amount = type === 'order.paid' ? (order?.amount_paid ?? order?.amount) : payment.amount;
    const result = await markPaid(deps, {
      providerOrderId,
      paymentId: payment.id,
      amountPaise: typeof amount === 'number' ? amount : -1,
      currency: (type === 'order.paid' ? order?.currency : payment.currency) ?? '',
      method: payment.method ?? null,
      raw: event,
      source: 'webhook',
    });
    if (result.outcome === 'mismatch') deps.log.warn({ providerOrderId, amount }, 'webhook amount does not match');
    return result.outcome;
  }
  if (type === 'payment.failed') {
    if (!payment?.order_id) return 'ignored';
    try {
      const done = await recordPaymentFailure(
        deps,
        { providerOrderId: payment.order_id },
        payment.error_description ?? ORDER_MESSAGES.paymentFailed,
      );
      return done.recorded ? 'failure_recorded' : 'ignored';
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return 'not_found';
      throw err;
    }
  }
  return 'ignored';
}
