import { PassThrough } from 'node:stream';
import {
  ADMIN_MESSAGES,
  IMPORT_MAX_BYTES,
  importCheckResponse,
  importRefusedResponse,
  type ImportProgressLine,
} from '@store/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../auth/auth.plugin';
import { readFilePart } from '../../admin/read-upload';
import { checkImport } from './check-import';
import { exportCatalog } from './export-catalog';
import { ImportStopped, runImport } from './run-import.service';

const tags = ['admin import'];
const security = [{ bearer: [] }];
const csvRules = {
  maxBytes: IMPORT_MAX_BYTES,
  required: ADMIN_MESSAGES.csvRequired,
  tooLarge: ADMIN_MESSAGES.csvTooLarge,
};

/** Bulk import of products from CSV (check, then run with progress) and the export in the same format. */
export const importAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/import/check',
    {
      schema: {
        tags,
        security,
        summary: 'Checks a catalog CSV (multipart field `file`) row by row without writing anything',
        consumes: ['multipart/form-data'],
        response: { 200: importCheckResponse },
      },
    },
    async (request) => {
      const { check } = await checkImport(app.db, await readFilePart(request, csvRules));
      return ok(check.ok ? ADMIN_MESSAGES.csvChecked : ADMIN_MESSAGES.csvHasErrors(check.errorCount), check);
    },
  );

  app.post(
    '/import',
    {
      // Progress lines must reach the browser as they are written, not when a compressor flushes.
      compress: false,
      schema: {
        tags,
        security,
        summary:
          'Imports a catalog CSV (multipart field `file`). A file with bad rows is refused whole (400, data: the check). ' +
          'Otherwise answers application/x-ndjson: a start line, a progress line per product written, then done (or failed)',
        consumes: ['multipart/form-data'],
        response: {
          200: z.unknown().describe('application/x-ndjson: one ImportProgressLine per line'),
          400: importRefusedResponse,
        },
      },
    },
    async (request, reply) => {
      const actorId = currentUser(request).id;
      const { check, items } = await checkImport(app.db, await readFilePart(request, csvRules));
      if (!check.ok) {
        const message = ADMIN_MESSAGES.csvHasErrors(check.errorCount);
        return reply.code(400).send({ error: true, status: 400, message, data: check });
      }
      const stream = new PassThrough();
      const write = (line: ImportProgressLine) => stream.write(`${JSON.stringify(line)}\n`);
      write({ type: 'start', total: items.length });
      void runImport(app.db, actorId, items, (done, total, handle) => {
        write({ type: 'progress', done, total, handle });
      })
        .then((result) => write({ type: 'done', ...result }))
        .catch((err: unknown) => {
          if (!(err instanceof ImportStopped)) request.log.error({ err }, 'import failed');
          const stopped = err instanceof ImportStopped ? err : null;
          write({
            type: 'failed',
            handle: stopped?.handle ?? null,
            done: stopped?.done ?? 0,
            message: stopped ? `${stopped.handle}: ${stopped.message}` : 'The import stopped unexpectedly',
          });
        })
        .finally(() => {
          // Written products were announced by the database at each commit; this server drops its cache now too.
          app.catalog.changed();
          stream.end();
        });
      return reply.type('application/x-ndjson; charset=utf-8').header('Cache-Control', 'no-store').send(stream);
    },
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        security,
        summary: 'The whole catalog as CSV in the import format (one row per variant), streamed as it is read',
        response: { 200: z.unknown().describe('text/csv: the import format, UTF-8 with a byte order mark') },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="catalog-${day}.csv"`)
        .send(exportCatalog(app.db));
    },
  );
};
