import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { handleWebhook } from './handle-webhook.service';
import type { OrderDeps } from './order-deps';

/**
 * POST /webhook for Razorpay. Its body stays the raw bytes (this plugin's own parsers), because
 * the signature is over exactly those bytes; it is parsed only after the signature matched.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps; secret: string | undefined }> = async (
  app,
  { deps, secret },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/webhook',
    { schema: { tags: ['payments'], summary: 'Razorpay webhook: payment.captured, order.paid, payment.failed' } },
    async (request) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const result = await handleWebhook(deps, secret, {
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: header('x-razorpay-signature'),
        eventId: header('x-razorpay-event-id'),
      });
      return ok('Webhook received', result);
    },
  );
};
