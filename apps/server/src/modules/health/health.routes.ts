import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@store/contracts/envelope';
import { z } from 'zod';
import { ping } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';

const healthResponse = envelopeSchema(
  z.object({ database: z.enum(['pglite', 'postgres']), uptime_seconds: z.number() }),
);

/** For load balancers and monitors: 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthResponse } } },
    async () => {
      try {
        await ping(app.db);
      } catch {
        throw new AppError('UNAVAILABLE', 'Database unavailable');
      }
      return ok('ok', { database: app.databaseKind, uptime_seconds: Math.round(process.uptime()) });
    },
  );
};
