import { pinCodeResponse } from '@store/contracts/shop-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { placeOf } from './address-check';
import { indiaDateAfter } from './delivery';
import { quoteDeliveryTo } from './shop-settings.service';

/** The PIN check of the product page and the address forms' auto-fill. */
export const indiaRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  app.get(
    '/pin_code',
    {
      schema: {
        tags: ['delivery'],
        summary: "A PIN code's district and state, and whether and by when the shop delivers there",
        querystring: z.object({ pin: z.string().trim().max(12).default('') }),
        response: { 200: pinCodeResponse },
      },
    },
    async (request) => {
      const place = placeOf(request.query.pin);
      const quote = await quoteDeliveryTo(app.db, place);
      const states = place.states.map((s) => s.name);
      return ok('PIN code found', {
        pin: place.pin,
        district: place.district,
        state: states[0]!,
        states,
        served: quote.served,
        zone: quote.zoneName,
        days: quote.days,
        delivery_by: quote.served ? indiaDateAfter(now(), quote.days) : null,
      });
    },
  );
};
