import type { JobStatus } from '@store/contracts/admin';
import { and, eq, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { jobs } from '../../db/schema/jobs';
import { limitOffset, selectPage, type PageRequest } from '../admin/paging';

export type JobRow = typeof jobs.$inferSelect;

/** Queues a job in the caller's transaction: it exists exactly when the change that caused it commits. */
export async function insertJob(
  tx: Db,
  job: { kind: string; payload: unknown; maxAttempts: number; runAt: Date },
): Promise<string> {
  const [row] = await tx.insert(jobs).values(job).returning({ id: jobs.id });
  return row!.id;
}

const claimedRow = z.object({
  id: z.string(),
  kind: z.string(),
  payload: z.unknown(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
});
export type ClaimedJob = z.output<typeof claimedRow>;

/** What a claim is given: who claims, how many, the time, and how long the lease lasts. */
export interface ClaimInput {
  worker: string;
  limit: number;
  now: Date;
  leaseMs: number;
}

/**
 * The claim's statement. Its order is the order of `jobs_due_idx` (run_at, id; migration 0015), so
 * with a backlog it reads its first rows from the index and stops instead of sorting every due job.
 */
export function claimStatement(input: ClaimInput): SQL {
  const leaseEnd = new Date(input.now.getTime() + input.leaseMs);
  return sql`UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = ${input.worker},
               locked_until = ${leaseEnd}, updated_at = ${input.now}
        WHERE id IN (
          SELECT id FROM jobs
          WHERE (status = 'pending' AND run_at <= ${input.now})
             OR (status = 'running' AND locked_until < ${input.now} AND attempts < max_attempts)
          ORDER BY run_at, id
          LIMIT ${input.limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, payload, attempts, max_attempts`;
}

/**
 * Takes up to `limit` due jobs for `worker`: pending ones whose time has come, and running ones
 * whose lease ran out (their worker died). SKIP LOCKED lets several servers claim at once, each
 * getting different rows; the lease keeps a claimed job from being claimed again while it runs.
 */
export function claimDueJobs(db: Db, input: ClaimInput): Promise<ClaimedJob[]> {
  return queryRows(db, claimedRow, claimStatement(input));
}

/**
 * Fails the running jobs whose lease ended on their last try: their worker died or hung each
 * time, and claiming them again would stall one more worker. Staff can still retry them.
 */
export async function failAbandonedJobs(db: Db, now: Date): Promise<number> {
  const failed = await db
    .update(jobs)
    .set({
      status: 'failed',
      lockedUntil: null,
      lastError: 'Its server stopped or hung during the last try; it may or may not have been sent',
      updatedAt: now,
    })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
    .returning({ id: jobs.id });
  return failed.length;
}

/** Only the worker that holds the job may settle it: one whose lease passed and was re-claimed may not. */
const heldBy = (id: string, worker: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.status, 'running'));

/** The job ran: it keeps only `payload`, what its handler chose to leave for the back office. */
export async function markJobDone(
  db: Db,
  input: { id: string; worker: string; now: Date; payload: unknown },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'done',
      payload: input.payload,
      doneAt: input.now,
      lockedUntil: null,
      lastError: null,
      updatedAt: input.now,
    })
    .where(heldBy(input.id, input.worker));
}

/**
 * A failed try: due again at `retryAt`, or failed for good once its tries are spent (or at once
 * when `final`, keeping only `payload`). The row decides whether tries are spent, so a limit
 * changed while the job ran still counts.
 */
export async function markJobFailed(
  db: Db,
  input: { id: string; worker: string; error: string; retryAt: Date; now: Date; final?: boolean; payload?: unknown },
): Promise<void> {
  const spent = input.final ? sql`true` : sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
  await db
    .update(jobs)
    .set({
      status: sql`CASE WHEN ${spent} THEN 'failed' ELSE 'pending' END`,
      runAt: sql`CASE WHEN ${spent} THEN ${jobs.runAt} ELSE ${input.retryAt} END`,
      ...(input.payload === undefined ? {} : { payload: input.payload }),
      lockedUntil: null,
      lastError: input.error.slice(0, 2000),
      updatedAt: input.now,
    })
    .where(heldBy(input.id, input.worker));
}

/** A failed job queued again from the back office, with its tries counted afresh. */
export async function requeueFailedJob(db: Db, id: string, now: Date): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: now, lockedBy: null, lockedUntil: null, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning();
  return row ?? null;
}

export async function findJob(db: Db, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** Settled jobs are kept a while for the back office: done ones until `doneBefore`, failed ones until `failedBefore`. */
export async function deleteSettledJobs(
  db: Db,
  input: { doneBefore: Date; failedBefore: Date; keepFailed?: readonly string[] },
): Promise<number> {
  const kept = input.keepFailed ?? [];
  const removed = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.status, 'done'), lt(jobs.doneAt, input.doneBefore)),
        and(
          eq(jobs.status, 'failed'),
          lt(jobs.updatedAt, input.failedBefore),
          kept.length > 0 ? notInArray(jobs.kind, [...kept]) : undefined,
        ),
      ),
    )
    .returning({ id: jobs.id });
  return removed.length;
}

const listedRow = z.object({
  id: z.string(),
  kind: z.string(),
  payload: z.unknown(),
  status: z.enum(['pending', 'running', 'done', 'failed']),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  run_at: timestamptz,
  created_at: timestamptz,
  done_at: timestamptz.nullable(),
  total: z.number().int(),
});
export type ListedJob = Omit<z.output<typeof listedRow>, 'total'>;

/** One page of jobs, newest first, optionally of one status. */
export async function listJobs(
  db: Db,
  q: PageRequest & { status?: JobStatus | undefined },
): Promise<{ found: ListedJob[]; total: number }> {
  const where = q.status ? sql`status = ${q.status}` : sql`true`;
  return selectPage(
    db,
    listedRow,
    sql`SELECT id, kind, payload, status, attempts, max_attempts, last_error, run_at, created_at, done_at,
               count(*) OVER ()::int AS total
        FROM jobs WHERE ${where} ORDER BY created_at DESC, id DESC ${limitOffset(q)}`,
    sql`SELECT count(*)::int AS n FROM jobs WHERE ${where}`,
    q,
  );
}

const countRow = z.object({ status: z.enum(['pending', 'running', 'done', 'failed']), n: z.number().int() });

/** How many jobs are in each status. */
export async function countJobsByStatus(db: Db): Promise<Record<JobStatus, number>> {
  const counts: Record<JobStatus, number> = { pending: 0, running: 0, done: 0, failed: 0 };
  for (const r of await queryRows(db, countRow, sql`SELECT status, count(*)::int AS n FROM jobs GROUP BY status`)) {
    counts[r.status] = r.n;
  }
  return counts;
}

/**
 * How many mails failed for good in [from, to), leaving out staff notices (modules/staff-notices).
 * A failed job's updated_at is when it failed: done_at is set only on success.
 */
export async function countFailedMails(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows(
    db,
    z.object({ n: z.number().int() }),
    sql`SELECT count(*)::int AS n FROM jobs
        WHERE kind = 'mail' AND status = 'failed' AND updated_at >= ${from.toISOString()} AND updated_at < ${to.toISOString()}
          AND NOT coalesce((payload->>'staff')::boolean, false)`,
  );
  return row?.n ?? 0;
}
