import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CODE_PURPOSES } from '@store/contracts/auth';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id; null for an account that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    /**
     * What a member of staff may see (docs/decisions/109): 'full', or 'fulfilment' for staff who
     * pack and ship but are kept from the shop's money (the tax reports). Customers keep 'full',
     * which means nothing without the admin role.
     */
    staffAccess: text('staff_access', { enum: ['full', 'fulfilment'] })
      .notNull()
      .default('full'),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    /** Bumped to revoke every token issued before (password change, block). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Cash on delivery refused to this customer by staff (docs/decisions/111). */
    codBlocked: boolean('cod_blocked').notNull().default(false),
    /** Cash on delivery parcels this customer refused at the door since staff last reset it. */
    refusedDeliveries: integer('refused_deliveries').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_created_at_idx').on(t.createdAt),
    check('users_staff_access_check', sql`${t.staffAccess} IN ('full', 'fulfilment')`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    alternatePhone: text('alternate_phone'),
    pinCode: text('pin_code').notNull(),
    locality: text('locality').notNull().default(''),
    address: text('address').notNull(),
    town: text('town').notNull(),
    state: text('state').notNull(),
    landmark: text('landmark').notNull(),
    /** The API's `flag` (docs/product.md, Entities): the address checkout picks first. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.createdAt)],
);

/** Sign-up, password-reset, express-checkout and stock-alert codes: stored hashed, with expiry and an attempt count. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** For sign-up: the pending name and password hash, so nothing is created before the code is right. */
    payload: jsonb('payload'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_lookup_idx').on(sql`lower(${t.email})`, t.purpose, t.createdAt),
    check('one_time_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
