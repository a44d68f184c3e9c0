import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
