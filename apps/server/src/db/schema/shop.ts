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
import { createdAt, id, updatedAt } from './columns';
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
    deliveryZones: jsonb('delivery_zones').$type<{ id: string; days: number; served: boolean }[]>().notNull(),
    unservedPins: jsonb('unserved_pins').$type<string[]>().notNull().default([]),
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
