import { pinCodeResponse } from '@store/contracts/shop-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import type { CourierEstimate } from '../couriers/courier-dates';
import { placeOf } from './address-check';
import { indiaDateAfter } from './delivery';
import { quoteDeliveryTo } from './shop-settings.service';

/** A day to pack the parcel before the courier's days begin. */
const PACKING_DAYS = 1;

/**
 * The PIN check of the product page and the address forms' auto-fill. With couriers booked here,
 * the date is the courier's promise where Shiprocket answers in time (docs/couriers.md), else the
 * shop's zones'.
 */
export const indiaRoutes: FastifyPluginAsyncZod<{
  now: () => Date;
  courierDates?: ((pin: string) => Promise<CourierEstimate | null>) | undefined;
}> = async (app, { now, courierDates }) => {
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
      // Where the shop delivers, the courier's days; whether it delivers stays the shop's choice.
      const courier = quote.served && courierDates ? await courierDates(place.pin) : null;
      const days = courier ? courier.days + PACKING_DAYS : quote.days;
      return ok('PIN code found', {
        pin: place.pin,
        district: place.district,
        state: states[0]!,
        states,
        served: quote.served,
        zone: quote.zoneName,
        days,
        delivery_by: quote.served ? indiaDateAfter(now(), days) : null,
        courier: courier?.courier ?? null,
      });
    },
  );
};
