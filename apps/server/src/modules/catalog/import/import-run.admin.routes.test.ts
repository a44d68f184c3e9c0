import { adminProductListResponse, adminProductResponse } from '@store/contracts/admin';
import { productResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../../db/client';
import { adminCall } from '../../../test/admin';
import { count } from '../../../test/shop';
import { getJson } from '../../../test/test-app';
import { parseCatalogCsv, stringifyCatalogCsv } from './catalog-csv';
import { t, admin, refs, existing, csv, check, run, productCount, helmet, setUp } from './import.admin.routes.kit';

setUp();

describe('running an import', () => {
  it('writes products with progress lines, shows them on the storefront and audits each', async () => {
    const before = await productCount();
    const { status, lines, res } = await run(
      csv([
        helmet(),
        helmet({
          name: '',
          brand: '',
          categories: '',
          fitment: '',
          description: '',
          features: '',
          sku: 'KMH-TH-L',
          variant: 'L',
          stock: '0',
          variant_hidden: 'yes',
        }),
        {
          handle: 'kmh-chain-lube',
          name: 'KMH Chain Lube',
          brand: refs.brand.slug,
          categories: refs.leaf.slug,
          sku: 'KMH-CL',
          price_inr: '349',
          mrp_inr: '399',
          stock: '20',
          hidden: 'yes',
        },
        {
          handle: existing.slug,
          name: 'Renamed by import',
          brand: refs.otherBrand.name,
          categories: refs.leaf.slug,
          sku: existing.sku,
          price_inr: '100',
          mrp_inr: '120',
          stock: '3',
        },
      ]),
    );
    expect(status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('application/x-ndjson');
    expect(lines).toEqual([
      { type: 'start', total: 3 },
      { type: 'progress', done: 1, total: 3, handle: 'kmh-trail-helmet' },
      { type: 'progress', done: 2, total: 3, handle: 'kmh-chain-lube' },
      { type: 'progress', done: 3, total: 3, handle: existing.slug },
      { type: 'done', created: 2, updated: 1, unchanged: 0, variants: 4 },
    ]);
    expect(await productCount()).toBe(before + 2);

    const list = adminProductListResponse.parse(
      (await adminCall(t.app, admin, 'GET', '/api/admin/products?q=kmh-trail')).body,
    ).data;
    const helmetProduct = adminProductResponse.parse(
      (await adminCall(t.app, admin, 'GET', `/api/admin/products/${list.items[0]!.id}`)).body,
    ).data;
    expect(helmetProduct).toMatchObject({
      slug: 'kmh-trail-helmet',
      description: 'A light helmet.\nDOT and ISI certified.',
      features: ['ISI certified', 'Double D-ring'],
      fitment: [{ id: refs.model.id }],
    });
    expect(helmetProduct.variants.map((v) => [v.sku, v.name, v.pricePaise, v.mrpPaise, v.stock, v.hidden])).toEqual([
      ['KMH-TH-M', 'M', 249_950, 299_900, 5, false],
      ['KMH-TH-L', 'L', 249_950, 299_900, 0, true],
    ]);
    const shop = productResponse.parse((await getJson(t.app, `/api/fetch_product?id=${helmetProduct.id}`)).body).data;
    expect(shop).toMatchObject({ discount_price: 249_950, quantity: 5, variant_count: 1 });
    expect(
      productResponse.parse((await getJson(t.app, `/api/fetch_product?id=${existing.id}`)).body).data,
    ).toMatchObject({
      name: 'Renamed by import',
      discount_price: 10_000,
      brand: { _id: refs.otherBrand.id },
    });
    expect((await getJson(t.app, '/api/search?search=kmh%20chain%20lube')).body.products).toEqual([]);

    const audit = await count(
      t.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'product.import' AND actor_id = ${admin.id}`,
    );
    expect(audit).toBe(3);
  });

  it('round-trips: the export reads back as it is, and an edited export changes only what was edited', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalog-\d{4}-\d{2}-\d{2}\.csv"$/);
    const whole = await check(res.rawPayload);
    expect(whole).toMatchObject({ ok: true, newProducts: 0, updatedProducts: await productCount() });

    const parsed = parseCatalogCsv(res.rawPayload);
    const mine = parsed.rows.filter((r) => r.cells.handle.startsWith('kmh-'));
    expect(mine.map((r) => [r.cells.sku, r.cells.price_inr, r.cells.variant_hidden, r.cells.hidden])).toEqual([
      ['KMH-CL', '349', 'no', 'yes'],
      ['KMH-TH-M', '2499.50', 'no', 'no'],
      ['KMH-TH-L', '2499.50', 'yes', 'no'],
    ]);
    const edited = mine.map((r) => ({ ...r.cells, ...(r.cells.sku === 'KMH-CL' ? { price_inr: '299' } : {}) }));
    const auditBefore = await count(t.db, sql`SELECT count(*)::int AS n FROM audit_log`);
    const { lines } = await run(csv(edited));
    expect(lines.at(-1)).toEqual({ type: 'done', created: 0, updated: 1, unchanged: 1, variants: 3 });
    expect(await count(t.db, sql`SELECT count(*)::int AS n FROM audit_log`)).toBe(auditBefore + 1);
    const again = parseCatalogCsv(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/export',
          headers: { authorization: `Bearer ${admin.token}` },
        })
      ).rawPayload,
    );
    expect(again.rows.filter((r) => r.cells.handle.startsWith('kmh-')).map((r) => r.cells)).toEqual(edited);
  });

  it('streams the export as it reads it: chunked, every variant once, the same bytes as written at once', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/admin/export`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();
    const bytes = Buffer.from(await res.arrayBuffer());
    const { rows } = parseCatalogCsv(bytes);
    // More products than one page of the export's reading (200), so the pages join up.
    expect(rows.length).toBe(await count(t.db, sql`SELECT count(*)::int AS n FROM product_variants`));
    expect(new Set(rows.map((r) => r.cells.sku)).size).toBe(rows.length);
    const inOrder = await queryRows(
      t.db,
      z.object({ slug: z.string() }),
      sql`SELECT slug FROM products p WHERE EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
          ORDER BY slug`,
    );
    expect([...new Set(rows.map((r) => r.cells.handle))]).toEqual(inOrder.map((r) => r.slug));
    const atOnce = `\uFEFF${stringifyCatalogCsv(rows.map((r) => r.cells))}`;
    expect(bytes.toString('utf8')).toBe(atOnce);
  });

  it('defuses spreadsheet formulas on export and reads them back as text', async () => {
    const { lines } = await run(
      csv([{ ...helmet({ handle: 'formula-kit', name: '\'=HYPERLINK("http://x")', sku: 'FX-1', variant: '' }) }]),
    );
    expect(lines.at(-1)).toMatchObject({ type: 'done', created: 1 });
    const [row] = await queryRows(
      t.db,
      z.object({ name: z.string() }),
      sql`SELECT name FROM products WHERE slug = 'formula-kit'`,
    );
    expect(row?.name).toBe('=HYPERLINK("http://x")');
    const exported = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/export',
        headers: { authorization: `Bearer ${admin.token}` },
      })
    ).body;
    expect(exported).toContain(`'=HYPERLINK(""http://x"")`);
  });
});
