import { Readable } from 'node:stream';
import {
  REPORT_LINES_HEADER,
  TAX_REPORT_MESSAGES,
  taxReportPeriodsResponse,
  taxReportSummaryResponse,
} from '@store/contracts/tax-reports';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import type { StreamedReport } from './gstr1';
import { gstr1Download, registerDownload, taxReportPeriods, taxSummary } from './tax-reports.service';

const tags = ['admin tax reports'];
const security = [{ bearer: [] }];

const periodQuery = z.object({ period: z.string().max(20) });

/** The tax reports are for staff who see the shop's money (docs/decisions/109). */
function requireMoneyStaff(request: FastifyRequest): void {
  if (!currentUser(request).seesMoney) throw new AppError('FORBIDDEN', TAX_REPORT_MESSAGES.moneyOnly);
}

/** Sends a report as a download, streamed as it is read, with the number of lines it will have. */
function sendReport(reply: FastifyReply, report: StreamedReport, type: string, fileName: string) {
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header(REPORT_LINES_HEADER, String(report.lines))
    .send(Readable.from(report.body));
}

/**
 * GSTR-1 and the registers for a month or a quarter: GET /tax_reports (the periods there are),
 * /tax_report_summary (the period added up), /tax_report_gstr1 (the JSON for the GST portal's
 * offline tool) and /tax_report_register (a CSV register). Staff who see money only.
 */
export const taxReportAdminRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  app.addHook('onRequest', async (request) => requireMoneyStaff(request));

  app.get(
    '/tax_reports',
    {
      schema: {
        tags,
        security,
        summary: "The day of the shop's first tax invoice and today's, to choose a period between",
        response: { 200: taxReportPeriodsResponse },
      },
    },
    async () => ok('Tax report periods', await taxReportPeriods(app.db, now())),
  );

  app.get(
    '/tax_report_summary',
    {
      schema: {
        tags,
        security,
        summary: "The period's invoices and credit notes added up, and the difference the return reports",
        querystring: periodQuery,
        response: { 200: taxReportSummaryResponse },
      },
    },
    async (request) => {
      return ok('Tax summary', await taxSummary(app.db, request.query.period, now()));
    },
  );

  app.get(
    '/tax_report_gstr1',
    {
      schema: {
        tags,
        security,
        summary: "The period's GSTR-1 as the GST portal's offline tool's JSON, streamed",
        querystring: periodQuery,
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const { report, fileName } = await gstr1Download(app.db, request.query.period, now());
      return sendReport(reply, report, 'application/json; charset=utf-8', fileName);
    },
  );

  app.get(
    '/tax_report_register',
    {
      schema: {
        tags,
        security,
        summary: 'A register of the period as CSV: sales by invoice line, credit notes by line, or the HSN summary',
        querystring: periodQuery.extend({ register: z.string().max(20) }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { report, fileName } = await registerDownload(app.db, request.query.period, request.query.register, now());
      return sendReport(reply, report, 'text/csv; charset=utf-8', fileName);
    },
  );
};
