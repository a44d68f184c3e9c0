import { adminProductResponse, importCheckResponse, type ProductInputBody } from '@store/contracts/admin';
import { productResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../../db/client';
import { adminCall, adminUpload, catalogRefs } from '../../../test/admin';
import { catalogCsv, csvFile } from '../../../test/catalog-import';
import { shopper, type Shopper } from '../../../test/shop';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { parseCatalogCsv } from './catalog-csv';

// docs/decisions/072: what the product page calls a product's variants, from the form and the CSV.

let t: TestApp;
let admin: Shopper;
let refs: Awaited<ReturnType<typeof catalogRefs>>;

const product = async (slug: string) =>
  (
    await queryRows(
      t.db,
      z.object({ id: z.string(), option_name: z.string() }),
      sql`SELECT id, option_name FROM products WHERE slug = ${slug}`,
    )
  )[0];

/** Two rows, one product: a chain in two lengths. */
const rows = (overrides: Record<string, string>) =>
  ['110', '120'].map((links, i) => ({
    handle: 'kmh-o-ring-chain',
    name: 'KMH 520 O-Ring Chain',
    brand: refs.brand.name,
    categories: refs.leaf.slug,
    sku: `KMH-520-${links}`,
    variant: `${links} links`,
    price_inr: '2499',
    mrp_inr: '2999',
    stock: '4',
    ...(i === 0 ? overrides : {}),
  }));

beforeAll(async () => {
  t = await createTestApp();
  admin = await shopper(t.app, t.db, 'owner@example.com', 'admin');
  refs = await catalogRefs(t.db);
});
afterAll(() => t?.close());

describe('the option name', () => {
  it('is saved from the product form, Size when left out, refused when blank or long, and shown on the page', async () => {
    const body: ProductInputBody = {
      name: 'KMH Throttle Cable',
      brandId: refs.brand.id,
      categoryIds: [refs.leaf.id],
      optionName: ' Length ',
      variants: [
        { name: '1.2 m', sku: 'KMH-THR-12', pricePaise: 39_900, mrpPaise: 49_900, stock: 3 },
        { name: '1.5 m', sku: 'KMH-THR-15', pricePaise: 44_900, mrpPaise: 54_900, stock: 0 },
      ],
    };
    const created = await adminCall(t.app, admin, 'POST', '/api/admin/products', body);
    expect(created.status).toBe(200);
    const saved = adminProductResponse.parse(created.body).data;
    expect(saved.optionName).toBe('Length');
    const page = await t.app.inject({ method: 'GET', url: `/api/fetch_product?id=${saved.id}` });
    expect(productResponse.parse(page.json()).data.option_name).toBe('Length');

    const { optionName: _left, ...withoutName } = body;
    const plain = await adminCall(t.app, admin, 'POST', '/api/admin/products', {
      ...withoutName,
      name: 'KMH Clutch Cable',
      variants: [{ name: 'Default', sku: 'KMH-CLU-1', pricePaise: 29_900, mrpPaise: 29_900, stock: 5 }],
    });
    expect(adminProductResponse.parse(plain.body).data.optionName).toBe('Size');

    for (const [optionName, message] of [
      ['  ', 'Option name is required'],
      ['Length of the cable in metres', 'Option name must be at most 20 characters'],
    ]) {
      const refused = await adminCall(t.app, admin, 'PUT', `/api/admin/products/${saved.id}`, { ...body, optionName });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ path: 'optionName', message }]);
    }
  });

  it('is read from the CSV, kept from the product when blank, and written by the export', async () => {
    const imported = await adminUpload(
      t.app,
      admin,
      '/api/admin/import',
      csvFile(catalogCsv(rows({ option_name: 'Length' }))),
    );
    expect(imported.status).toBe(200);
    expect((await product('kmh-o-ring-chain'))?.option_name).toBe('Length');

    // A file exported before the column, or with it left blank, changes the price, not the name.
    await adminUpload(t.app, admin, '/api/admin/import', csvFile(catalogCsv(rows({ price_inr: '2399' }))));
    expect((await product('kmh-o-ring-chain'))?.option_name).toBe('Length');

    // A new product with the cell blank is sold in sizes.
    await adminUpload(
      t.app,
      admin,
      '/api/admin/import',
      csvFile(catalogCsv(rows({}).map((r) => ({ ...r, handle: 'kmh-x-ring-chain', sku: `${r.sku}-X` })))),
    );
    expect((await product('kmh-x-ring-chain'))?.option_name).toBe('Size');

    const refused = await adminUpload(
      t.app,
      admin,
      '/api/admin/import/check',
      csvFile(catalogCsv(rows({ option_name: 'Length in links, O-ring' }))),
    );
    expect(importCheckResponse.parse(refused.body).data.errors).toEqual([
      { row: 2, column: 'option_name', message: 'Option name must be at most 20 characters' },
    ]);

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const parsed = parseCatalogCsv(exported.rawPayload);
    expect(parsed.rows.find((r) => r.cells.handle === 'kmh-o-ring-chain')?.cells.option_name).toBe('Length');
    // The demo catalog's oils come in volumes, its helmets in sizes.
    expect(parsed.rows.find((r) => r.cells.variant === '4L')?.cells.option_name).toBe('Volume');
    expect(parsed.rows.find((r) => r.cells.categories.includes('full-face'))?.cells.option_name).toBe('Size');
  });
});
