import {
  ADMIN_MESSAGES,
  adminCategoryResponse,
  adminProductResponse,
  type AdminCategory,
} from '@store/contracts/admin';
import { FITMENT_MESSAGES } from '@store/contracts/fitment';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../../db/client';
import { adminCall } from '../../../test/admin';
import { parseCatalogCsv, stringifyCatalogCsv } from './catalog-csv';
import { fitmentCellText, parseFitmentPart } from './fitment-cell';
import { t, admin, refs, csv, check, run, helmet, setUp } from './import.admin.routes.kit';

// docs/decisions/083: fitment years and the universal flag in the catalog CSV.

setUp();

let make: AdminCategory;
let model: AdminCategory;
beforeAll(async () => {
  const add = async (body: Record<string, unknown>) =>
    adminCategoryResponse.parse((await adminCall(t.app, admin, 'POST', '/api/admin/categories', body)).body).data;
  make = await add({ name: 'Fennec', parentId: refs.bikeRoot.id, kind: 'make' });
  model = await add({ name: 'Fennec Trail', parentId: make.id, kind: 'model', yearFrom: 2009, yearTo: 2020 });
});

const productBySlug = async (slug: string) => {
  const [row] = await queryRows(t.db, z.object({ id: z.string() }), sql`SELECT id FROM products WHERE slug = ${slug}`);
  const res = await adminCall(t.app, admin, 'GET', `/api/admin/products/${row!.id}`);
  return adminProductResponse.parse(res.body).data;
};
const years = async (slug: string) => (await productBySlug(slug)).fitment.map((f) => [f.id, f.from, f.to]);
const ran = async (data: Buffer) => {
  const { status, lines } = await run(data);
  expect(status).toBe(200);
  return lines.at(-1);
};

describe('the fitment cell', () => {
  it('reads slugs with years after a colon, and writes them back the same way', () => {
    expect(parseFitmentPart('ktm-390-duke:2017-2023')).toEqual({ slug: 'ktm-390-duke', from: 2017, to: 2023 });
    expect(parseFitmentPart('classic-350:2021-')).toEqual({ slug: 'classic-350', from: 2021, to: null });
    expect(parseFitmentPart('classic-350: -2020')).toEqual({ slug: 'classic-350', from: null, to: 2020 });
    expect(parseFitmentPart('classic-350:2019')).toEqual({ slug: 'classic-350', from: 2019, to: 2019 });
    expect(parseFitmentPart('classic-350:2009–2020')).toEqual({ slug: 'classic-350', from: 2009, to: 2020 });
    expect(parseFitmentPart('bajaj')).toEqual({ slug: 'bajaj', from: null, to: null });
    for (const bad of ['x:', 'x:-', 'x:21-', 'x:2017-23', 'x:2017 to 2023'])
      expect(parseFitmentPart(bad), bad).toBeNull();
    const rows = [
      { slug: 'bajaj', from: null, to: null },
      { slug: 'a', from: 2021, to: null },
      { slug: 'b', from: null, to: 2020 },
      { slug: 'c', from: 2019, to: 2019 },
      { slug: 'd', from: 2017, to: 2023 },
    ];
    expect(fitmentCellText(rows)).toBe('bajaj|a:2021-|b:-2020|c:2019|d:2017-2023');
  });
});

