import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { keysAsText, orderBy, type IndexedSort } from './list-walk.repo';
import { listFittingBikeParts } from './product-list.repo';

/*
 * A shared mark is placed by counting in memory the bike's parts before it (fitting-parts.ts).
 * Here the count is held to PostgreSQL's own order: the mark's keys as a walk writes them, the
 * parts' keys as their query writes them (microseconds, `real` ratings through float8), each
 * sort's ties by id, on the demo catalog.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SORTS: IndexedSort[] = ['popularity', 'newest', 'price_asc', 'price_desc', 'rating'];

describe("a bike's parts before a mark", () => {
  it('are counted as PostgreSQL orders them, in every sort', async () => {
    const [classic] = await queryRows(
      t.db,
      z.object({ id: z.string(), make: z.string() }),
      sql`SELECT id, parent_id AS make FROM categories WHERE slug = 'royal-enfield-classic-350'`,
    );
    const bike = { modelId: classic!.id, makeId: classic!.make, year: 2021 };
    const parts = await listFittingBikeParts(t.db, undefined, bike, true);
    const ids = await queryRows(
      t.db,
      z.object({ id: z.string() }),
      sql`SELECT p.id FROM products p, categories c WHERE c.id = ${classic!.id} AND p.bike_specific
          AND NOT p.universal AND NOT p.is_hidden AND p.variant_count > 0 AND EXISTS (SELECT 1
          FROM product_categories pc WHERE pc.product_id = p.id AND (pc.category_id = ${classic!.make}
          OR (pc.category_id = c.id AND COALESCE(pc.year_from, 2021) <= 2021 AND 2021 <= COALESCE(pc.year_to, 2021))))`,
    );
    expect(parts.keptParts).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(10);
    const partIds = ids.map((r) => r.id);
    // Products that need no bike, as marks: every one of them, so every gap between parts is tried.
    for (const sort of SORTS) {
      const marks = await queryRows(
        t.db,
        z.object({ keys: z.array(z.string()), before: z.number().int() }),
        // A part is before the mark when, the two ordered as the sort's index orders them, the mark is second.
        sql`SELECT m.keys, (SELECT count(*)::int FROM products f WHERE f.id = ANY(${sql.param(partIds)}::uuid[])
              AND (SELECT array_position(array_agg(p.id ORDER BY ${orderBy(sort)}), m.id)
                   FROM products p WHERE p.id IN (f.id, m.id)) = 2) AS before
            FROM (SELECT p.id, ${keysAsText(sort)} AS keys FROM products p
                  WHERE (p.universal OR NOT p.bike_specific) AND NOT p.is_hidden AND p.variant_count > 0) m`,
      );
      expect(marks.length).toBeGreaterThan(50);
      for (const mark of marks)
        expect(parts.before(sort, mark.keys), `${sort} ${mark.keys.join(' ')}`).toBe(mark.before);
    }
  });
});
