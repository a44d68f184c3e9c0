import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schedules } from '../../db/schema/jobs';

/**
 * Claims this period's run of task `name` for `worker`: answers true for exactly one caller per
 * period, however many servers ask, because only one UPDATE can move next_run_at past `now`.
 */
export async function claimScheduledRun(
  db: Db,
  input: { name: string; worker: string; now: Date; nextRunAt: Date },
): Promise<boolean> {
  await db.insert(schedules).values({ name: input.name, nextRunAt: input.now }).onConflictDoNothing();
  const claimed = await db
    .update(schedules)
    .set({ nextRunAt: input.nextRunAt, lastRunAt: input.now, lastRunBy: input.worker })
    .where(and(eq(schedules.name, input.name), lte(schedules.nextRunAt, input.now)))
    .returning({ name: schedules.name });
  return claimed.length > 0;
}

export async function recordScheduledResult(db: Db, name: string, result: string): Promise<void> {
  await db
    .update(schedules)
    .set({ lastResult: result.slice(0, 500) })
    .where(eq(schedules.name, name));
}

export async function findSchedule(db: Db, name: string) {
  const [row] = await db.select().from(schedules).where(eq(schedules.name, name));
  return row ?? null;
}
