import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@store/contracts/charges';
import { createdAt, id, updatedAt } from './columns';
import { productVariants, products } from './catalog';
import { users } from './users';

const ORDER_STATUSES = ['pending_payment', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'partially_refunded', 'refunded'] as const;

export interface AddressSnapshot {
  name: string;
  phone: string;
  pinCode: string;
  address: string;
  locality: string;
  town: string;
  state: string;
  landMark: string;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Human order number shown to shoppers and staff, e.g. KMH100001. */
    orderNumber: text('order_number')
      .notNull()
      .default(sql`'KMH' || nextval('order_number_seq')::text`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type', { enum: ['single', 'cart'] }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending_payment'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('created'),
    totalPaise: integer('total_paise').notNull(),
    mrpTotalPaise: integer('mrp_total_paise').notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    razorpayOrderId: text('razorpay_order_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    /** For a carrier outside the store's list: the tracking page staff gave (docs/india.md, Carrier tracking). */
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** The address the order was placed from, for what one address may hold unpaid (docs/decisions/068). */
    clientAddress: text('client_address'),
    /** Days from payment to delivery for the address's zone when the order was placed (docs/india.md). */
    deliveryDays: smallint('delivery_days').notNull().default(5),
    /** A business buyer's GSTIN and name, and its billing address where it differs from the delivery address. */
    buyerGstin: text('buyer_gstin'),
    businessName: text('business_name'),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>(),
    /** The discount code the buyer entered and what it took off the total, in paise (docs/decisions/078). */
    discountCode: text('discount_code'),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** Online through Razorpay, or cash to the courier (docs/decisions/111). */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('online'),
    /** Shipping and the cash on delivery fee, both inside total_paise, GST included. */
    shippingPaise: integer('shipping_paise').notNull().default(0),
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** A cash order's cash as staff recorded it: when, and the courier's remittance it came in. */
    cashCollectedAt: timestamp('cash_collected_at', { withTimezone: true }),
    cashRemittance: text('cash_remittance'),
    /** The buyer refused a cash on delivery parcel at the door (counted on the buyer's account). */
    deliveryRefusedAt: timestamp('delivery_refused_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_razorpay_order_id_key').on(t.razorpayOrderId),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    check('orders_total_check', sql`${t.totalPaise} > 0`),
    check('orders_charges_check', sql`${t.shippingPaise} >= 0 AND ${t.codFeePaise} >= 0`),
    check('orders_payment_method_check', sql`${t.paymentMethod} IN ('online', 'cod')`),
    // The cash orders COD's limits count: those on their way, and those refused at the door.
    index('orders_cod_watch_idx')
      .on(t.userId)
      .where(
        sql`${t.paymentMethod} = 'cod' AND (${t.status} IN ('processing', 'shipped') OR ${t.deliveryRefusedAt} IS NOT NULL)`,
      ),
  ],
);

/** A snapshot of what was bought, so catalog edits never change a past order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    variantName: text('variant_name').notNull(),
    sku: text('sku').notNull(),
    image: text('image').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /** The product's HSN code and GST rate when it was bought, for the invoice. */
    hsnCode: text('hsn_code').notNull().default('8714'),
    gstRate: smallint('gst_rate').notNull().default(18),
    /** This line's share of the order's discount code: what was really paid is line total minus it. */
    discountPaise: integer('discount_paise').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** The order's history: every status move, who made it and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['razorpay', 'test', 'cash'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['captured', 'failed', 'refunded'] }).notNull(),
    method: text('method'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Stock held for an unpaid order; turned into a sale on payment or released when it expires. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: ['active', 'converted', 'released'] })
      .notNull()
      .default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_reservations_order_idx').on(t.orderId),
    index('stock_reservations_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    check('stock_reservations_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Each payment provider event handled once, keyed by the provider's event id. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['visible', 'hidden'] })
      .notNull()
      .default('visible'),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_idx').on(t.productId, t.status, t.createdAt.desc()),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** Images shoppers uploaded, for ownership and the hourly upload limit. */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
);

/** Every back-office change: who, what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
