import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { orders } from './orders';
import { returns } from './returns';

/**
 * The courier aggregator's login token, one row per service (`shiprocket`), shared by every server:
 * a login made by one is used by all until it is renewed (docs/couriers.md).
 */
export const courierTokens = pgTable('courier_tokens', {
  service: text('service').primaryKey(),
  token: text('token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A parcel booked with the courier aggregator (docs/couriers.md): an order's delivery, one booking
 * per order while it is not cancelled, or the reverse pickup of an approved return (`returnId`),
 * one per return. Each step's answer is kept as it comes, so a booking cut off half-way (the
 * service down, a timeout) resumes from the step it reached and never books twice.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The return whose units a courier collects from the buyer; null for the order's delivery. */
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'cascade' }),
    /** booking: steps under way or cut off; booked: AWB, pickup, label and manifest done; cancelled. */
    state: text('state', { enum: ['booking', 'booked', 'cancelled'] })
      .notNull()
      .default('booking'),
    /** The order's reference at the aggregator: the order number, with a suffix after a cancelled booking. */
    reference: text('reference').notNull(),
    /** The courier staff chose; null for the one the aggregator recommends. */
    chosenCourierId: integer('chosen_courier_id'),
    /** The aggregator's own order and shipment ids, from its order creation. */
    serviceOrderId: text('service_order_id'),
    serviceShipmentId: text('service_shipment_id'),
    courierId: integer('courier_id'),
    courierName: text('courier_name'),
    awb: text('awb'),
    pickupScheduledAt: text('pickup_scheduled_at'),
    labelUrl: text('label_url'),
    manifestUrl: text('manifest_url'),
    /**
     * Held by one booking run (`lockedBy`, a random id) until `lockedUntil`: one run walks the
     * steps at a time, across servers, and writes only while it holds the booking.
     */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** What went wrong at the last try, for staff; null once a try gets through. */
    lastError: text('last_error'),
    /**
     * Where the parcel is, as the courier last said (the webhook or the tracking poll): Shiprocket's
     * `shipment_status_id`, its words, and when the courier scanned it. The latest scan wins, so
     * events arriving out of order leave the newest.
     */
    trackingStatusId: integer('tracking_status_id'),
    trackingStatus: text('tracking_status'),
    trackingAt: timestamp('tracking_at', { withTimezone: true }),
    /** When the tracking poll last asked about it. */
    polledAt: timestamp('polled_at', { withTimezone: true }),
    /** Its order is no longer on its way (delivered, cancelled): the poll asks no more. */
    trackingDone: boolean('tracking_done').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_open_order_key')
      .on(t.orderId)
      .where(sql`${t.state} <> 'cancelled' AND ${t.returnId} IS NULL`),
    uniqueIndex('shipments_open_return_key')
      .on(t.returnId)
      .where(sql`${t.state} <> 'cancelled' AND ${t.returnId} IS NOT NULL`),
    index('shipments_awb_idx').on(t.awb),
  ],
);

/**
 * Each tracking event heard for a booking, once: the same status at the same scan time, sent
 * again by the webhook or read again by the poll, is the same event and acts once (docs/couriers.md).
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: id(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    statusId: integer('status_id').notNull(),
    status: text('status').notNull(),
    /** When the courier scanned it, as it said (India's time); when it was heard, if it said none. */
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    location: text('location').notNull().default(''),
    activity: text('activity').notNull().default(''),
    /** webhook or poll. */
    source: text('source', { enum: ['webhook', 'poll'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shipment_events_once_key').on(t.shipmentId, t.statusId, t.happenedAt)],
);
