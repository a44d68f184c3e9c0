import { adminProductResponse, importCheckResponse, type ProductInputBody } from '@store/contracts/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../../db/client';
import { adminCall, adminUpload, catalogRefs } from '../../../test/admin';
import { catalogCsv, csvFile } from '../../../test/catalog-import';
import { shopper, type Shopper } from '../../../test/shop';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { parseCatalogCsv } from './catalog-csv';

let t: TestApp;
let admin: Shopper;
let refs: Awaited<ReturnType<typeof catalogRefs>>;

const taxOf = async (slug: string) =>
  (
    await queryRows(
      t.db,
      z.object({ hsn_code: z.string(), gst_rate: z.number() }),
      sql`SELECT hsn_code, gst_rate::int AS gst_rate FROM products WHERE slug = ${slug}`,
    )
  )[0];

const row = (overrides: Record<string, string>) => ({
  handle: 'kmh-riding-gloves',
  name: 'KMH Riding Gloves',
  brand: refs.brand.name,
  categories: refs.leaf.slug,
  sku: 'KMH-GLV-M',
  variant: 'M',
  price_inr: '1499',
  mrp_inr: '1999',
  stock: '4',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await shopper(t.app, t.db, 'owner@example.com', 'admin');
  refs = await catalogRefs(t.db);
});
afterAll(() => t?.close());

describe('HSN code and GST rate', () => {
  it('are saved from the product form, refused when malformed, and audited with the product', async () => {
    const body: ProductInputBody = {
      name: 'KMH Rain Gloves',
      brandId: refs.brand.id,
      categoryIds: [refs.leaf.id],
      hsnCode: '62160010',
      gstRate: 5,
      variants: [{ name: 'Default', sku: 'KMH-RAIN-G', pricePaise: 89_900, mrpPaise: 99_900, stock: 3 }],
    };
    const created = await adminCall(t.app, admin, 'POST', '/api/admin/products', body);
    expect(created.status).toBe(200);
    expect(adminProductResponse.parse(created.body).data).toMatchObject({ hsnCode: '62160010', gstRate: 5 });
    const wrong = await adminCall(t.app, admin, 'POST', '/api/admin/products', { ...body, hsnCode: '62A', gstRate: 7 });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('HSN code must be 4, 6 or 8 digits');
    expect(JSON.stringify(wrong.body)).toContain('GST rate must be one of 0, 5, 12, 18, 28, 40');
  });

  it('are read from the CSV, kept from the product when blank, and written by the export', async () => {
    const imported = await adminUpload(
      t.app,
      admin,
      '/api/admin/import',
      csvFile(catalogCsv([row({ hsn: '621600', gst_rate: '5%' })])),
    );
    expect(imported.status).toBe(200);
    expect(await taxOf('kmh-riding-gloves')).toEqual({ hsn_code: '621600', gst_rate: 5 });

    // An older file without the columns' values changes the price, not the tax.
    await adminUpload(t.app, admin, '/api/admin/import', csvFile(catalogCsv([row({ price_inr: '1399' })])));
    expect(await taxOf('kmh-riding-gloves')).toEqual({ hsn_code: '621600', gst_rate: 5 });

    const refused = await adminUpload(
      t.app,
      admin,
      '/api/admin/import/check',
      csvFile(catalogCsv([row({ hsn: '6216-00', gst_rate: '15' })])),
    );
    const problems = importCheckResponse.parse(refused.body).data.errors;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ column: 'hsn', message: 'HSN code must be 4, 6 or 8 digits' }),
        expect.objectContaining({ column: 'gst_rate' }),
      ]),
    );

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const parsed = parseCatalogCsv(exported.rawPayload);
    const gloves = parsed.rows.find((r) => r.cells.handle === 'kmh-riding-gloves');
    expect(gloves?.cells).toMatchObject({ hsn: '621600', gst_rate: '5' });
    // The demo catalog's helmets carry the headgear heading at 18%.
    expect(parsed.rows.find((r) => r.cells.categories.includes('full-face'))?.cells).toMatchObject({
      hsn: '650610',
      gst_rate: '18',
    });
  });
});
