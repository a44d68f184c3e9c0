import { adminIdParams } from '@store/contracts/admin';
import {
  adminDiscountListResponse,
  adminDiscountResponse,
  DISCOUNT_MESSAGES,
  discountInputBody,
} from '@store/contracts/discounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { createDiscount, listDiscounts, updateDiscount } from './discounts.service';

const tags = ['admin discounts'];
const security = [{ bearer: [] }];
// A code changes no product page: the storefront's catalog cache stays as it is.
const config = { catalogUnchanged: true };

/** Discount codes (docs/decisions/078): list, add, replace. A code is switched off, never deleted: orders name it. */
export const discountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/discounts',
    {
      schema: {
        tags,
        security,
        summary: 'Every discount code with its uses',
        response: { 200: adminDiscountListResponse },
      },
    },
    async () => ok(DISCOUNT_MESSAGES.listed, await listDiscounts(app.db)),
  );
  app.post(
    '/discounts',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Adds a discount code',
        body: discountInputBody,
        response: { 200: adminDiscountResponse },
      },
    },
    async (request) =>
      ok(DISCOUNT_MESSAGES.created, await createDiscount(app.db, currentUser(request).id, request.body)),
  );
  app.put(
    '/discounts/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: "Replaces a discount code's terms; orders placed keep their price",
        params: adminIdParams,
        body: discountInputBody,
        response: { 200: adminDiscountResponse },
      },
    },
    async (request) =>
      ok(
        DISCOUNT_MESSAGES.saved,
        await updateDiscount(app.db, currentUser(request).id, request.params.id, request.body),
      ),
  );
};
