/** A payment order created at the provider for one of our orders. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: 'INR';
}

/** A refund made at the provider. */
export interface ProviderRefund {
  id: string;
  amountPaise: number;
}

/** What the store needs from a payment provider: Razorpay, or the built-in test mode. */
export interface PaymentProvider {
  kind: 'razorpay' | 'test';
  /** The public key the checkout window opens with. */
  keyId: string;
  /** Creates the provider's order for `amountPaise`; throws PaymentProviderError on failure. */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /**
   * Refunds `amountPaise` of a captured payment; answers the refund's id and amount. Idempotent:
   * a refund of the payment already made under `receipt` (one whose answer was lost to a timeout)
   * is answered instead of refunding again, and `idempotencyKey`, the same on every try, makes
   * two tries at once (two workers) refund once.
   */
  refund(
    paymentId: string,
    amountPaise: number,
    once: { receipt: string; idempotencyKey: string },
  ): Promise<ProviderRefund>;
  /** Checks the checkout window's signature of `orderId|paymentId`. */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean;
}

/** The provider refused or could not be reached; the message is for logs, not shoppers. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
