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

/** Razorpay through its REST API (Orders and Refunds) with basic auth, using fetch. */
export function createRazorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const base = (settings.apiUrl ?? 'https://api.razorpay.com').replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function post<T>(path: string, body: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
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
    async refund(paymentId, amountPaise) {
      const refund = await post<{ id?: unknown }>(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        amount: amountPaise,
      });
      if (typeof refund.id !== 'string') throw new PaymentProviderError('Razorpay answered a refund without an id');
      return { id: refund.id };
    },
    verifyPayment: (orderId, paymentId, signature) =>
      verifyPaymentSignature(settings.keySecret, orderId, paymentId, signature),
  };
}
