import { IMPORT_COLUMNS, importRefusedResponse } from '@store/contracts/admin';
import { describe, expect, it } from 'vitest';
import { adminUpload } from '../../../test/admin';
import {
  t,
  admin,
  refs,
  existing,
  csv,
  file,
  check,
  run,
  productCount,
  helmet,
  setUp,
} from './import.admin.routes.kit';

setUp();

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
