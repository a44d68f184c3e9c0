// What import.admin.routes.test.ts and import-run.admin.routes.test.ts share: each file calls setUp() and gets its own app and database.
import { importCheckResponse, importProgressLineSchema } from '@store/contracts/admin';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../../db/client';
import { adminUpload, catalogRefs } from '../../../test/admin';
import { catalogCsv, csvFile, type CsvRowInput } from '../../../test/catalog-import';
import { count, shopper, type Shopper } from '../../../test/shop';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { afterAll, beforeAll, expect } from 'vitest';

export let t: TestApp;
export let admin: Shopper;
export let refs: Awaited<ReturnType<typeof catalogRefs>>;
export let existing: { id: string; slug: string; sku: string };

type Row = CsvRowInput;
export const csv = catalogCsv;
export const file = csvFile;
export const check = async (data: Buffer) => {
  const res = await adminUpload(t.app, admin, '/api/admin/import/check', file(data));
  expect(res.status).toBe(200);
  return importCheckResponse.parse(res.body).data;
};
export const run = async (data: Buffer) => {
  const res = await adminUpload(t.app, admin, '/api/admin/import', file(data));
  return {
    status: res.status,
    res,
    lines:
      res.status === 200
        ? res.raw.body
            .trim()
            .split('\n')
            .map((l) => importProgressLineSchema.parse(JSON.parse(l)))
        : [],
  };
};
export const productCount = () => count(t.db, sql`SELECT count(*)::int AS n FROM products`);

export const helmet = (overrides: Row = {}): Row => ({
  handle: 'kmh-trail-helmet',
  name: 'KMH Trail Helmet',
  brand: refs.brand.name,
  categories: refs.leaf.slug,
  fitment: refs.model.slug,
  description: 'A light helmet.\nDOT and ISI certified.',
  features: 'ISI certified|Double D-ring',
  sku: 'KMH-TH-M',
  variant: 'M',
  price_inr: '2,499.50',
  mrp_inr: '2999',
  stock: '5',
  ...overrides,
});

/** The app, shoppers and products these tests share, set up around each file's tests. */
export function setUp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await shopper(t.app, t.db, 'owner@example.com', 'admin');
    refs = await catalogRefs(t.db);
    [existing] = (await queryRows(
      t.db,
      z.object({ id: z.string(), slug: z.string(), sku: z.string() }),
      sql`SELECT p.id, p.slug, v.sku FROM products p JOIN product_variants v ON v.product_id = p.id
          WHERE p.variant_count = 1 ORDER BY p.slug LIMIT 1`,
    )) as [typeof existing];
  });
  afterAll(() => t?.close());
}
