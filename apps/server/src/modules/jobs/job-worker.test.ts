import { sql } from 'drizzle-orm';
import pino from 'pino';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { PermanentJobError, retryDelayMs, startJobWorker, type JobHandler } from './job-worker';
import { findJob, insertJob } from './jobs.repo';

let t: TestDatabase;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

/** A worker on the test database that is only run by `drain`, never by its timer or a NOTIFY. */
function worker(handlers: Record<string, JobHandler>, db: Db = t.database.db) {
  return startJobWorker({
    db,
    listen: async () => async () => {},
    handlers,
    now: () => new Date(),
    log,
    pollMs: 60_000,
    retryBaseMs: 10,
  });
}

const queue = (kind: string, maxAttempts = 3) =>
  insertJob(t.database.db, { kind, payload: { n: 1 }, maxAttempts, runAt: new Date() });

describe('the job worker', () => {
  it('does not run a job again when the database fails as it is marked done', async () => {
    let runs = 0;
    let failNextUpdate = false;
    // The database drops the first write after the job ran, as a cut connection would.
    const flaky = new Proxy(t.database.db, {
      get(target, key, receiver) {
        if (key === 'update' && failNextUpdate) {
          failNextUpdate = false;
          return () => ({ set: () => ({ where: () => Promise.reject(new Error('Connection terminated')) }) });
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const w = await worker(
      {
        'mark-done-fails': async () => {
          runs += 1;
          failNextUpdate = true;
          return { kept: true };
        },
      },
      flaky,
    );
    try {
      const id = await queue('mark-done-fails');
      await w.drain();
      // Past any retry's backoff (10 ms here): a try recorded as failed would run again now.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await w.drain();
      expect(runs).toBe(1);
      expect(await findJob(t.database.db, id)).toMatchObject({ status: 'done', attempts: 1, payload: { kept: true } });
    } finally {
      await w.stop();
    }
  });

  it('fails a job at once on a permanent error, keeping only what the error says', async () => {
    let runs = 0;
    const w = await worker({
      expired: async () => {
        runs += 1;
        throw new PermanentJobError('what it carried expired', { summary: 'kept' });
      },
    });
    try {
      const id = await queue('expired', 10);
      await w.drain();
      expect(runs).toBe(1);
      expect(await findJob(t.database.db, id)).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: 'what it carried expired',
        payload: { summary: 'kept' },
      });
    } finally {
      await w.stop();
    }
  });

  it('fails a job whose worker died on its last try instead of claiming it again', async () => {
    let runs = 0;
    const w = await worker({ abandoned: async () => void (runs += 1) });
    try {
      const id = await queue('abandoned', 2);
      await t.database.db.execute(
        sql`UPDATE jobs SET status = 'running', attempts = 2, locked_by = 'dead', locked_until = now() - interval '1 second'
            WHERE id = ${id}`,
      );
      await w.drain();
      expect(runs).toBe(0);
      const job = await findJob(t.database.db, id);
      expect(job).toMatchObject({ status: 'failed', attempts: 2 });
      expect(job?.lastError).toMatch(/stopped or hung/);
    } finally {
      await w.stop();
    }
  });

  it('runs a job of a kind it has no handler for never again', async () => {
    const w = await worker({});
    try {
      const id = await queue('unknown-kind', 5);
      await w.drain();
      expect(await findJob(t.database.db, id)).toMatchObject({ status: 'failed', attempts: 1 });
      const left = await queryRows(
        t.database.db,
        z.object({ n: z.number() }),
        sql`SELECT count(*)::int AS n FROM jobs WHERE id = ${id} AND last_error LIKE 'no handler%'`,
      );
      expect(left[0]?.n).toBe(1);
    } finally {
      await w.stop();
    }
  });
});

describe('retry backoff', () => {
  it('doubles from the base, is capped, and spreads by ±20%', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 30_000, 3_600_000, mid))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(20, 30_000, 3_600_000, mid)).toBe(3_600_000);
    expect(retryDelayMs(1, 1000, 60_000, () => 0)).toBe(800);
    expect(retryDelayMs(1, 1000, 60_000, () => 1)).toBe(1200);
  });
});
