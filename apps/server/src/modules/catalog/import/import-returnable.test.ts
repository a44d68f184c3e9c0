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

// docs/decisions/080: a custom-made or non-returnable product, from the form and the CSV.

let t: TestApp;
let admin: Shopper;
let refs: Awaited<ReturnType<typeof catalogRefs>>;

const returnable = async (slug: string) =>
  (
    await queryRows(
      t.db,
      z.object({ returnable: z.boolean() }),
      sql`SELECT returnable FROM products WHERE slug = ${slug}`,
    )
  )[0]?.returnable;

const row = (overrides: Record<string, string>) => ({
  handle: 'kmh-custom-seat',
  name: 'KMH Custom Stitched Seat',
  brand: refs.brand.name,
  categories: refs.leaf.slug,
  sku: 'KMH-SEAT-C1',
  variant: 'Default',
  price_inr: '5499',
  mrp_inr: '5999',
  stock: '2',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await shopper(t.app, t.db, 'owner@example.com', 'admin');
  refs = await catalogRefs(t.db);
});
afterAll(() => t?.close());

describe('the returnable flag', () => {
  it('is saved from the product form, returnable when left out', async () => {
    const body: ProductInputBody = {
      name: 'KMH Custom Tank Pad',
      brandId: refs.brand.id,
      categoryIds: [refs.leaf.id],
      returnable: false,
      variants: [{ name: 'Default', sku: 'KMH-PAD-C1', pricePaise: 89_900, mrpPaise: 99_900, stock: 3 }],
    };
    const created = await adminCall(t.app, admin, 'POST', '/api/admin/products', body);
    expect(adminProductResponse.parse(created.body).data.returnable).toBe(false);
    const { returnable: _left, ...without } = body;
    const plain = await adminCall(t.app, admin, 'POST', '/api/admin/products', {
      ...without,
      name: 'KMH Tank Pad',
      variants: [{ name: 'Default', sku: 'KMH-PAD-1', pricePaise: 49_900, mrpPaise: 49_900, stock: 5 }],
    });
    expect(adminProductResponse.parse(plain.body).data.returnable).toBe(true);
    const refused = await adminCall(t.app, admin, 'POST', '/api/admin/products', { ...body, returnable: 'maybe' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'returnable', message: 'Returnable must be true or false' }]);
  });

  it('is read from the CSV, kept from the product when blank, and written by the export', async () => {
    const file = (cells: Record<string, string>) => csvFile(catalogCsv([row(cells)]));
    expect((await adminUpload(t.app, admin, '/api/admin/import', file({ returnable: 'no' }))).status).toBe(200);
    expect(await returnable('kmh-custom-seat')).toBe(false);
    // A file from before the column, or with it blank, leaves the flag as it is.
    await adminUpload(t.app, admin, '/api/admin/import', file({ price_inr: '5299' }));
    expect(await returnable('kmh-custom-seat')).toBe(false);
    await adminUpload(t.app, admin, '/api/admin/import', file({ returnable: 'yes' }));
    expect(await returnable('kmh-custom-seat')).toBe(true);

    const refused = await adminUpload(t.app, admin, '/api/admin/import/check', file({ returnable: 'sometimes' }));
    expect(importCheckResponse.parse(refused.body).data.errors).toEqual([
      { row: 2, column: 'returnable', message: 'returnable must be yes or no' },
    ]);

    await adminUpload(t.app, admin, '/api/admin/import', file({ returnable: 'no' }));
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const parsed = parseCatalogCsv(exported.rawPayload);
    expect(parsed.rows.find((r) => r.cells.handle === 'kmh-custom-seat')?.cells.returnable).toBe('no');
    // The rest of the catalog (the demo's parts and the plain tank pad) may be returned.
    expect(
      parsed.rows.filter((r) => !r.cells.handle.startsWith('kmh-custom-')).every((r) => r.cells.returnable === 'yes'),
    ).toBe(true);
  });
});
