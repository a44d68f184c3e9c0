import { dashboardResponse } from '@store/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { OrderDeps } from '../orders/order-deps';
import { getDashboard } from './dashboard.service';

/** GET /admin/dashboard; registered and guarded by the admin plugin. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: "Today's and this month's sales, orders to ship, low stock, daily sales for 30 days",
        response: { 200: dashboardResponse },
      },
    },
    async () => ok('Dashboard fetched', await getDashboard(deps.db, deps.now(), app.config)),
  );
};
