import {
  adminIdParams,
  adminOrderDetailResponse,
  adminOrderListQuery,
  adminOrderListResponse,
} from '@store/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope';
import { searchOrders } from './admin-orders.repo';
import { getOrderDetail } from './order-detail.service';
import { PACKING_SLIP_CSP, renderPackingSlip } from './packing-slip';

const tags = ['admin orders'];
const security = [{ bearer: [] }];

/** The order list, one order's page and its packing slip; the status moves live in orders.admin.routes.ts. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const { items, total } = await searchOrders(app.db, q);
      return ok('Orders fetched', { items, total, page: q.page, pageSize: q.pageSize });
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
    async (request) => ok('Order fetched', await getOrderDetail(app.db, request.params.id)),
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
      const html = renderPackingSlip(await getOrderDetail(app.db, request.params.id));
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', PACKING_SLIP_CSP)
        .header('Cache-Control', 'no-store')
        .send(html);
    },
  );
};
