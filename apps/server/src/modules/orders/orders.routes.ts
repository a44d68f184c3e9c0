import { COD_MESSAGES, codCodeSentResponse, confirmCodBody } from '@store/contracts/charges';
import { confirmCodOrder, requestCodOrder } from './cod-order.service';
import { addressSchema } from '@store/contracts/address';
import { buyerCancelBody, CANCEL_MESSAGES } from '@store/contracts/cancellation';
import { envelopeSchema } from '@store/contracts/envelope';
import { checkoutQuoteBody } from '@store/contracts/express-checkout';
import { idQuery } from '@store/contracts/ids';
import {
  cartSummaryQuery,
  checkoutSummaryResponse,
  createOrderBody,
  createOrderResponse,
  ORDER_MESSAGES,
  orderProductQuery,
  orderRefSchema,
  orderResponse,
  paymentFailedBody,
  retryPaymentBody,
  userOrdersResponse,
  verifyOrderBody,
  verifyOrderResponse,
} from '@store/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { limitCodeTries } from '../discounts/code-tries';
import { cancelOrder } from './change-order-status.service';
import { getCartSummary, getProductSummary, getQuoteSummary, listOrderAddresses } from './checkout-summary.service';
import type { OrderDeps } from './order-deps';
import { getOrderOf, listOrdersOf } from './orders.service';
import { recordPaymentFailure } from './payment-failure.service';
import { placeOrder } from './place-order.service';
import { retryPayment } from './retry-payment.service';
import { verifyPayment } from './verify-payment.service';

const tags = ['orders'];
const security = [{ bearer: [] }];

/**
 * Checkout, payment and the shopper's orders (docs/decisions/011, 033, 034): every call needs a
 * token but the pricing of a visitor's checkout, which express checkout shows before the buyer is
 * signed in (docs/decisions/074).
 */
export const orderRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  await app.register(visitorCheckoutRoutes, { deps });
  await app.register(accountOrderRoutes, { deps });
};

const visitorCheckoutRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  app.post(
    '/checkout_quote',
    {
      schema: {
        tags,
        summary: "A visitor's Buy Now or browser cart priced as the checkout prices it, without signing in",
        body: checkoutQuoteBody,
        response: { 200: checkoutSummaryResponse },
      },
    },
    async (request) => {
      const { products, discount_code: code, pin } = request.body;
      if (code) await limitCodeTries(app.accounts.limiter, request.clientAddress);
      return ok('Order summary', await getQuoteSummary(deps.db, products, deps.now(), code, { pin }));
    },
  );
};

const accountOrderRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  // onRequest, before the body is read: a visitor gets 401, not a validation error.
  app.addHook('onRequest', app.requireUser);
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
  // Who is checking out, and from where (behind a trusted proxy, the client's address): what
  // they may hold unpaid is counted per account and per address.
  const buyerOf = (request: Parameters<typeof currentUser>[0]) => ({
    userId: userId(request),
    clientAddress: request.clientAddress,
  });

  app.get(
    '/get_order_address',
    {
      schema: {
        tags,
        security,
        summary: 'Saved addresses for the checkout picker',
        response: { 200: envelopeSchema(z.array(addressSchema)) },
      },
    },
    async (request) => ok('Addresses fetched', await listOrderAddresses(deps.db, userId(request))),
  );

  app.get(
    '/get_order_product',
    {
      schema: {
        tags,
        security,
        summary: 'Buy Now summary: one product priced from the database',
        querystring: orderProductQuery,
        response: { 200: checkoutSummaryResponse },
      },
    },
    async (request) =>
      ok(
        'Order summary',
        await getProductSummary(deps.db, request.query, deps.now(), {
          pin: request.query.pin,
          userId: userId(request),
        }),
      ),
  );

  app.get(
    '/get_order_cart',
    {
      schema: {
        tags,
        security,
        summary: 'Cart checkout summary priced now',
        querystring: cartSummaryQuery,
        response: { 200: checkoutSummaryResponse },
      },
    },
    async (request) =>
      ok('Order summary', await getCartSummary(deps.db, userId(request), deps.now(), request.query.pin)),
  );

  app.post(
    '/create_order',
    {
      schema: {
        tags,
        security,
        summary: 'Prices the lines, reserves the stock for 30 minutes and creates the payment order',
        body: createOrderBody,
        response: { 200: createOrderResponse },
      },
    },
    async (request) => {
      if (request.body.discount_code) await limitCodeTries(app.accounts.limiter, request.clientAddress);
      const placed = await placeOrder(deps, buyerOf(request), request.body);
      return ok(ORDER_MESSAGES.created, placed.order, { raz: placed.raz, type: placed.type });
    },
  );

  app.post(
    '/cod_order',
    {
      schema: {
        tags,
        security,
        summary: 'Cash on delivery: checks and prices the order, and mails the buyer the code that confirms it',
        body: createOrderBody,
        response: { 200: codCodeSentResponse },
      },
    },
    async (request) => {
      if (request.body.discount_code) await limitCodeTries(app.accounts.limiter, request.clientAddress);
      const sent = await requestCodOrder(deps, app.accounts, buyerOf(request), request.body);
      return ok(COD_MESSAGES.codeSent(sent.sent_to), sent);
    },
  );

  app.post(
    '/confirm_cod_order',
    {
      schema: {
        tags,
        security,
        summary: 'Cash on delivery: the mailed code places the order, in processing with its payment due on delivery',
        body: confirmCodBody,
        response: { 200: envelopeSchema(orderRefSchema) },
      },
    },
    async (request) =>
      ok(COD_MESSAGES.confirmed, await confirmCodOrder(deps, app.accounts, buyerOf(request), request.body.otp)),
  );

  app.post(
    '/verify_order',
    {
      schema: {
        tags,
        security,
        summary: "Checks the payment window's signature and marks the order paid (once)",
        body: verifyOrderBody,
        response: { 200: verifyOrderResponse },
      },
    },
    async (request) => ok(ORDER_MESSAGES.verified, await verifyPayment(deps, userId(request), request.body)),
  );

  app.post(
    '/payment_failed',
    {
      schema: {
        tags,
        security,
        summary: 'The payment window failed or closed: the order stays unpaid with the reason',
        body: paymentFailedBody,
      },
    },
    async (request) => {
      const { order_id: id, reason } = request.body;
      const done = await recordPaymentFailure(deps, { id, userId: userId(request) }, reason);
      return ok(ORDER_MESSAGES.failureRecorded, { _id: done._id, order_number: done.order_number });
    },
  );

  app.post(
    '/retry_payment',
    {
      schema: {
        tags,
        security,
        summary: 'A fresh payment window for an unpaid order, reserving the stock again if it expired',
        body: retryPaymentBody,
        response: { 200: createOrderResponse },
      },
    },
    async (request) => {
      const placed = await retryPayment(deps, buyerOf(request), request.body.order_id);
      return ok(ORDER_MESSAGES.created, placed.order, { raz: placed.raz, type: placed.type });
    },
  );

  app.post(
    '/cancel_order',
    {
      schema: {
        tags,
        security,
        summary: "Cancels the shopper's own order before it ships: stock returns and a paid order is refunded in full",
        body: buyerCancelBody,
        response: { 200: orderResponse },
      },
    },
    async (request) => {
      const { order_id: id, reason } = request.body;
      await cancelOrder(deps, id, { by: 'buyer', actorId: userId(request) }, reason);
      return ok(CANCEL_MESSAGES.cancelled, await getOrderOf(deps.db, userId(request), id));
    },
  );

  app.get(
    '/get_user_order',
    {
      schema: { tags, security, summary: "The shopper's orders, newest first", response: { 200: userOrdersResponse } },
    },
    async (request) => {
      const orders = await listOrdersOf(deps.db, userId(request));
      return ok(ORDER_MESSAGES.listed, { orders }, { orders });
    },
  );

  app.get(
    '/get_order_single_by_id',
    {
      schema: {
        tags,
        security,
        summary: "One of the shopper's orders; anyone else's id is a 404",
        querystring: idQuery,
        response: { 200: orderResponse },
      },
    },
    async (request) => ok(ORDER_MESSAGES.fetched, await getOrderOf(deps.db, userId(request), request.query.id)),
  );
};
