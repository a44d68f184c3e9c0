import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RefundDestination } from '@store/contracts/returns';
import { createdAt, id, updatedAt } from './columns';
import { orderLines, orders } from './orders';
import { taxDocuments } from './shop';
import { users } from './users';

const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;

/**
 * A buyer's request to send back lines of a delivered order, with its own status machine beside
 * the order's (docs/decisions/080): requested → approved | rejected; approved → received → refunded.
 */
export const returns = pgTable(
  'returns',
  {
    id: id(),
    /** The number the buyer and staff quote, e.g. RET10001. */
    returnNumber: text('return_number')
      .notNull()
      .default(sql`'RET' || nextval('return_number_seq')::text`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** What staff told the buyer when approving or rejecting. */
    staffNote: text('staff_note'),
    /** What was given back, set once with the refund. */
    refundPaise: integer('refund_paise'),
    providerRefundId: text('provider_refund_id'),
    /** A cash on delivery order's refund: the buyer's UPI ID or bank account (docs/decisions/111). */
    refundTo: jsonb('refund_to').$type<RefundDestination>(),
    /** The bank's reference (UTR) staff recorded when they paid a cash order's refund. */
    refundReference: text('refund_reference'),
    creditNoteId: uuid('credit_note_id').references(() => taxDocuments.id, { onDelete: 'restrict' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('returns_return_number_key').on(t.returnNumber),
    index('returns_order_idx').on(t.orderId, t.createdAt),
    index('returns_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} IN ('requested', 'approved', 'received')`),
    check('returns_status_check', sql`${t.status} IN ('requested', 'approved', 'rejected', 'received', 'refunded')`),
    check('returns_refund_check', sql`${t.refundPaise} IS NULL OR ${t.refundPaise} > 0`),
  ],
);

/** How many units of one order line a return sends back. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: id(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('return_lines_return_line_key').on(t.returnId, t.orderLineId),
    index('return_lines_order_line_idx').on(t.orderLineId),
    check('return_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** A return's history: every step, who took it and the note the buyer was sent. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: id(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.createdAt)],
);
