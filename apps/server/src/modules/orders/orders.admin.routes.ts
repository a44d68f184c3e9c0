import { cancelOrderBody, orderIdParams, orderResponse, shipOrderBody } from '@store/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { cancelOrder, deliverOrder, shipOrder } from './change-order-status';
import type { OrderDeps } from './order-deps';
import { toOrder } from './order-view';
import { listLines, type OrderRow } from './orders.repo';

const tags = ['admin orders'];
const security = [{ bearer: [] }];

/** Back-office status changes, each checked against the transition table (409 otherwise). */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireAdmin);
  const view = async (order: OrderRow) => toOrder(order, await listLines(deps.db, [order.id]));

  app.post(
    '/admin/orders/:id/ship',
    {
      schema: {
        tags,
        security,
        summary: 'processing → shipped with a tracking number; mails the shopper',
        params: orderIdParams,
        body: shipOrderBody,
        response: { 200: orderResponse },
      },
    },
    async (request) =>
      ok('Order shipped', await view(await shipOrder(deps, request.params.id, currentUser(request).id, request.body))),
  );

  app.post(
    '/admin/orders/:id/deliver',
    {
      schema: {
        tags,
        security,
        summary: 'shipped → delivered',
        params: orderIdParams,
        response: { 200: orderResponse },
      },
    },
    async (request) =>
      ok('Order delivered', await view(await deliverOrder(deps, request.params.id, currentUser(request).id))),
  );

  app.post(
    '/admin/orders/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancels an order not yet delivered: restocks, and refunds a paid one',
        params: orderIdParams,
        body: cancelOrderBody,
        response: { 200: orderResponse },
      },
    },
    async (request) =>
      ok(
        'Order cancelled',
        await view(await cancelOrder(deps, request.params.id, currentUser(request).id, request.body.reason)),
      ),
  );
};
