import { adminIdParams } from '@store/contracts/admin';
import {
  bookCourierBody,
  bookManyBody,
  bookManyResponse,
  COURIER_MESSAGES,
  courierSetupResponse,
  orderCouriersResponse,
  returnPickupResponse,
  shipmentResponse,
  shipmentSchema,
} from '@store/contracts/couriers';
import { envelopeSchema } from '@store/contracts/envelope';
import { orderSchema } from '@store/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { viewOrder } from '../orders/orders.service';
import { queueBookings } from './book-many.service';
import { bookReturnPickup, couriersForReturn, getReturnPickup } from './book-return-pickup.service';
import { bookShipment, couriersForOrder, getShipment, type CourierDeps } from './book-shipment.service';

/** The couriers found for a parcel, as the back office's dialog lists them. */
function couriersView(found: Awaited<ReturnType<typeof couriersForOrder>>) {
  return {
    pickup: { name: found.pickup.name, pin: found.pickup.pin },
    delivery_pin: found.deliveryPin,
    parcel_grams: found.grams,
    couriers: found.options.couriers.map((c) => ({
      id: c.id,
      name: c.name,
      rate_paise: c.ratePaise,
      days: c.days,
      etd: c.etd,
      cod: c.cod,
    })),
    recommended_id: found.options.recommendedId,
  };
}

const tags = ['admin couriers'];
const security = [{ bearer: [] }];
// A booking changes no product or price: the storefront's caches stay.
const config = { catalogUnchanged: true };

const bookedResponse = envelopeSchema(z.object({ shipment: shipmentSchema, order: orderSchema }));

/**
 * Couriers booked through Shiprocket from an order's page in the back office (docs/couriers.md).
 * Without Shiprocket's settings each call answers 404 saying shipping stays manual. Registered by
 * the admin plugin, which guards it.
 */
export const courierAdminRoutes: FastifyPluginAsyncZod<{ deps: CourierDeps }> = async (app, { deps }) => {
  app.get(
    '/shipments/setup',
    {
      schema: {
        tags,
        security,
        summary: "Whether couriers are booked here (Shiprocket's API user set) and its tracking webhook taken",
        response: { 200: courierSetupResponse },
      },
    },
    async () =>
      ok(COURIER_MESSAGES.setupFetched, { bookable: deps.shiprocket !== null, webhook: Boolean(deps.webhookToken) }),
  );

  app.post(
    '/shipments',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Books many orders at once, each with the recommended courier, through the outbox; answers those queued and those left out with why',
        body: bookManyBody,
        response: { 200: bookManyResponse },
      },
    },
    async (request) => {
      const result = await queueBookings(deps, request.body.order_ids, currentUser(request).id);
      return ok(COURIER_MESSAGES.bookingsQueued(result.queued.length), result);
    },
  );

  app.get(
    '/orders/:id/couriers',
    {
      schema: {
        tags,
        security,
        summary:
          "The couriers serving the order's PIN from the pickup location, with price, days and the recommended one",
        params: adminIdParams,
        response: { 200: orderCouriersResponse },
      },
    },
    async (request) =>
      ok(COURIER_MESSAGES.couriersFetched, couriersView(await couriersForOrder(deps, request.params.id))),
  );

  app.get(
    '/orders/:id/shipment',
    {
      schema: {
        tags,
        security,
        summary: "The order's courier booking: waybill, pickup, label and manifest, or what stopped it",
        params: adminIdParams,
        response: { 200: shipmentResponse },
      },
    },
    async (request) => ok(COURIER_MESSAGES.shipmentFetched, await getShipment(deps, request.params.id)),
  );

  app.post(
    '/orders/:id/shipment',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Books the order with a courier (the chosen one, or the recommended): waybill, pickup, label, manifest, then shipped; resumes a booking cut off',
        params: adminIdParams,
        body: bookCourierBody,
        response: { 200: bookedResponse },
      },
    },
    async (request) => {
      const booked = await bookShipment(deps, request.params.id, currentUser(request).id, request.body.courier_id);
      return ok(COURIER_MESSAGES.booked, { shipment: booked.shipment, order: await viewOrder(deps.db, booked.order) });
    },
  );

  app.get(
    '/returns/:id/pickup/couriers',
    {
      schema: {
        tags,
        security,
        summary:
          "The couriers that collect an approved return at the buyer's PIN (delivery_pin) for the pickup location, with price and days",
        params: adminIdParams,
        response: { 200: orderCouriersResponse },
      },
    },
    async (request) =>
      ok(COURIER_MESSAGES.couriersFetched, couriersView(await couriersForReturn(deps, request.params.id))),
  );

  app.get(
    '/returns/:id/pickup',
    {
      schema: {
        tags,
        security,
        summary: "A return's reverse pickup: courier, waybill and day, or what stopped its booking",
        params: adminIdParams,
        response: { 200: returnPickupResponse },
      },
    },
    async (request) => ok(COURIER_MESSAGES.pickupFetched, await getReturnPickup(deps, request.params.id)),
  );

  app.post(
    '/returns/:id/pickup',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Books a courier to collect an approved return from the buyer (the chosen one, or the recommended) and mails the buyer; resumes a booking cut off',
        params: adminIdParams,
        body: bookCourierBody,
        response: { 200: returnPickupResponse },
      },
    },
    async (request) => {
      const pickup = await bookReturnPickup(deps, request.params.id, currentUser(request).id, request.body.courier_id);
      return ok(COURIER_MESSAGES.pickupBooked, { bookable: true, pickup });
    },
  );
};
