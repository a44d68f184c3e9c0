import { goLiveResponse } from '@store/contracts/go-live';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { OrderDeps } from '../orders/order-deps';
import { getGoLive } from './go-live.service';

/** GET /admin/go_live: the go-live checklist; registered and guarded by the admin plugin. */
export const goLiveAdminRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  app.get(
    '/go_live',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'What the shop must still set before it takes real orders, and the invoices waiting for it',
        response: { 200: goLiveResponse },
      },
    },
    async () => ok('Go-live checklist fetched', await getGoLive(deps.db, app.config)),
  );
};
