import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { queryRows } from '../client';
import { bike } from './catalog/bikes';
import { buildDemoCatalog } from './catalog/build-demo-catalog';
import { loadCatalog } from './load-catalog';

const catalog = buildDemoCatalog();
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await loadCatalog(t.database.db, catalog);
});
afterAll(() => t?.drop());

const year = z.number().int().nullable();

describe('loadCatalog: the garage data', () => {
  it('writes the model years', async () => {
    const models = await queryRows(
      t.database.db,
      z.object({ slug: z.string(), year_from: year, year_to: year }),
      sql`SELECT slug, year_from, year_to FROM categories WHERE kind = 'model' ORDER BY slug`,
    );
    expect(models.length).toBe(catalog.categories.filter((c) => c.kind === 'model').length);
    for (const m of models) expect(m.year_from, m.slug).toEqual(expect.any(Number));
    const years = (key: Parameters<typeof bike>[0]) => models.find((m) => m.slug === bike(key).slug);
    expect(years('classic350')).toMatchObject({ year_from: 2009, year_to: null });
    expect(years('himalayan411')).toMatchObject({ year_from: 2016, year_to: 2023 });
    const others = await queryRows(
      t.database.db,
      z.object({ n: z.number() }),
      sql`SELECT count(*)::int AS n FROM categories WHERE kind <> 'model' AND (year_from IS NOT NULL OR year_to IS NOT NULL)`,
    );
    expect(others[0]?.n).toBe(0);
  });

  it('writes the years on fitment links and keeps the home category first', async () => {
    const uce = catalog.products.find((p) => p.name.includes('Chain Sprocket Kit for Royal Enfield Classic 350 (2009'));
    expect(uce).toBeDefined();
    const links = await queryRows(
      t.database.db,
      z.object({ slug: z.string(), kind: z.string(), year_from: year, year_to: year }),
      sql`SELECT c.slug, c.kind, pc.year_from, pc.year_to
          FROM product_categories pc JOIN categories c ON c.id = pc.category_id
          JOIN products p ON p.id = pc.product_id
          WHERE p.slug = ${uce!.slug} ORDER BY pc.position`,
    );
    expect(links.map((l) => [l.slug, l.kind, l.year_from, l.year_to])).toEqual([
      ['chain-sprocket-kits', 'category', null, null],
      [bike('classic350').slug, 'model', 2009, 2020],
      [bike('bullet350').slug, 'model', 2012, 2022],
    ]);
  });

  it('marks universal products and links them to no bike', async () => {
    const universal = await queryRows(
      t.database.db,
      z.object({ slug: z.string(), bikes: z.number() }),
      sql`SELECT p.slug, count(c.id) FILTER (WHERE c.kind IN ('make', 'model'))::int AS bikes
          FROM products p
          LEFT JOIN product_categories pc ON pc.product_id = p.id
          LEFT JOIN categories c ON c.id = pc.category_id
          WHERE p.universal GROUP BY p.slug ORDER BY p.slug`,
    );
    const expected = catalog.products.filter((p) => p.universal).map((p) => p.slug);
    expect(universal.map((u) => u.slug)).toEqual([...expected].sort());
    for (const u of universal) expect(u.bikes, u.slug).toBe(0);
  });
});
