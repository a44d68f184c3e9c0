import type { PaymentProvider, ProviderOrder } from './provider';
import { PaymentProviderError } from './provider';
import { verifyPaymentSignature } from './signatures';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  /** Default https://api.razorpay.com; tests point it at a local server. */
  apiUrl?: string | undefined;
  timeoutMs?: number;
}

/** The parts of Razorpay's refund entity the store reads. */
interface RazorpayRefund {
  id?: unknown;
  amount?: unknown;
  receipt?: unknown;
  /** pending, processed or failed: a failed refund gave nothing back. */
  status?: unknown;
}

/** Razorpay through its REST API (Orders and Refunds) with basic auth, using fetch. */
export function createRazorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const base = (settings.apiUrl ?? 'https://api.razorpay.com').replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    return send<T>('POST', path, body, headers);
  }

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new PaymentProviderError(`Razorpay unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) throw new PaymentProviderError(`Razorpay ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new PaymentProviderError(`Razorpay ${path} answered invalid JSON`);
    }
  }

  return {
    kind: 'razorpay',
    keyId: settings.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await post<{ id?: unknown; amount?: unknown; currency?: unknown }>('/v1/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      });
      if (typeof order.id !== 'string' || order.amount !== amountPaise || order.currency !== 'INR') {
        throw new PaymentProviderError('Razorpay answered an order that does not match');
      }
      return { id: order.id, amount: amountPaise, currency: 'INR' } satisfies ProviderOrder;
    },
    async refund(paymentId, amountPaise, { receipt, idempotencyKey }) {
      const payment = `/v1/payments/${encodeURIComponent(paymentId)}`;
      // A refund made before whose answer was lost (a timeout) is reused, not made twice; one
      // that failed gave nothing back and does not count.
      const made = await send<{ items?: RazorpayRefund[] }>('GET', `${payment}/refunds?count=100`);
      const found = (made.items ?? []).find((r) => r.receipt === receipt && r.status !== 'failed');
      if (found && typeof found.id === 'string' && typeof found.amount === 'number') {
        return { id: found.id, amountPaise: found.amount };
      }
      // Two tries at once (two servers' workers) both find none: the idempotency key makes
      // Razorpay refund once and answer the second with the same refund (or 409 while the first
      // is still being made, a failed try that the next one settles).
      const refund = await post<RazorpayRefund>(
        `${payment}/refund`,
        { amount: amountPaise, receipt, notes: { receipt } },
        { 'x-refund-idempotency': idempotencyKey },
      );
      if (typeof refund.id !== 'string') throw new PaymentProviderError('Razorpay answered a refund without an id');
      if (refund.status === 'failed') throw new PaymentProviderError(`Razorpay refund ${refund.id} failed`);
      if (typeof refund.amount === 'number' && refund.amount !== amountPaise) {
        return { id: refund.id, amountPaise: refund.amount };
      }
      return { id: refund.id, amountPaise };
    },
    verifyPayment: (orderId, paymentId, signature) =>
      verifyPaymentSignature(settings.keySecret, orderId, paymentId, signature),
  };
}
