import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * The outbox: every side effect that leaves the store (a mail today) is a row written in the
 * same transaction as the change that causes it, and a worker on any server delivers it
 * (docs/decisions/059). A row is claimed with FOR UPDATE SKIP LOCKED and a lease, so two
 * servers never run the same job at once, and a server that dies mid-job leaves it to the next.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** What the worker does with the payload: 'mail'. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    /** Tries so far, counted when a worker claims the job. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When the job is next due: now for a new job, later after a failed try (backoff). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A running job whose lease has passed is claimed again: its worker died or hung. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // With id, the claim's order (run_at, id) is read from the index and stops (migration 0015).
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.status} IN ('pending', 'running')`),
    index('jobs_status_created_idx').on(t.status, t.createdAt),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 AND ${t.maxAttempts} >= 1`),
  ],
);

/**
 * Periodic work (the reservation sweep): one row per task. A server runs a task only when it
 * moves the row's next_run_at forward itself, so with several servers each period runs once.
 */
export const schedules = pgTable('schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastRunBy: text('last_run_by'),
  /** What the last run reported, or its error. */
  lastResult: text('last_result'),
});
