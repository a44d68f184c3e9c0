import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { deleteSettledJobs } from './jobs.repo';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

describe('removing settled jobs', () => {
  it('removes old done and failed jobs, but never a failed refund: that money is still owed', async () => {
    const longAgo = new Date('2026-01-01T00:00:00Z');
    const lately = new Date('2026-11-27T00:00:00Z');
    const add = (kind: string, status: string, at: Date) =>
      t.database.db.execute(sql`INSERT INTO jobs (kind, payload, status, max_attempts, done_at, updated_at)
        VALUES (${kind}, ${JSON.stringify({ summary: `${kind} ${status}` })}::jsonb, ${status}, 5,
                ${status === 'done' ? at : null}, ${at})`);
    await add('mail', 'done', longAgo);
    await add('mail', 'failed', longAgo);
    await add('refund', 'failed', longAgo);
    await add('refund', 'done', longAgo);
    await add('mail', 'failed', lately);
    const removed = await deleteSettledJobs(t.database.db, {
      doneBefore: new Date('2026-11-01T00:00:00Z'),
      failedBefore: new Date('2026-11-01T00:00:00Z'),
      keepFailed: ['refund'],
    });
    expect(removed).toBe(3);
    const left = await queryRows(
      t.database.db,
      z.object({ summary: z.string() }),
      sql`SELECT payload->>'summary' AS summary FROM jobs ORDER BY 1`,
    );
    expect(left.map((r) => r.summary)).toEqual(['mail failed', 'refund failed']);
  });
});
