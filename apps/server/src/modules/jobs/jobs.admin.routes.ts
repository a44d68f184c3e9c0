import {
  JOB_MESSAGES,
  adminIdParams,
  adminJobResponse,
  adminJobsQuery,
  adminJobsResponse,
} from '@store/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { listJobsForAdmin, retryJob } from './jobs.service';

const tags = ['admin outbox'];
const security = [{ bearer: [] }];

/** The outbox: queued, sent and failed mails; a failed one can be sent again. */
export const jobAdminRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  app.get(
    '/jobs',
    {
      schema: {
        tags,
        security,
        summary: 'Outbox jobs newest first, with how many are in each status; filter by status',
        querystring: adminJobsQuery,
        response: { 200: adminJobsResponse },
      },
    },
    async (request) => ok('Jobs fetched', await listJobsForAdmin(app.db, request.query)),
  );

  app.post(
    '/jobs/:id/retry',
    {
      // A mail sent again changes nothing a shopper sees: the catalog cache stays.
      config: { catalogUnchanged: true },
      schema: {
        tags,
        security,
        summary: 'Queue a failed job again with fresh tries (audited)',
        params: adminIdParams,
        response: { 200: adminJobResponse },
      },
    },
    async (request) =>
      ok(JOB_MESSAGES.retried, await retryJob(app.db, request.params.id, currentUser(request).id, now())),
  );
};
