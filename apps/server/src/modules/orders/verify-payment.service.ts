import { ORDER_MESSAGES, type VerifyOrder } from '@store/contracts/orders';
import { AppError } from '../../lib/app-error';
import { testPaymentMethodOf } from '../../lib/payments/test-mode';
import { countCartUnits } from '../cart/cart.repo';
import { markPaid } from './mark-paid.service';
import type { OrderDeps } from './order-deps';
import { findOrder } from './orders.repo';

/**
 * verify_order: checks the checkout window's signature against the provider order id WE stored
 * for this shopper's order, then runs the one mark-paid step. A repeat answers success again.
 */
export async function verifyPayment(deps: OrderDeps, userId: string, input: VerifyOrder) {
  const order = await findOrder(deps.db, { providerOrderId: input.razorpay_order_id });
  if (!order || order.userId !== userId || !order.razorpayOrderId) {
    throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  }
  if (!deps.payments.verifyPayment(order.razorpayOrderId, input.razorpay_payment_id, input.razorpay_signature)) {
    throw new AppError('BAD_REQUEST', ORDER_MESSAGES.signatureInvalid);
  }
  const result = await markPaid(deps, {
    providerOrderId: order.razorpayOrderId,
    paymentId: input.razorpay_payment_id,
    // Razorpay names a real payment's method in its webhook; a test payment's id carries it.
    ...(deps.payments.kind === 'test' ? { method: testPaymentMethodOf(input.razorpay_payment_id) } : {}),
    source: 'verify',
  });
  if (result.outcome === 'not_found' || result.outcome === 'mismatch') {
    throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  }
  if (result.outcome === 'already' && result.order.status === 'cancelled') {
    throw new AppError('CONFLICT', ORDER_MESSAGES.notRetryable);
  }
  const cartCount = await countCartUnits(deps.db, userId);
  return { _id: order.id, order_number: order.orderNumber, type: order.type, cart_count: cartCount };
}
