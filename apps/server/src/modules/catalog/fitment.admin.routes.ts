import { bulkFitmentBody, bulkFitmentMessage, bulkFitmentResponse } from '@store/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { assignFitment } from './bulk-fitment.service';

const tags = ['admin catalog'];
const security = [{ bearer: [] }];

/** Fitment for many products at once (docs/decisions/083). */
export const fitmentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/fitment',
    {
      schema: {
        tags,
        security,
        summary:
          'Adds a make or model (a model with optional years) to up to 500 products, or removes it from them, in one change; universal products are skipped',
        body: bulkFitmentBody,
        response: { 200: bulkFitmentResponse },
      },
    },
    async (request) => {
      const result = await assignFitment(app.db, currentUser(request).id, request.body);
      return ok(bulkFitmentMessage(result), result);
    },
  );
};
