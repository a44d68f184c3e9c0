import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { claimStatement } from './jobs.repo';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

/** The plan's node types and index names, from EXPLAIN's JSON. */
function planNodes(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(planNodes);
  if (!plan || typeof plan !== 'object') return [];
  const node = plan as Record<string, unknown>;
  const own = [node['Node Type'], node['Index Name']].filter((v): v is string => typeof v === 'string');
  return [...own, ...Object.values(node).flatMap(planNodes)];
}

describe('claiming jobs from a backlog', () => {
  it('reads the first due jobs in order from the index, sorting none', async () => {
    // A backlog such as a day's mails behind a dead mail server, or a big catalog import's checks.
    await t.database.db.execute(sql`INSERT INTO jobs (kind, payload, max_attempts, run_at)
      SELECT 'backlog', jsonb_build_object('n', n), 5, now() - make_interval(secs => n)
      FROM generate_series(1, 20000) n`);
    await t.database.db.execute(sql`ANALYZE jobs`);
    const claim = claimStatement({ worker: 'w', limit: 10, now: new Date(), leaseMs: 60_000 });
    const plan = await queryRows(t.database.db, z.unknown(), sql`EXPLAIN (FORMAT JSON) ${claim}`);
    const nodes = planNodes(plan);
    expect(nodes).toContain('jobs_due_idx');
    expect(nodes.filter((n) => n.includes('Sort'))).toEqual([]);
  });
});
