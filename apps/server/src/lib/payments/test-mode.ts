import { createHmac, randomBytes } from 'node:crypto';
import type { TestPaymentMethod } from '@store/contracts/orders';
import type { PaymentProvider } from './provider';
import { paymentSignature, verifyPaymentSignature } from './signatures';

export const TEST_MODE_KEY = 'rzp_test_mode';

/** The built-in provider used when no Razorpay keys are set; it also signs the test window's payments. */
export interface TestModeProvider extends PaymentProvider {
  kind: 'test';
  /** Creates a payment id (carrying the method chosen) and signs it exactly as Razorpay would. */
  pay(
    orderId: string,
    method?: TestPaymentMethod,
  ): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

/**
 * The method a test payment was made with, read from its id (`pay_test_upi_…`): Razorpay tells a
 * real payment's method in its webhook; a test payment has no webhook, so its id carries it.
 */
export function testPaymentMethodOf(paymentId: string): TestPaymentMethod | null {
  const match = /^pay_test_(upi|card|netbanking)_/.exec(paymentId);
  return match ? (match[1] as TestPaymentMethod) : null;
}

/**
 * A provider that signs with a key derived from `serverSecret` (the JWT secret every server
 * shares): nothing leaves the machine, the same verify code runs, and a payment the test window
 * got signed by one server is verified by any other behind the same load balancer. A random key
 * per process made that fail.
 */
export function createTestModeProvider(serverSecret: string): TestModeProvider {
  const secret = createHmac('sha256', serverSecret).update('test-mode payment signatures').digest('hex');
  const id = (prefix: string) => `${prefix}_test_${randomBytes(7).toString('hex')}`;
  // Refunds by payment and receipt, so a retry answers the same one.
  const refunds = new Map<string, { id: string; amountPaise: number }>();
  return {
    kind: 'test',
    keyId: TEST_MODE_KEY,
    async createOrder({ amountPaise }) {
      return { id: id('order'), amount: amountPaise, currency: 'INR' };
    },
    async refund(paymentId, amountPaise, { receipt }) {
      const key = `${paymentId}|${receipt}`;
      const made = refunds.get(key) ?? { id: id('rfnd'), amountPaise };
      refunds.set(key, made);
      return made;
    },
    verifyPayment: (orderId, paymentId, signature) => verifyPaymentSignature(secret, orderId, paymentId, signature),
    pay(orderId, method = 'upi') {
      const paymentId = `pay_test_${method}_${randomBytes(7).toString('hex')}`;
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(secret, orderId, paymentId),
      };
    },
  };
}
