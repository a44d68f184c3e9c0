import { idQuery } from '@store/contracts/ids';
import { orderReturnsResponse, requestReturnBody, RETURN_MESSAGES, returnResponse } from '@store/contracts/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { sendTaxDocument } from '../invoices/invoices.routes';
import type { OrderDeps } from '../orders/order-deps';
import { requestReturn } from './request-return.service';
import { findReturnCreditNote, getOrderReturns } from './returns.service';

const tags = ['returns'];
const security = [{ bearer: [] }];

/** The buyer's returns (docs/decisions/080): every call needs a token, and another's id is a 404. */
export const returnRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  // onRequest, before the body is read: a visitor gets 401, not a validation error.
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/order_returns',
    {
      schema: {
        tags,
        security,
        summary: "One of the shopper's orders: its returns, what may still be returned and until when",
        querystring: idQuery,
        response: { 200: orderReturnsResponse },
      },
    },
    async (request) =>
      ok(
        RETURN_MESSAGES.fetched,
        await getOrderReturns(deps.db, currentUser(request).id, request.query.id, deps.now()),
      ),
  );

  app.post(
    '/request_return',
    {
      schema: {
        tags,
        security,
        summary: `Asks to return lines of a delivered order (within its window), with a reason and photos`,
        body: requestReturnBody,
        response: { 200: returnResponse },
      },
    },
    async (request) => ok(RETURN_MESSAGES.requested, await requestReturn(deps, currentUser(request).id, request.body)),
  );

  app.get(
    '/return_credit_note',
    {
      schema: {
        tags,
        security,
        summary: "The credit note of one of the shopper's refunded returns, as a PDF",
        querystring: idQuery,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendTaxDocument(reply, await findReturnCreditNote(deps.db, request.query.id, currentUser(request).id)),
  );
};
