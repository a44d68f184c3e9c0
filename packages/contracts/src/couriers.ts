import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idSchema } from './ids';

/**
 * Booking couriers through Shiprocket from the back office (docs/couriers.md): the couriers that
 * serve an order's PIN, and the booking that gives it a waybill, a pickup, a label and a manifest.
 */
export const COURIER_MESSAGES = {
  couriersFetched: 'Couriers fetched',
  shipmentFetched: 'Shipment fetched',
  booked: 'Courier booked',
  notConfigured:
    'Couriers are booked by hand: set SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD to book them from the back office',
  notBookable: (status: string) => `Only an order being prepared can be booked with a courier; this one is ${status}`,
  alreadyBooked: (awb: string) => `This order is already booked with a courier: waybill ${awb}`,
  bookingUnderWay: 'This order is being booked right now: wait a moment and look again',
  noPickupLocation: (name: string | null) =>
    name
      ? `Shiprocket has no pickup location named ${name}: check SHIPROCKET_PICKUP_LOCATION`
      : 'Shiprocket has no pickup location with a PIN code: add one in its panel',
  trackingPage: (awb: string) => `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`,
  webhookNotSet: 'Courier updates are not taken here: set SHIPROCKET_WEBHOOK_TOKEN to take them',
  webhookRefused: 'The x-api-key header does not match the token set for courier updates',
  updateReceived: 'Update received',
  setupFetched: 'Courier setup fetched',
  bookingsQueued: (n: number) => `${n} ${n === 1 ? 'order is' : 'orders are'} being booked`,
  manyLimit: 'Choose from 1 to 50 orders to book at once',
  skippedNotPreparing: (status: string) => `Not being prepared: it is ${status}`,
  skippedBooked: (awb: string) => `Already booked: waybill ${awb}`,
  skippedUnknown: 'No such order',
  pickupFetched: 'Return pickup fetched',
  pickupBooked: 'Return pickup booked',
  pickupNotBookable: (status: string) => `Only an approved return can have its pickup booked; this one is ${status}`,
  pickupAlreadyBooked: (awb: string) => `This return's pickup is already booked: waybill ${awb}`,
  pickupUnderWay: "This return's pickup is being booked right now: wait a moment and look again",
} as const;

export const courierOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rate_paise: z.number().int(),
  days: z.number().int().nullable(),
  etd: z.string().nullable(),
  cod: z.boolean(),
});
export type CourierOptionView = z.infer<typeof courierOptionSchema>;

export const orderCouriersSchema = z.object({
  pickup: z.object({ name: z.string(), pin: z.string() }),
  delivery_pin: z.string(),
  parcel_grams: z.number().int(),
  couriers: z.array(courierOptionSchema),
  recommended_id: z.number().int().nullable(),
});
export const orderCouriersResponse = envelopeSchema(orderCouriersSchema);

export const shipmentSchema = z.object({
  state: z.enum(['booking', 'booked', 'cancelled']),
  reference: z.string(),
  courier_id: z.number().int().nullable(),
  courier_name: z.string().nullable(),
  awb: z.string().nullable(),
  pickup_scheduled_at: z.string().nullable(),
  label_url: z.string().nullable(),
  manifest_url: z.string().nullable(),
  /** What stopped the last try, for staff; null once a try got through. */
  last_error: z.string().nullable(),
  /** Where the parcel is, as the courier last said, and when it scanned it; null before any news. */
  tracking_status: z.string().nullable(),
  tracking_at: z.string().nullable(),
});
export type ShipmentView = z.infer<typeof shipmentSchema>;
/** Whether couriers can be booked here (Shiprocket set), and the order's booking, null when it has none. */
export const shipmentResponse = envelopeSchema(
  z.object({ bookable: z.boolean(), shipment: shipmentSchema.nullable() }),
);
export type ShipmentResponse = z.infer<typeof shipmentResponse>;
/** Whether couriers can be booked here, and the return's pickup, null when it has none. */
export const returnPickupResponse = envelopeSchema(
  z.object({ bookable: z.boolean(), pickup: shipmentSchema.nullable() }),
);
export type ReturnPickupResponse = z.infer<typeof returnPickupResponse>;
export type OrderCouriersResponse = z.infer<typeof orderCouriersResponse>;
export type BookCourierBody = z.input<typeof bookCourierBody>;

export const bookCourierBody = z.object({
  /** A courier from the order's list; left out or null, the one Shiprocket recommends. */
  courier_id: z
    .number({ error: 'courier_id must be a courier id from the list' })
    .int({ error: 'courier_id must be a courier id from the list' })
    .positive({ error: 'courier_id must be a courier id from the list' })
    .max(2_147_483_647, { error: 'courier_id must be a courier id from the list' })
    .nullable()
    .default(null),
});

/** A waybill as Shiprocket sends it: text, or a number. */
const awbText = z
  .union([z.string().trim().min(1).max(64), z.number().int().nonnegative()], {
    error: 'awb must be the waybill number',
  })
  .transform(String);
/** Words Shiprocket may send empty, null or long: kept, cut to `max` characters. */
const shortText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((text) => (text ? text.slice(0, max) : undefined));

/**
 * A tracking update as Shiprocket's webhook sends it (docs/couriers.md): the waybill, its status
 * (`shipment_status_id` and words), the time of the scan in India's time, and the scans so far,
 * oldest first. Fields Shiprocket adds are let through and not read; words it sends null or long
 * are taken as none or cut, so an authentic update is never refused for them.
 */
export const courierUpdateBody = z
  .object({
    awb: awbText,
    shipment_status_id: z.coerce
      .number({ error: 'shipment_status_id must be a status number' })
      .int({ error: 'shipment_status_id must be a status number' })
      .positive({ error: 'shipment_status_id must be a status number' })
      .max(1000, { error: 'shipment_status_id must be a status number' }),
    shipment_status: shortText(200),
    current_status: shortText(200),
    current_timestamp: shortText(40),
    scans: z
      .array(z.looseObject({ date: shortText(40), activity: shortText(500), location: shortText(200) }))
      .max(1000)
      .optional(),
  })
  .loose();
export type CourierUpdateBody = z.input<typeof courierUpdateBody>;

/** Whether couriers are booked here (Shiprocket's API user set) and its tracking webhook taken. */
export const courierSetupResponse = envelopeSchema(z.object({ bookable: z.boolean(), webhook: z.boolean() }));
export type CourierSetupResponse = z.infer<typeof courierSetupResponse>;

/** POST /admin/shipments: many orders booked at once, each with the courier Shiprocket recommends. */
export const bookManyBody = z.object({
  order_ids: z
    .array(idSchema, { error: COURIER_MESSAGES.manyLimit })
    .min(1, { error: COURIER_MESSAGES.manyLimit })
    .max(50, { error: COURIER_MESSAGES.manyLimit })
    .transform((ids) => [...new Set(ids)]),
});
export type BookManyBody = z.input<typeof bookManyBody>;

const orderRef = z.object({ id: z.string(), order_number: z.string() });
/**
 * The orders queued for booking, each booked in turn through the outbox (and moved to shipped once
 * booked), and those left out with why.
 */
export const bookManyResponse = envelopeSchema(
  z.object({ queued: z.array(orderRef), skipped: z.array(orderRef.extend({ reason: z.string() })) }),
);
export type BookManyResponse = z.infer<typeof bookManyResponse>;
