import {
  ADMIN_MESSAGES,
  adminCustomerDetailResponse,
  adminCustomerListQuery,
  adminCustomerListResponse,
  adminIdParams,
} from '@store/contracts/admin';
import { CASH_MESSAGES, customerCodBody, customerCodResponse } from '@store/contracts/admin-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from './auth.plugin';
import { getCustomer, listCustomers, setCustomerBlocked, setCustomerCod } from './customers.service';

const tags = ['admin customers'];
const security = [{ bearer: [] }];

/** Customers: list, one customer with their orders, block and unblock. */
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      schema: {
        tags,
        security,
        summary: 'Customers newest first with order count and total spent; search name, e-mail or phone',
        querystring: adminCustomerListQuery,
        response: { 200: adminCustomerListResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await listCustomers(app.db, q);
      return ok('Customers fetched', { items, total, page: q.page, pageSize: q.pageSize });
    },
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One customer with saved addresses and orders',
        params: adminIdParams,
        response: { 200: adminCustomerDetailResponse },
      },
    },
    async (request) => ok('Customer fetched', await getCustomer(app.db, request.params.id)),
  );

  for (const [verb, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/customers/:id/${verb}`,
      {
        schema: {
          tags,
          security,
          summary: blocked
            ? 'Blocks a customer: log-in refused, every session ended at once'
            : 'Lets a blocked customer sign in again',
          params: adminIdParams,
          response: { 200: adminCustomerDetailResponse },
        },
      },
      async (request) =>
        ok(
          blocked ? ADMIN_MESSAGES.blocked : ADMIN_MESSAGES.unblocked,
          await setCustomerBlocked(app.db, currentUser(request).id, request.params.id, blocked),
        ),
    );
  }

  app.patch(
    '/customers/:id/cod',
    {
      schema: {
        tags,
        security,
        summary: "Resets a customer's refused deliveries, or blocks or allows cash on delivery for them",
        params: adminIdParams,
        body: customerCodBody,
        response: { 200: customerCodResponse },
      },
    },
    async (request) => {
      const after = await setCustomerCod(app.db, currentUser(request).id, request.params.id, request.body);
      const said =
        request.body.blocked === true
          ? CASH_MESSAGES.blocked
          : request.body.blocked === false
            ? CASH_MESSAGES.unblocked
            : CASH_MESSAGES.reset;
      return ok(said, after);
    },
  );
};
