import {
  adminIdParams,
  adminOrderDetailResponse,
  adminOrderListQuery,
  adminOrderListResponse,
  CASH_MESSAGES,
  collectCashBody,
  collectCashResponse,
  refusedDeliveryBody,
} from '@store/contracts/admin';
import { cancelOrderBody, orderIdParams, shipOrderBody } from '@store/contracts/order-moves';
import { ORDER_MESSAGES, orderResponse } from '@store/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { findTaxDocument } from '../invoices/invoices.service';
import { documentQuery, sendTaxDocument } from '../invoices/invoices.routes';
import { cancelOrder, deliverOrder, recordRefusedDelivery, shipOrder } from './change-order-status.service';
import { collectCash } from './collect-cash.service';
import { getOrderDetail, listOrderSummaries } from './order-detail.service';
import type { OrderDeps } from './order-deps';
import { viewOrder } from './orders.service';
import { PACKING_SLIP_CSP, renderPackingSlip } from './packing-slip';

const tags = ['admin orders'];
const security = [{ bearer: [] }];
// An order's moves change no product or price: the storefront's caches stay. A cancellation's stock
// going back reaches them through the database's notice, which names the products (decision 098).
const config = { catalogUnchanged: true };

/**
 * The back office's orders: the list, one order's page, its packing slip, and the status moves,
 * each checked by the transition function (409 otherwise). Registered by the admin plugin,
 * which guards it.
 */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  const view = (order: Parameters<typeof viewOrder>[1]) => viewOrder(deps.db, order);

  app.get(
    '/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Orders, newest first: search by order number, Razorpay order id, customer or phone; filter by status',
        querystring: adminOrderListQuery,
        response: { 200: adminOrderListResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await listOrderSummaries(deps.db, q);
      return ok(ORDER_MESSAGES.listed, { items, total, page: q.page, pageSize: q.pageSize });
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One order: lines, address, payments, history with who and when, and the allowed actions',
        params: adminIdParams,
        response: { 200: adminOrderDetailResponse },
      },
    },
    async (request) => ok(ORDER_MESSAGES.fetched, await getOrderDetail(deps.db, request.params.id)),
  );

  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        tags,
        security,
        summary: "The order's tax invoice (or ?kind=credit_note its credit note) as a PDF",
        params: adminIdParams,
        querystring: documentQuery.pick({ kind: true }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendTaxDocument(
        reply,
        await findTaxDocument(deps.db, request.params.id, request.query.kind, null, deps.now(), deps.realSales),
      ),
  );

  app.get(
    '/orders/:id/packing-slip',
    {
      schema: {
        tags,
        security,
        summary: 'A printable HTML packing slip (text/html; show it in a sandboxed iframe and print)',
        params: adminIdParams,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const html = renderPackingSlip(await getOrderDetail(deps.db, request.params.id));
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', PACKING_SLIP_CSP)
        .header('Cache-Control', 'no-store')
        .send(html);
    },
  );

  app.post(
    '/orders/:id/ship',
    {
      config,
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
    '/orders/:id/deliver',
    {
      config,
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
    '/orders/:id/cancel',
    {
      config,
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
        await view(
          await cancelOrder(
            deps,
            request.params.id,
            { by: 'staff', actorId: currentUser(request).id },
            request.body.reason,
          ),
        ),
      ),
  );

  app.post(
    '/orders/:id/refused',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'A cash on delivery parcel refused at the door: restocks, reverses its invoice, counts the refusal',
        params: orderIdParams,
        body: refusedDeliveryBody,
        response: { 200: adminOrderDetailResponse },
      },
    },
    async (request) => {
      const order = await recordRefusedDelivery(deps, request.params.id, currentUser(request).id, request.body.note);
      return ok(CASH_MESSAGES.refused, await getOrderDetail(app.db, order.id));
    },
  );

  app.post(
    '/cash_collections',
    {
      config,
      schema: {
        tags,
        security,
        summary: "Records cash on delivery orders' cash as collected: one order, or a courier's remittance of many",
        body: collectCashBody,
        response: { 200: collectCashResponse },
      },
    },
    async (request) => {
      const done = await collectCash(deps, currentUser(request).id, request.body);
      return ok(CASH_MESSAGES.collected(done.orders.length), done);
    },
  );
};
