import { ORDER_MESSAGES, testPaymentBody, testPaymentResponse } from '@store/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { TestModeProvider } from '../../lib/payments/test-mode';
import { currentUser } from '../auth/auth.plugin';
import type { OrderDeps } from './order-deps';
import { findOwnOrderByPaymentOrder } from './orders.service';
import { recordPaymentFailure } from './payment-failure.service';

/**
 * The store's own payment window in test mode (no Razorpay keys): Pay answers what Razorpay's
 * window would, signed the same way; Fail records a failed attempt. Registered only in test mode.
 */
export const testPaymentRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps; provider: TestModeProvider }> = async (
  app,
  { deps, provider },
) => {
  app.addHook('onRequest', app.requireUser);

  const ownOrder = (providerOrderId: string, userId: string) =>
    findOwnOrderByPaymentOrder(deps.db, userId, providerOrderId);

  app.post(
    '/test_payment/pay',
    {
      schema: {
        tags: ['payments'],
        summary: 'TEST MODE: a successful payment, signed as Razorpay signs',
        body: testPaymentBody,
        response: { 200: testPaymentResponse },
      },
    },
    async (request) => {
      const order = await ownOrder(request.body.razorpay_order_id, currentUser(request).id);
      return ok('Test payment made', provider.pay(order.razorpayOrderId ?? '', request.body.method));
    },
  );

  app.post(
    '/test_payment/fail',
    {
      schema: { tags: ['payments'], summary: 'TEST MODE: a failed payment attempt', body: testPaymentBody },
    },
    async (request) => {
      const order = await ownOrder(request.body.razorpay_order_id, currentUser(request).id);
      const reason = request.body.reason || 'Payment failed (test mode)';
      await recordPaymentFailure(deps, { providerOrderId: order.razorpayOrderId ?? '' }, reason);
      return ok(ORDER_MESSAGES.paymentFailed, { error: { description: reason, reason: 'payment_failed' } });
    },
  );
};
