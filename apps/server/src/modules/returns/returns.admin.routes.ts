import { adminIdParams } from '@store/contracts/admin';
import {
  adminReturnListQuery,
  adminReturnListResponse,
  approveReturnBody,
  refundReturnBody,
  rejectReturnBody,
  RETURN_MESSAGES,
  returnListResponse,
  returnResponse,
} from '@store/contracts/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { sendTaxDocument } from '../invoices/invoices.routes';
import type { OrderDeps } from '../orders/order-deps';
import { approveReturn, receiveReturn, rejectReturn } from './change-return.service';
import { refundReturn } from './refund-return.service';
import { findReturnCreditNote, listReturnsForStaff, listReturnSummaries } from './returns.service';

const tags = ['admin returns'];
const security = [{ bearer: [] }];
// A return's steps change no product or price: the storefront's caches stay.
const config = { catalogUnchanged: true };

/**
 * The back office's returns: the queue of open ones, an order's returns, and staff's steps, each
 * checked against the return's status machine (409 otherwise). Registered by the admin plugin,
 * which guards it.
 */
export const returnAdminRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  app.get(
    '/returns',
    {
      schema: {
        tags,
        security,
        summary: 'Returns: open ones oldest first (the default), or one status newest first',
        querystring: adminReturnListQuery,
        response: { 200: adminReturnListResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await listReturnSummaries(deps.db, q);
      return ok(RETURN_MESSAGES.fetched, { items, total, page: q.page, pageSize: q.pageSize });
    },
  );

  app.get(
    '/orders/:id/returns',
    {
      schema: {
        tags,
        security,
        summary: "An order's returns with their history, value and the most a refund may be",
        params: adminIdParams,
        response: { 200: returnListResponse },
      },
    },
    async (request) => ok(RETURN_MESSAGES.fetched, await listReturnsForStaff(deps.db, request.params.id)),
  );

  const staff = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
  const step = { tags, security, params: adminIdParams, response: { 200: returnResponse } };

  app.post(
    '/returns/:id/approve',
    { config, schema: { ...step, summary: 'requested → approved; mails the buyer', body: approveReturnBody } },
    async (request) =>
      ok(RETURN_MESSAGES.moved, await approveReturn(deps, request.params.id, staff(request), request.body.note)),
  );

  app.post(
    '/returns/:id/reject',
    {
      config,
      schema: { ...step, summary: 'requested → rejected with a note; mails the buyer', body: rejectReturnBody },
    },
    async (request) =>
      ok(RETURN_MESSAGES.moved, await rejectReturn(deps, request.params.id, staff(request), request.body.note)),
  );

  app.post(
    '/returns/:id/receive',
    { schema: { ...step, summary: 'approved → received: the units go back to stock; mails the buyer' } },
    async (request) => ok(RETURN_MESSAGES.moved, await receiveReturn(deps, request.params.id, staff(request))),
  );

  app.post(
    '/returns/:id/refund',
    {
      config,
      schema: {
        ...step,
        summary: 'received → refunded: refunds the amount once, issues its credit note; mails the buyer',
        body: refundReturnBody,
      },
    },
    async (request) =>
      ok(
        RETURN_MESSAGES.moved,
        await refundReturn(deps, request.params.id, staff(request), request.body.amount_paise, request.body.reference),
      ),
  );

  app.get(
    '/returns/:id/credit-note',
    {
      schema: {
        tags,
        security,
        summary: "A refunded return's credit note as a PDF",
        params: adminIdParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => sendTaxDocument(reply, await findReturnCreditNote(deps.db, request.params.id, null)),
  );
};
