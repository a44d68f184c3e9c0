import { adminShopDetailsResponse, SHOP_DETAILS_MESSAGES, shopDetailsBody } from '@store/contracts/shop-details';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { getAdminShopDetails, saveShopDetails } from './shop-details.service';

const tags = ['admin settings'];
const security = [{ bearer: [] }];

/**
 * The contact details and policy pages shoppers see (docs/decisions/106). Saving waits, as every
 * admin write does, until this server has dropped the pages that showed the old ones.
 */
export const shopDetailsAdminRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  app.get(
    '/shop_details',
    {
      schema: {
        tags,
        security,
        summary: 'Contact details and policies, each policy with its default',
        response: { 200: adminShopDetailsResponse },
      },
    },
    async () => ok(SHOP_DETAILS_MESSAGES.fetched, await getAdminShopDetails(app.db)),
  );
  app.put(
    '/shop_details',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces the contact details and policies (audited)',
        body: shopDetailsBody,
        response: { 200: adminShopDetailsResponse },
      },
    },
    async (request) =>
      ok(SHOP_DETAILS_MESSAGES.saved, await saveShopDetails(app.db, currentUser(request).id, request.body, now())),
  );
};
