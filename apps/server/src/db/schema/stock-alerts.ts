import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog';
import { createdAt, id } from './columns';

/**
 * 'Notify me' on a sold-out product or variant (docs/decisions/079): one row per e-mail and what
 * it waits for. The row ends (ended_at) in the same statement that queues its back-in-stock mail,
 * or when the shopper stops it, so a subscriber is mailed once.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    /** Lower-cased: one alert per e-mail, whoever typed it. */
    email: text('email').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null: any option of the product coming back will do. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Why it ended: its mail was queued, or the shopper stopped it. */
    endReason: text('end_reason', { enum: ['notified', 'stopped'] }),
  },
  (t) => [
    uniqueIndex('stock_alerts_active_key')
      .on(t.email, t.productId, sql`COALESCE(${t.variantId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.endedAt} IS NULL`),
    index('stock_alerts_waiting_idx')
      .on(t.productId, t.createdAt)
      .where(sql`${t.endedAt} IS NULL`),
  ],
);
