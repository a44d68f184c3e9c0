import { createHash, timingSafeEqual } from 'node:crypto';
import { COURIER_MESSAGES, courierUpdateBody } from '@store/contracts/couriers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { shiprocketTime } from '../../lib/couriers/shiprocket-time';
import { ok } from '../../lib/envelope';
import type { CourierDeps } from './book-shipment.service';
import { applyTracking } from './track-shipment.service';

/** Whether the token sent is the one set, compared in constant time. */
function sameToken(sent: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * POST /webhooks/courier-updates: Shiprocket's tracking webhook (docs/couriers.md). Shiprocket
 * refuses an address holding its own name, so this one names none. It is checked by the token
 * the shop typed into Shiprocket's webhook settings, which arrives as `x-api-key`. Every event
 * of a parcel booked here is kept once and acted on once, however often it is sent; one of a
 * parcel not booked here is answered 200 and ignored, as Shiprocket sends every parcel of the
 * account.
 */
export const courierWebhookRoutes: FastifyPluginAsyncZod<{ deps: CourierDeps }> = async (app, { deps }) => {
  const token = deps.webhookToken;
  app.post(
    '/webhooks/courier-updates',
    {
      schema: {
        tags: ['couriers'],
        summary: "Shiprocket's tracking webhook: a parcel's status, checked by the x-api-key token",
        body: courierUpdateBody,
      },
      // The token is checked before the body is read: no one without it learns what a body needs.
      preValidation: async (request) => {
        if (!token) throw new AppError('NOT_FOUND', COURIER_MESSAGES.webhookNotSet);
        const sent = request.headers['x-api-key'];
        if (typeof sent !== 'string' || !sameToken(sent, token)) {
          throw new AppError('UNAUTHENTICATED', COURIER_MESSAGES.webhookRefused);
        }
      },
    },
    async (request) => {
      const update = request.body;
      const latest = update.scans?.at(-1);
      // The scan's own time, as the poll reads it, so the same scan heard both ways is one event;
      // the webhook's time when it lists no scans.
      const at = shiprocketTime(latest?.date) ?? shiprocketTime(update.current_timestamp);
      const outcome = await applyTracking(
        deps,
        update.awb,
        {
          statusId: update.shipment_status_id,
          status: update.shipment_status ?? update.current_status ?? '',
          at,
          location: latest?.location ?? '',
          activity: latest?.activity ?? '',
        },
        'webhook',
      );
      if (outcome === 'unknown') request.log.info({ awb: update.awb }, 'courier update for a parcel not booked here');
      return ok(COURIER_MESSAGES.updateReceived, { outcome });
    },
  );
};
