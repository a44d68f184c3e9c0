import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { preparedRows, queryRows } from './client';
import { timestamptz } from './row-types';

let t: TestDatabase;
const ids = Array.from({ length: 30 }, () => randomUUID());
const thing = z.object({ id: z.string(), label: z.string(), at: timestamptz, n: z.number().int() });

beforeAll(async () => {
  t = await createTestDatabase();
  const { db } = t.database;
  await db.execute(
    sql`CREATE TABLE prepared_things (id uuid PRIMARY KEY, label text NOT NULL, at timestamptz NOT NULL)`,
  );
  for (const [i, id] of ids.entries()) {
    await db.execute(
      sql`INSERT INTO prepared_things VALUES (${id}, ${`thing ${i}`}, ${new Date(Date.UTC(2026, 0, 1 + i)).toISOString()})`,
    );
  }
});
afterAll(() => t?.drop());

/** One text whatever the ids: they go as one array parameter. */
const thingsQuery = (some: string[], min: number) =>
  sql`SELECT id, label, at, length(label)::int AS n FROM prepared_things
      WHERE id = ANY(${sql.param(some)}::uuid[]) AND length(label) >= ${min} ORDER BY label`;

describe('preparedRows', () => {
  it('answers the rows the same query answers through queryRows, call after call', async () => {
    const { db } = t.database;
    // More calls than PostgreSQL makes custom plans for (5) before it may keep a generic one.
    for (const size of [1, 3, 30, 2, 10, 1, 7, 30, 0]) {
      const some = ids.slice(0, size);
      const prepared = await preparedRows(db, thing, 'prepared_things_test', thingsQuery(some, 7));
      expect(prepared).toEqual(await queryRows(db, thing, thingsQuery(some, 7)));
      expect(prepared.map((r) => r.id).sort()).toEqual([...some].sort());
    }
    const [first] = await preparedRows(db, thing, 'prepared_things_test', thingsQuery([ids[0]!], 7));
    expect(first).toEqual({ id: ids[0], label: 'thing 0', at: new Date(Date.UTC(2026, 0, 1)), n: 7 });
  });

  it('fills in the placeholders of a query built once, call after call', async () => {
    const { db } = t.database;
    const builtOnce = sql`SELECT id, label, at, length(label)::int AS n FROM prepared_things
      WHERE id = ANY(${sql.placeholder('ids')}::uuid[]) AND length(label) >= ${sql.placeholder('min')} ORDER BY label`;
    for (const [size, min] of [
      [3, 7],
      [30, 8],
      [1, 7],
      [10, 9],
      [0, 7],
      [30, 7],
      [2, 1],
    ] as const) {
      const some = ids.slice(0, size);
      const rows = await preparedRows(db, thing, 'prepared_things_once', builtOnce, { ids: some, min });
      expect(rows).toEqual(await queryRows(db, thing, thingsQuery(some, min)));
    }
  });

  it('runs as a named statement on PostgreSQL', async () => {
    const { db, kind } = t.database;
    const names = await preparedRows(
      db,
      z.object({ name: z.string() }),
      'prepared_names_test',
      sql`SELECT name FROM pg_prepared_statements`,
    );
    if (kind === 'postgres') expect(names.map((r) => r.name)).toContain('prepared_names_test');
  });

  it('refuses a name already prepared with another text', async () => {
    const { db } = t.database;
    await preparedRows(db, thing, 'prepared_things_other', thingsQuery([ids[0]!], 1));
    await expect(
      preparedRows(db, thing, 'prepared_things_other', sql`SELECT id, label, at, 1 AS n FROM prepared_things`),
    ).rejects.toThrow(/different text/);
  });
});

describe('a pooled PostgreSQL session', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'searches with the store threshold and never JIT-compiles a query',
    async () => {
      const settings = z.object({ jit: z.string(), threshold: z.string() });
      // Every connection of the pool, not only the first: ten at once hold ten sessions.
      const all = await Promise.all(
        Array.from({ length: 10 }, () =>
          queryRows(
            t.database.db,
            settings,
            sql`SELECT current_setting('jit') AS jit,
                       current_setting('pg_trgm.word_similarity_threshold') AS threshold, pg_sleep(0.05)::text`,
          ),
        ),
      );
      for (const [row] of all) expect(row).toEqual({ jit: 'off', threshold: expect.stringMatching(/^0\.\d+$/) });
    },
  );
});
