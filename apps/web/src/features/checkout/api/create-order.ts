import type {
  checkoutAddressSchema,
  createOrderBody,
  CreateOrderResponse,
  testPaymentResponse,
  TestPaymentMethod,
  VerifyOrder,
  verifyOrderResponse,
} from '@store/contracts/orders';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * The body of create_order. The contract reads `address` from anything (a saved address's id, or
 * the fields typed at checkout), so its input type is narrowed here to what the checkout sends.
 */
export type CreateOrderInput = Omit<z.input<typeof createOrderBody>, 'address'> & {
  address: { _id: string } | z.input<typeof checkoutAddressSchema>;
};

/** POST /api/create_order: the server prices the lines, reserves stock and opens a payment order. */
export function createOrder(body: CreateOrderInput): Promise<CreateOrderResponse> {
  return apiRequest<CreateOrderResponse>('/create_order', { method: 'POST', body });
}

/** POST /api/retry_payment: a fresh payment window for an unpaid order. */
export function retryPayment(orderId: string): Promise<CreateOrderResponse> {
  return apiRequest<CreateOrderResponse>('/retry_payment', { method: 'POST', body: { order_id: orderId } });
}

export type VerifyOrderResponse = z.infer<typeof verifyOrderResponse>;

/** POST /api/verify_order: what the payment window handed back on success. */
export function verifyOrder(body: VerifyOrder): Promise<VerifyOrderResponse> {
  return apiRequest<VerifyOrderResponse>('/verify_order', { method: 'POST', body });
}

/** POST /api/payment_failed: records why the window failed or closed; the order stays unpaid. */
export function reportPaymentFailure(orderId: string, reason: string): Promise<unknown> {
  return apiRequest('/payment_failed', { method: 'POST', body: { order_id: orderId, reason } });
}

/** TEST MODE only: the store's own window asks the server to pay or fail, signed as Razorpay signs. */
export function testPay(
  razorpayOrderId: string,
  method: TestPaymentMethod = 'upi',
): Promise<z.output<typeof testPaymentResponse>> {
  return apiRequest<z.output<typeof testPaymentResponse>>('/test_payment/pay', {
    method: 'POST',
    body: { razorpay_order_id: razorpayOrderId, method },
  });
}

export function testFail(razorpayOrderId: string, reason: string): Promise<unknown> {
  return apiRequest('/test_payment/fail', { method: 'POST', body: { razorpay_order_id: razorpayOrderId, reason } });
}
