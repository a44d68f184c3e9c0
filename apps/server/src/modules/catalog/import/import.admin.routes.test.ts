import {
  IMPORT_COLUMNS,
  adminProductListResponse,
  adminProductResponse,
  importCheckResponse,
  importProgressLineSchema,
  importRefusedResponse,
} from '@store/contracts/admin';
import { productResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../../db/client';
import { adminCall, adminUpload, catalogRefs } from '../../../test/admin';
import { catalogCsv, csvFile, type CsvRowInput } from '../../../test/catalog-import';
import { count, shopper, type Shopper } from '../../../test/shop';
import { createTestApp, getJson, type TestApp } from '../../../test/test-app';
import { parseCatalogCsv, stringifyCatalogCsv } from './catalog-csv';

let t: TestApp;
let admin: Shopper;
let refs: Awaited<ReturnType<typeof catalogRefs>>;
let existing: { id: string; slug: string; sku: string };

type Row = CsvRowInput;
const csv = catalogCsv;
const file = csvFile;
const check = async (data: Buffer) => {
  const res = await adminUpload(t.app, admin, '/api/admin/import/check', file(data));
  expect(res.status).toBe(200);
  return importCheckResponse.parse(res.body).data;
};
const run = async (data: Buffer) => {
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
const productCount = () => count(t.db, sql`SELECT count(*)::int AS n FROM products`);

const helmet = (overrides: Row = {}): Row => ({
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

describe('checking a CSV', () => {
  it('accepts good rows and says what would be created and updated', async () => {
    const result = await check(
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
        }),
        {
          handle: existing.slug,
          name: 'Renamed by import',
          brand: refs.otherBrand.slug,
          categories: refs.leaf.slug,
          sku: existing.sku,
          price_inr: '100',
          mrp_inr: '120',
          stock: '3',
        },
      ]),
    );
    expect(result).toMatchObject({
      ok: true,
      rows: 3,
      products: 2,
      newProducts: 1,
      updatedProducts: 1,
      errorCount: 0,
      errors: [],
    });
  });

  it('lists every bad row with its column and reason, and imports nothing', async () => {
    const bad = csv([
      helmet({ price_inr: 'abc' }),
      helmet({ name: '', brand: '', categories: '', fitment: '', sku: 'KMH-TH-L', variant: 'L', stock: '-2' }),
      helmet({ name: '', brand: '', categories: '', fitment: '', sku: 'kmh-th-m', variant: 'XL' }),
      helmet({ handle: 'ghost-brand', brand: 'Nobody Makes This', sku: 'GB-1', variant: '' }),
      helmet({ handle: 'ghost-category', categories: `${refs.leaf.slug}|no-such-category`, sku: 'GC-1', variant: '' }),
      helmet({ handle: 'nameless', name: '', sku: 'NL-1', variant: '' }),
      helmet({ handle: 'too-dear', price_inr: '5000', mrp_inr: '4000', sku: 'TD-1', variant: '' }),
      helmet({ handle: 'stolen-sku', sku: existing.sku, variant: '' }),
      helmet({
        handle: 'bike-as-category',
        categories: refs.model.slug,
        fitment: refs.leaf.slug,
        sku: 'BC-1',
        variant: '',
      }),
      helmet({ handle: 'Bad Handle', sku: 'BH-1' }),
      helmet({
        handle: 'kmh-trail-helmet',
        name: 'Another name',
        brand: '',
        categories: '',
        sku: 'KMH-TH-S',
        variant: 'S',
      }),
      helmet({
        handle: 'half-rupee',
        price_inr: '10.555',
        mrp_inr: '20',
        stock: '1.5',
        sku: 'HR-1',
        variant: '',
        hidden: 'maybe',
      }),
    ]);
    const result = await check(bad);
    expect(result.ok).toBe(false);
    const byRow = (row: number) => result.errors.filter((e) => e.row === row).map((e) => [e.column, e.message]);
    expect(byRow(2)).toEqual([['price_inr', 'price_inr must be an amount in rupees, like 1499 or 1499.50']]);
    expect(byRow(3)).toEqual([['stock', 'Stock cannot be negative']]);
    expect(byRow(4)).toEqual([['sku', 'SKU KMH-TH-M already appears on row 2']]);
    expect(byRow(5)).toEqual([['brand', 'Unknown brand "Nobody Makes This"']]);
    expect(byRow(6)).toEqual([['categories', 'Unknown category "no-such-category"']]);
    expect(byRow(7)).toEqual([['name', 'Name is required']]);
    expect(byRow(8)).toEqual([['price_inr', 'Price must not be more than the original price (MRP)']]);
    expect(byRow(9)).toEqual([['sku', `SKU ${existing.sku} belongs to product "${existing.slug}"`]]);
    expect(byRow(10)).toEqual([
      ['categories', `"${refs.model.slug}" is a bike: put it in the fitment column`],
      ['fitment', `"${refs.leaf.slug}" is not a make or model under Shop by Bike`],
    ]);
    expect(byRow(11)).toEqual([['handle', 'Slug may hold only lower-case letters, digits and single hyphens']]);
    expect(byRow(12)).toEqual([['name', 'name differs from the first row of this product (row 2)']]);
    expect(byRow(13)).toEqual([
      ['hidden', 'hidden must be yes or no'],
      ['price_inr', 'price_inr must be an amount in rupees, like 1499 or 1499.50'],
      ['stock', 'Stock must be a whole number'],
    ]);
    expect(result.errorCount).toBe(result.errors.length);

    const before = await productCount();
    const refused = await run(bad);
    expect(refused.status).toBe(400);
    const body = importRefusedResponse.parse(refused.res.body);
    expect(body.message).toBe(`${result.errorCount} rows need fixing; nothing was imported`);
    expect(body.data.errors).toEqual(result.errors);
    expect(await productCount()).toBe(before);
  });

  it('refuses files that are not a catalog CSV', async () => {
    const fileErrors = async (data: Buffer) => (await check(data)).errors;
    expect(await fileErrors(Buffer.from('handle,name,colour\nx,y,z\n'))).toEqual([
      { row: 1, column: 'colour', message: 'Unknown column colour' },
      ...['brand', 'categories', 'sku', 'price_inr', 'mrp_inr', 'stock'].map((c) => ({
        row: 1,
        column: c,
        message: `Column ${c} is missing`,
      })),
    ]);
    expect(await fileErrors(Buffer.from([0xff, 0xfe, 0x00, 0xd8]))).toEqual([
      { row: 0, column: null, message: 'This file is not a readable CSV' },
    ]);
    // A NUL in a cell of an otherwise good file: PostgreSQL could not store it.
    expect(await fileErrors(csv([helmet({ name: 'KMH Trail\u0000 Helmet', handle: 'kmh-\u0000' })]))).toEqual([
      { row: 0, column: null, message: 'This file is not a readable CSV' },
    ]);
    expect(await fileErrors(Buffer.from(`${IMPORT_COLUMNS.join(',')}\n`))).toEqual([
      { row: 0, column: null, message: 'The CSV has no product rows' },
    ]);
    expect(await fileErrors(Buffer.from(`${IMPORT_COLUMNS.join(',')}\na,b\n`))).toEqual([
      { row: 2, column: null, message: `Expected ${IMPORT_COLUMNS.length} cells, found 2` },
    ]);
    const noFile = await adminUpload(t.app, admin, '/api/admin/import/check', [
      { data: Buffer.from('x'), field: 'csv' },
    ]);
    expect(noFile).toMatchObject({ status: 400, body: { message: 'Choose a CSV file to upload' } });
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    expect((await adminUpload(t.app, admin, '/api/admin/import/check', file(big))).status).toBe(413);
  });
});

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
