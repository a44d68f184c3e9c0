import {
  STOCK_ALERT_MESSAGES,
  stockAlertBody,
  stockAlertCodeBody,
  stockAlertResponse,
  stockAlertsQuery,
  stockAlertsResponse,
  stockAlertStopBody,
  stockAlertStoppedResponse,
  stockAlertVerifyBody,
} from '@store/contracts/stock-alerts';
import { codeSentResponse } from '@store/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import {
  cancelAlert,
  listMyAlerts,
  sendAlertCode,
  stopAlertByToken,
  subscribeShopper,
  verifyAlertCode,
  type StockAlertDeps,
} from './stock-alerts.service';

const tags = ['stock alerts'];
const security = [{ bearer: [] }];
const target = (b: { product_id: string; variant_id: string | null }) => ({
  productId: b.product_id,
  variantId: b.variant_id,
});

/** 'Notify me' on sold-out products (docs/decisions/079): signed-in shoppers at once, visitors with a code. */
export const stockAlertRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const deps: StockAlertDeps = { ...app.accounts, publicUrl };
  // Every answer names an e-mail or carries a stop token: never kept by a cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/stock_alerts',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Your waiting back-in-stock alerts on a product (variant_id null: any option)',
        querystring: stockAlertsQuery,
        response: { 200: stockAlertsResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok(STOCK_ALERT_MESSAGES.fetched, await listMyAlerts(deps, user.email, request.query.product_id));
    },
  );

  app.post(
    '/stock_alert',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Turns on your alert for a sold-out product or option: one mail when it is back',
        body: stockAlertBody,
        response: { 200: stockAlertResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok(STOCK_ALERT_MESSAGES.subscribed, await subscribeShopper(deps, user.email, target(request.body)));
    },
  );

  app.post(
    '/stock_alert_cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Stops your alert for this product or option',
        body: stockAlertBody,
        response: { 200: stockAlertStoppedResponse },
      },
    },
    async (request) => {
      const stopped = await cancelAlert(deps, currentUser(request).email, target(request.body));
      return ok(stopped ? STOCK_ALERT_MESSAGES.stopped : STOCK_ALERT_MESSAGES.alreadyEnded, { stopped });
    },
  );

  app.post(
    '/stock_alert_code',
    {
      schema: {
        tags,
        summary: "A visitor's alert, step 1: mails a 4-digit code (the same answer whether the e-mail has an account)",
        body: stockAlertCodeBody,
        response: { 200: codeSentResponse },
      },
    },
    async (request) => {
      const { email } = request.body;
      await sendAlertCode(deps, { email, ...target(request.body) }, request.clientAddress);
      return ok(STOCK_ALERT_MESSAGES.codeSent, { email });
    },
  );

  app.post(
    '/stock_alert_verify',
    {
      schema: {
        tags,
        summary: "A visitor's alert, step 2: the right code turns it on and answers its stop token",
        body: stockAlertVerifyBody,
        response: { 200: stockAlertResponse },
      },
    },
    async (request) =>
      ok(STOCK_ALERT_MESSAGES.subscribed, await verifyAlertCode(deps, request.body, request.clientAddress)),
  );

  app.post(
    '/stock_alert_stop',
    {
      schema: {
        tags,
        summary: "Stops the alert a mail's link (or a visitor's button) names",
        body: stockAlertStopBody,
        response: { 200: stockAlertStoppedResponse },
      },
    },
    async (request) => {
      const stopped = await stopAlertByToken(deps, request.body.token);
      return ok(stopped ? STOCK_ALERT_MESSAGES.stopped : STOCK_ALERT_MESSAGES.alreadyEnded, { stopped });
    },
  );
};
