import { idSchema } from '@store/contracts/ids';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth.plugin';
import type { OrderDeps } from '../orders/order-deps';
import { findTaxDocument, taxDocumentPdf, type TaxDocumentRow } from './invoices.service';

export const documentQuery = z.object({
  id: idSchema,
  kind: z.enum(['invoice', 'credit_note']).default('invoice'),
});

/** Sends a tax document as a download that no shared cache keeps. */
export async function sendTaxDocument(reply: FastifyReply, document: TaxDocumentRow): Promise<FastifyReply> {
  const { pdf, fileName } = await taxDocumentPdf(document, reply.server.storage);
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/** GET /order_invoice: the buyer's tax invoice (or credit note) of one of their paid orders, as a PDF. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireUser);
  app.get(
    '/order_invoice',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary:
          "The tax invoice (or credit note) of one of the shopper's paid orders, as a PDF; anyone else's id is a 404",
        querystring: documentQuery,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { id, kind } = request.query;
      return sendTaxDocument(
        reply,
        await findTaxDocument(deps.db, id, kind, currentUser(request).id, deps.now(), deps.realSales),
      );
    },
  );
};