describe('importing fitment', () => {
  it('saves years on models and the universal flag; old files without them still import', async () => {
    const file = csv([
      helmet({ handle: 'fen-a', sku: 'FEN-A', fitment: `${make.slug}|${model.slug}:2012-2015` }),
      helmet({ handle: 'fen-b', sku: 'FEN-B', fitment: `${model.slug}:2014`, universal: 'no' }),
      helmet({ handle: 'fen-c', sku: 'FEN-C', fitment: '', universal: 'yes' }),
    ]);
    expect(await ran(file)).toMatchObject({ type: 'done', created: 3 });
    expect(await years('fen-a')).toEqual([
      [make.id, null, null],
      [model.id, 2012, 2015],
    ]);
    expect(await years('fen-b')).toEqual([[model.id, 2014, 2014]]);
    expect(await productBySlug('fen-c')).toMatchObject({ universal: true, fitment: [] });

    // A file from before the years: no universal column, bikes without years fit every year.
    const header = 'handle,name,brand,categories,fitment,sku,price_inr,mrp_inr,stock';
    const old = (handle: string, fitment: string) =>
      `${handle},Old ${handle},${refs.brand.slug},${refs.leaf.slug},${fitment},${handle.toUpperCase()},499,599,4`;
    const oldFile = Buffer.from([header, old('fen-a', model.slug), old('fen-c', '')].join('\r\n'));
    expect(await ran(oldFile)).toMatchObject({ type: 'done', updated: 2 });
    expect(await years('fen-a')).toEqual([[model.id, null, null]]);
    expect(await productBySlug('fen-c')).toMatchObject({ universal: true, fitment: [] });
  });

  it('names the row and the bad part of the cell for every fitment it cannot take', async () => {
    const part = (years: string) => `${model.slug}:${years}`;
    const rows: Array<[string, string, string]> = [
      [part('20x1'), 'fitment', ADMIN_MESSAGES.csvFitmentYears(part('20x1'))],
      [part('2015-2012'), 'fitment', ADMIN_MESSAGES.csvFitmentPart(part('2015-2012'), ADMIN_MESSAGES.yearsOrder)],
      [
        `${make.slug}:2012-`,
        'fitment',
        ADMIN_MESSAGES.csvFitmentPart(`${make.slug}:2012-`, ADMIN_MESSAGES.yearsOnlyOnModels),
      ],
      [
        part('2005-'),
        'fitment',
        ADMIN_MESSAGES.csvFitmentPart(part('2005-'), ADMIN_MESSAGES.yearsOutsideModel('Fennec Trail', '2009–2020')),
      ],
      [part('1900-'), 'fitment', ADMIN_MESSAGES.csvFitmentPart(part('1900-'), FITMENT_MESSAGES.year)],
      [
        `${model.slug}|${part('2012-')}`,
        'fitment',
        ADMIN_MESSAGES.csvFitmentPart(part('2012-'), ADMIN_MESSAGES.fitmentRepeated),
      ],
      ['nowhere:2012-', 'fitment', ADMIN_MESSAGES.csvUnknownCategory('nowhere')],
    ];
    const file = csv([
      ...rows.map(([fitment], i) => helmet({ handle: `fen-bad-${i}`, sku: `FEN-BAD-${i}`, fitment })),
      helmet({ handle: 'fen-bad-u', sku: 'FEN-BAD-U', fitment: model.slug, universal: 'yes' }),
      helmet({ handle: 'fen-bad-v', sku: 'FEN-BAD-V', fitment: '', universal: 'maybe' }),
    ]);
    const result = await check(file);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual([
      ...rows.map(([, column, message], i) => ({ row: i + 2, column, message })),
      { row: rows.length + 2, column: 'universal', message: ADMIN_MESSAGES.csvUniversalWithFitment },
      { row: rows.length + 3, column: 'universal', message: 'universal must be yes or no' },
    ]);
  });

  it('exports the years and the flag, and the export imports back changing nothing', async () => {
    await ran(csv([helmet({ handle: 'fen-a', sku: 'FEN-A', fitment: `${make.slug}|${model.slug}:2012-` })]));
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const mine = parseCatalogCsv(exported.rawPayload).rows.filter((r) => r.cells.handle.startsWith('fen-'));
    expect(mine.map((r) => [r.cells.handle, r.cells.fitment, r.cells.universal])).toEqual([
      ['fen-a', `${make.slug}|${model.slug}:2012-`, 'no'],
      ['fen-b', `${model.slug}:2014`, 'no'],
      ['fen-c', '', 'yes'],
    ]);
    const again = Buffer.from(stringifyCatalogCsv(mine.map((r) => r.cells)));
    expect(await ran(again)).toMatchObject({ type: 'done', created: 0, updated: 0, unchanged: 3 });
  });
});
