import { staffNoticesBody, staffNoticesResponse } from '@store/contracts/staff-notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { getStaffNotices, saveStaffNotices } from './staff-notices.service';

const tags = ['admin settings'];
const security = [{ bearer: [] }];

/** Where staff notices go, which are sent, and the low-stock level; registered by the admin plugin. */
export const staffNoticeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff_notices',
    { schema: { tags, security, summary: 'The staff notices settings', response: { 200: staffNoticesResponse } } },
    async () => ok('Staff notices fetched', await getStaffNotices(app.db, app.config.ADMIN_EMAIL)),
  );
  app.put(
    '/staff_notices',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces the staff notices settings (audited)',
        body: staffNoticesBody,
        response: { 200: staffNoticesResponse },
      },
      config: { catalogUnchanged: true },
    },
    async (request) =>
      ok(
        'Staff notices saved',
        await saveStaffNotices(app.db, currentUser(request).id, request.body, app.config.ADMIN_EMAIL),
      ),
  );
};
