import { adminAuditListResponse, adminAuditQuery } from '@store/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { listAuditEntries } from './audit.service';

/** GET /admin/audit: every back-office change, newest first. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'The audit log: who changed what and when, with before and after; filter by entity or actor',
        querystring: adminAuditQuery,
        response: { 200: adminAuditListResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await listAuditEntries(app.db, q);
      return ok('Audit log fetched', { items, total, page: q.page, pageSize: q.pageSize });
    },
  );
};
