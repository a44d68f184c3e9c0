import { CATEGORY_KINDS, FITMENT_KINDS } from '@store/contracts/admin';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { queryRows } from './client';

/*
 * Rules the database applies are each one SQL function that the other functions and the server's
 * queries call (migration 0019, docs/decisions/097): the selling price and which categories are
 * bikes. These tests hold the functions to the rules, the rules to one function each, and the
 * functions to being inlined where they are called.
 */
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const one = async <T extends z.ZodType>(row: T, query: ReturnType<typeof sql>) =>
  (await queryRows(t.database.db, row, query))[0]!;

/** The public functions whose bodies match `pattern` (a POSIX regular expression, case-insensitive). */
const functionsMatching = async (pattern: string) =>
  (
    await queryRows(
      t.database.db,
      z.object({ name: z.string() }),
      sql`SELECT proname AS name FROM pg_proc
          WHERE pronamespace = 'public'::regnamespace AND prosrc ~* ${pattern} ORDER BY proname`,
    )
  ).map((r) => r.name);

describe('the selling price', () => {
  it('is the lower of the price and a running deal, never raised by a deal', async () => {
    const prices = await one(
      z.object({ none: z.number(), lower: z.number(), higher: z.number() }),
      sql`SELECT selling_price_paise(149900, NULL) AS none, selling_price_paise(149900, 99900) AS lower,
                 selling_price_paise(149900, 199900) AS higher`,
    );
    expect(prices).toEqual({ none: 149900, lower: 99900, higher: 149900 });
  });

  it('is written in that function alone', async () => {
    expect(await functionsMatching('least\\s*\\(')).toEqual(['selling_price_paise']);
  });

  it('is inlined where a query calls it: the plan shows the expression, not a call', async () => {
    const plan = await queryRows(
      t.database.db,
      z.object({ 'QUERY PLAN': z.string() }),
      sql`EXPLAIN (VERBOSE) SELECT selling_price_paise(v.price_paise, 100) FROM product_variants v`,
    );
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/LEAST\((v\.)?price_paise, 100\)/);
    expect(text).not.toMatch(/selling_price_paise/);
  });
});

describe('which categories are bikes', () => {
  it('are the same kinds in the database as in the contracts the server and web app use', async () => {
    const kinds = await queryRows(
      t.database.db,
      z.object({ kind: z.string() }),
      sql`SELECT k AS kind FROM unnest(${`{${CATEGORY_KINDS.join(',')}}`}::text[]) AS k WHERE is_fitment_kind(k)`,
    );
    expect(kinds.map((r) => r.kind).sort()).toEqual([...FITMENT_KINDS].sort());
  });

  it('is written in that function alone', async () => {
    expect(await functionsMatching("'make'")).toEqual(['is_fitment_kind']);
  });
});
