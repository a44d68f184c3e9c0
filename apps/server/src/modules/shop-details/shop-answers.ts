import { SHOP_DETAILS_MESSAGES, type PolicyId } from '@store/contracts/shop-details';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { cachedAnswer } from '../catalog/catalog-cache';
import { getPolicy, getShopDetails } from './shop-details.service';

/**
 * The storefront's answers of the shop's details and policies, kept in the catalog's cache: every
 * rendered page places the details in it (plugins/web-pages.ts), so reading them costs a lookup.
 */
export function shopAnswers(app: FastifyInstance, now: () => Date) {
  return {
    details: () =>
      cachedAnswer(
        app.catalog.responses,
        'shop_details',
        async () => ({ body: ok(SHOP_DETAILS_MESSAGES.fetched, await getShopDetails(app.db)) }),
        now,
      ),
    policy: (id: PolicyId) =>
      cachedAnswer(
        app.catalog.responses,
        `policy:${id}`,
        async () => ({ body: ok(SHOP_DETAILS_MESSAGES.policyFetched, await getPolicy(app.db, id)) }),
        now,
      ),
  };
}
