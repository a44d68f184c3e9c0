import { codeSentResponse } from '@store/contracts/auth';
import {
  EXPRESS_MESSAGES,
  expressCodeBody,
  expressSessionResponse,
  expressVerifyBody,
} from '@store/contracts/express-checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { sendExpressCode, verifyExpressCode } from './express.service';

const tags = ['accounts'];

/** Express checkout's e-mail code: a visitor confirms the e-mail on /purchase (docs/decisions/074). */
export const expressRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.accounts;
  // Answers here carry sessions: never kept by a cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/express_code',
    {
      schema: {
        tags,
        summary: "Mails a 4-digit checkout code to the buyer's e-mail (the same answer whether it has an account)",
        body: expressCodeBody,
        response: { 200: codeSentResponse },
      },
    },
    async (request) => {
      await sendExpressCode(ctx, request.body.email, request.clientAddress);
      return ok(EXPRESS_MESSAGES.codeSent, { email: request.body.email });
    },
  );

  app.post(
    '/express_verify',
    {
      schema: {
        tags,
        summary: "Checks the checkout code and signs in to the e-mail's account, made now without a password if new",
        body: expressVerifyBody,
        response: { 200: expressSessionResponse },
      },
    },
    async (request) => {
      const session = await verifyExpressCode(ctx, request.body, request.clientAddress);
      return ok(session.new_account ? 'Account created' : 'Signed in', session);
    },
  );
};
