import { adminStockAlertsQuery, adminStockAlertsResponse } from '@store/contracts/stock-alerts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { listStockDemand } from './stock-demand.service';

const tags = ['admin stock alerts'];
const security = [{ bearer: [] }];

/** Back-in-stock demand: what shoppers wait for, per product and option. */
export const stockAlertAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stock_alerts',
    {
      schema: {
        tags,
        security,
        summary: 'Waiting back-in-stock alerts per product and option, the most wanted first',
        querystring: adminStockAlertsQuery,
        response: { 200: adminStockAlertsResponse },
      },
    },
    async (request) => ok('Stock alerts fetched', await listStockDemand(app.db, request.query)),
  );
};
