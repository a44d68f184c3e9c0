import { shopSettingsBody, shopSettingsResponse } from '@store/contracts/shop-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { getShopSettings, saveShopSettings } from './shop-settings.service';

const tags = ['admin settings'];
const security = [{ bearer: [] }];

/** The seller's particulars printed on invoices, the invoice prefix and the delivery zones. */
export const shopSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop_settings',
    { schema: { tags, security, summary: 'The shop and tax settings', response: { 200: shopSettingsResponse } } },
    async () => ok('Shop settings fetched', await getShopSettings(app.db)),
  );
  app.put(
    '/shop_settings',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces the shop and tax settings (audited)',
        body: shopSettingsBody,
        response: { 200: shopSettingsResponse },
      },
      config: { catalogUnchanged: true },
    },
    async (request) => ok('Shop settings saved', await saveShopSettings(app.db, currentUser(request).id, request.body)),
  );
};
