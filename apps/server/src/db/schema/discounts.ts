import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * A discount code staff made (docs/decisions/078). `used` counts the redemptions that hold a use
 * (unpaid orders still holding stock, and paid ones); it moves only under this row's lock, so the
 * last allowed use cannot be taken twice. Empty scope arrays mean the whole shop.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    /** Upper-case, as normalised by the contracts: codes compare without case. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['percent', 'flat'] }).notNull(),
    /** Percent off (1-100) or paise off. */
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    brandIds: uuid('brand_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    maxUses: integer('max_uses'),
    maxUsesPerBuyer: integer('max_uses_per_buyer'),
    active: boolean('active').notNull().default(true),
    used: integer('used').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_key').on(t.code),
    check('discount_codes_value_check', sql`${t.value} > 0 AND (${t.kind} = 'flat' OR ${t.value} <= 100)`),
    check('discount_codes_used_check', sql`${t.used} >= 0`),
    check('discount_codes_window_check', sql`${t.validTo} > ${t.validFrom}`),
  ],
);

/**
 * One order's use of a code: 'held' while the unpaid order holds its stock, 'used' once paid,
 * 'released' when it expired, was replaced or was cancelled. A status change is conditional on
 * the status it leaves, so giving a use back happens once however often it is asked for.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: id(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['held', 'used', 'released'] })
      .notNull()
      .default('held'),
    /** What the code took off this order, in paise. */
    discountPaise: integer('discount_paise').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_key').on(t.orderId),
    index('discount_redemptions_code_user_idx').on(t.codeId, t.userId),
  ],
);
