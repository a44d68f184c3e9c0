import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NEW_SHOP_COD, NEW_SHOP_SHIPPING, type CodRules, type ShippingRules } from '@store/contracts/charges';
import { createdAt, id, updatedAt } from './columns';
import { productVariants } from './catalog';
import { orders } from './orders';

/** The one row of the seller's particulars and delivery zones (docs/india.md). */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    gstin: text('gstin').notNull(),
    address: text('address').notNull(),
    stateCode: text('state_code').notNull(),
    invoicePrefix: text('invoice_prefix').notNull(),
    /** The logo on tax invoices (docs/decisions/108), an uploaded picture's /media URL; null for none. */
    logoUrl: text('logo_url'),
    deliveryZones: jsonb('delivery_zones').$type<{ id: string; days: number; served: boolean }[]>().notNull(),
    unservedPins: jsonb('unserved_pins').$type<string[]>().notNull().default([]),
    /** Shipping fees by zone and weight, free from an order value (docs/decisions/111). */
    shipping: jsonb('shipping').$type<ShippingRules>().notNull().default(NEW_SHOP_SHIPPING),
    /** Cash on delivery: on or off, its limit, fee, zones and open-order limits (docs/decisions/111). */
    cod: jsonb('cod').$type<CodRules>().notNull().default(NEW_SHOP_COD),
    /** Where staff notices go; null for the server's ADMIN_EMAIL (modules/staff-notices). */
    noticeEmail: text('notice_email'),
    /** Which notices are sent, by kind (`paid_order`, `return_requested`, `low_stock`, `failed_mail`). */
    notices: jsonb('notices')
      .$type<Record<string, boolean>>()
      .notNull()
      .default({ paid_order: true, return_requested: true, low_stock: true, failed_mail: true }),
    /** An option at or below this many is low on stock: the dashboard's list and the notice. */
    lowStockLevel: smallint('low_stock_level').notNull().default(5),
    /** The contact details shoppers see (docs/decisions/106): the footer, the contact page, mails. */
    phone: text('phone').notNull().default('+91 484 123 4567'),
    whatsapp: text('whatsapp'),
    supportEmail: text('support_email').notNull().default('support@keralamotohub.in'),
    openingHours: jsonb('opening_hours')
      .$type<{ days: string; hours: string }[]>()
      .notNull()
      .default([
        { days: 'Monday – Friday', hours: '9:00 am – 6:00 pm' },
        { days: 'Saturday', hours: '10:00 am – 4:00 pm' },
        { days: 'Sunday', hours: 'Closed' },
      ]),
    /** How to find the shop, under its address on the contact page; null shows none. */
    directions: text('directions').default(
      'We are on the NH 66 Bypass, a few minutes from the Vyttila Mobility Hub. The nearest Kochi Metro station is Vyttila, and there is two-wheeler parking right in front of the shop. Coming from outside Kochi, follow the NH 66 signs towards Vyttila junction. If you are coming to collect a part or try on a helmet, call ahead and we will keep it ready for you.',
    ),
    /** The policy pages staff rewrote, by page; a page not here shows the store's default text. */
    policies: jsonb('policies').$type<Record<string, { markdown: string; updatedAt: string }>>().notNull().default({}),
    /** When staff last saved the contact details and policies: the go-live checklist's "reviewed". */
    detailsReviewedAt: timestamp('details_reviewed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * The last number given in each series (its prefix: `KMH` for invoices, `KMHC` for credit notes)
 * and financial year: the row lock keeps the series gapless, and a new prefix starts at 1.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * Options whose low stock staff were told of: a notice is sent once, and again only after the
 * option was seen above the level (restocked) or a sale crossed it anew.
 */
export const lowStockNotices = pgTable('low_stock_notices', {
  variantId: uuid('variant_id')
    .primaryKey()
    .references(() => productVariants.id, { onDelete: 'cascade' }),
  noticedAt: timestamp('noticed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Paid orders whose tax invoice is held: a shop taking real money issues none under the demo's
 * GSTIN (docs/decisions/103). Saving the shop's own GSTIN issues them and empties this.
 */
export const heldInvoices = pgTable('held_invoices', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tax invoices and credit notes: numbered once, with everything printed on them frozen in `body`. */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: id(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** A credit note's invoice. */
    refersTo: uuid('refers_to'),
    totalPaise: integer('total_paise').notNull(),
    body: jsonb('body').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_key').on(t.number),
    // One invoice per order; a return's partial refund (decision 080) may have a credit note of its own.
    uniqueIndex('tax_documents_order_invoice_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    index('tax_documents_order_idx').on(t.orderId),
    index('tax_documents_issued_idx').on(t.issuedAt.desc()),
  ],
);
