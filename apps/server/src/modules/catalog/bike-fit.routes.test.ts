import { productListResponse, productResponse, searchResponse } from '@store/contracts/catalog';
import { FITMENT_MESSAGES } from '@store/contracts/fitment';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { plainProducts } from '../../test/shop';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

/*
 * The 'Fits my bike' filter and the fitment every card carries (docs/decisions/082), on a small
 * tree of its own: make Testmoto with model Zeta 500 (2010 on), make Othermoto with Omega 200, and
 * six products in a category of their own, each a different kind of fitment.
 */
let t: TestApp;
const ids = { testmoto: '', zeta: '', othermoto: '', omega: '', shelf: '' };
/** A: Zeta 2010–2020, B: Zeta 2021 on, C: any Testmoto, D: universal, E: Omega, F: not a bike part. */
const product = { A: '', B: '', C: '', D: '', E: '', F: '' };
let names: Record<keyof typeof product, string>;

async function addCategory(name: string, kind: string, parentId: string | null, years?: [number, number | null]) {
  const [row] = await queryRows(
    t.db,
    z.object({ id: z.string() }),
    sql`INSERT INTO categories (name, slug, kind, parent_id, year_from, year_to)
        VALUES (${name}, ${name.toLowerCase().replace(/ /g, '-')}, ${kind}, ${parentId}, ${years?.[0] ?? null}, ${years?.[1] ?? null})
        RETURNING id`,
  );
  return row!.id;
}

async function link(productId: string, categoryId: string, years: [number | null, number | null] = [null, null]) {
  await t.db.execute(sql`INSERT INTO product_categories (product_id, category_id, year_from, year_to)
                         VALUES (${productId}, ${categoryId}, ${years[0]}, ${years[1]})`);
}

beforeAll(async () => {
  t = await createTestApp();
  const [bikes] = await queryRows(
    t.db,
    z.object({ id: z.string() }),
    sql`SELECT parent_id AS id FROM categories WHERE kind = 'make' LIMIT 1`,
  );
  ids.testmoto = await addCategory('Testmoto', 'make', bikes!.id);
  ids.zeta = await addCategory('Zeta 500', 'model', ids.testmoto, [2010, null]);
  ids.othermoto = await addCategory('Othermoto', 'make', bikes!.id);
  ids.omega = await addCategory('Omega 200', 'model', ids.othermoto, [2015, null]);
  ids.shelf = await addCategory('Fitment Shelf', 'root', null);

  const found = await plainProducts(t.db, 6);
  const keys = Object.keys(product) as Array<keyof typeof product>;
  keys.forEach((key, i) => (product[key] = found[i]!.id));
  await t.db.execute(sql`DELETE FROM product_categories WHERE product_id IN ${found.map((p) => p.id)}`);
  for (const key of keys) await link(product[key], ids.shelf);
  await link(product.A, ids.zeta, [2010, 2020]);
  await link(product.B, ids.zeta, [2021, null]);
  await link(product.C, ids.testmoto);
  await t.db.execute(sql`UPDATE products SET universal = true WHERE id = ${product.D}`);
  await link(product.E, ids.omega);
  const named = await queryRows(
    t.db,
    z.object({ id: z.string(), name: z.string() }),
    sql`SELECT id, name FROM products WHERE id IN ${found.map((p) => p.id)}`,
  );
  names = Object.fromEntries(keys.map((key) => [key, named.find((r) => r.id === product[key])!.name])) as typeof names;
  t.app.catalog.changed();
});
afterAll(() => t?.close());

async function shelf(bike?: string) {
  const { status, body } = await getJson(
    t.app,
    `/api/fetch_products_by_collection?collection=${ids.shelf}${bike ?? ''}`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  const list = productListResponse.parse(body);
  const shown = Object.entries(product)
    .filter(([, id]) => list.data.some((card) => card._id === id))
    .map(([key]) => key)
    .sort();
  expect(list.total_products).toBe(shown.length);
  return { list, shown };
}

describe("the 'Fits my bike' filter", () => {
  it('keeps what fits the bike in its year, what fits its make, universal parts and what is not a bike part', async () => {
    expect((await shelf()).shown).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect((await shelf(`&bike=${ids.zeta}&year=2015`)).shown).toEqual(['A', 'C', 'D', 'F']);
    expect((await shelf(`&bike=${ids.zeta}&year=2021`)).shown).toEqual(['B', 'C', 'D', 'F']);
    expect((await shelf(`&bike=${ids.zeta}&year=2020`)).shown).toEqual(['A', 'C', 'D', 'F']);
    expect((await shelf(`&bike=${ids.omega}&year=2016`)).shown).toEqual(['D', 'E', 'F']);
  });

  it('lets only what needs no particular bike through for a bike the tree does not know', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await shelf(`&bike=${unknown}&year=2016`)).shown).toEqual(['D', 'F']);
  });

  it('refuses half a bike and years that are not model years, with their messages', async () => {
    const cases: Array<[string, string]> = [
      [`&bike=${ids.zeta}`, FITMENT_MESSAGES.bikeWithoutYear],
      ['&year=2015', FITMENT_MESSAGES.yearWithoutBike],
      [`&bike=${ids.zeta}&year=20x5`, FITMENT_MESSAGES.year],
      [`&bike=${ids.zeta}&year=1800`, FITMENT_MESSAGES.year],
      [`&bike=${ids.zeta}&year=2015.5`, FITMENT_MESSAGES.year],
      ['&bike=zeta&year=2015', 'Invalid id'],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await getJson(t.app, `/api/fetch_products_by_collection?collection=all${query}`);
      expect(status, query).toBe(400);
      expect(JSON.stringify(body), query).toContain(message);
    }
  });

  it('narrows the products search suggests to what fits', async () => {
    const suggested = async (name: string, bike: string) => {
      const { status, body } = await getJson(t.app, `/api/search?search=${encodeURIComponent(name)}${bike}`);
      expect(status).toBe(200);
      return searchResponse.parse(body).products.map((p) => p._id);
    };
    expect(await suggested(names.A, '')).toContain(product.A);
    expect(await suggested(names.A, `&bike=${ids.zeta}&year=2012`)).toContain(product.A);
    expect(await suggested(names.A, `&bike=${ids.zeta}&year=2022`)).not.toContain(product.A);
    expect(await suggested(names.E, `&bike=${ids.zeta}&year=2022`)).not.toContain(product.E);
    expect(await suggested(names.F, `&bike=${ids.zeta}&year=2022`)).toContain(product.F);
  });
});

describe('fitment on cards and product answers', () => {
  it('carries the universal flag and the makes and models with their years', async () => {
    const { list } = await shelf();
    const card = (id: string) => list.data.find((c) => c._id === id)!;
    expect(card(product.A).fitment).toEqual({ universal: false, bikes: [{ _id: ids.zeta, from: 2010, to: 2020 }] });
    expect(card(product.B).fitment).toEqual({ universal: false, bikes: [{ _id: ids.zeta, from: 2021, to: null }] });
    expect(card(product.C).fitment).toEqual({ universal: false, bikes: [{ _id: ids.testmoto, from: null, to: null }] });
    expect(card(product.D).fitment).toEqual({ universal: true, bikes: [] });
    expect(card(product.F).fitment).toEqual({ universal: false, bikes: [] });
    // Fitment nodes are suitable bikes, not what the product is.
    expect(card(product.A).category.map((c) => c._id)).toEqual([ids.shelf]);
  });

  it("lists the product page's suitable bikes with their model years", async () => {
    const { body } = await getJson(t.app, `/api/fetch_product?id=${product.A}`);
    const answer = productResponse.parse(body);
    expect(answer.categories).toEqual([{ _id: ids.zeta, name: 'Zeta 500', from: 2010, to: 2020 }]);
    expect(answer.data.fitment.bikes).toEqual([{ _id: ids.zeta, from: 2010, to: 2020 }]);
  });
});

describe('bike_specific, category_ids and fit_years, kept by triggers from the links', () => {
  const years = z.array(z.tuple([z.string(), z.number().nullable(), z.number().nullable()])).nullable();
  const specific = async (id: string) => {
    const [row] = await queryRows(
      t.db,
      z.object({
        bike_specific: z.boolean(),
        category_ids: z.array(z.string()),
        fit_years: years,
        links: z.array(z.string()),
        link_years: years,
      }),
      sql`SELECT bike_specific, category_ids, fit_years,
                 ARRAY(SELECT category_id FROM product_categories WHERE product_id = ${id}
                       ORDER BY position, category_id) AS links,
                 (SELECT json_agg(json_build_array(category_id, year_from, year_to) ORDER BY position, category_id)
                  FROM product_categories
                  WHERE product_id = ${id} AND (year_from IS NOT NULL OR year_to IS NOT NULL)) AS link_years
          FROM products WHERE id = ${id}`,
    );
    // The product's copy of its links in their order, which lists narrowed to categories, cards and
    // product pages read (migrations 0017 and 0018), and of their model years.
    expect(row!.category_ids).toEqual(row!.links);
    expect(row!.fit_years).toEqual(row!.link_years);
    return row!.bike_specific;
  };

  it("follows the links' order and model years as they change", async () => {
    await t.db.execute(
      sql`UPDATE product_categories SET position = 5 WHERE product_id = ${product.A} AND category_id = ${ids.shelf}`,
    );
    await specific(product.A);
    const [first] = await queryRows(
      t.db,
      z.object({ id: z.string() }),
      sql`SELECT category_ids[1] AS id FROM products WHERE id = ${product.A}`,
    );
    expect(first!.id).toBe(ids.zeta);
    await t.db.execute(
      sql`UPDATE product_categories SET year_to = 2019 WHERE product_id = ${product.A} AND category_id = ${ids.zeta}`,
    );
    await specific(product.A);
    await t.db.execute(
      sql`UPDATE product_categories SET year_from = NULL, year_to = NULL WHERE product_id = ${product.A}`,
    );
    await specific(product.A);
    await t.db.execute(sql`UPDATE product_categories SET year_from = 2010, year_to = 2020, position = 0
                           WHERE product_id = ${product.A} AND category_id = ${ids.zeta}`);
    await t.db.execute(sql`UPDATE product_categories SET position = 0 WHERE product_id = ${product.A}`);
    await specific(product.A);
  });

  it('follows links to makes and models being added, moved and removed, and a category changing kind', async () => {
    expect(await specific(product.A)).toBe(true);
    expect(await specific(product.C)).toBe(true);
    expect(await specific(product.D)).toBe(false);
    expect(await specific(product.F)).toBe(false);

    await link(product.F, ids.omega);
    expect(await specific(product.F)).toBe(true);
    for (const id of Object.values(product)) await specific(id);
    const spare = await addCategory('Spare Shelf', 'root', null);
    await t.db.execute(sql`UPDATE product_categories SET category_id = ${spare}
                           WHERE product_id = ${product.E} AND category_id = ${ids.omega}`);
    expect(await specific(product.E)).toBe(false);
    await t.db.execute(
      sql`DELETE FROM product_categories WHERE product_id = ${product.F} AND category_id = ${ids.omega}`,
    );
    expect(await specific(product.F)).toBe(false);

    await t.db.execute(sql`UPDATE categories SET kind = 'category' WHERE id = ${ids.testmoto}`);
    expect(await specific(product.C)).toBe(false);
    await t.db.execute(sql`UPDATE categories SET kind = 'make' WHERE id = ${ids.testmoto}`);
    expect(await specific(product.C)).toBe(true);

    // A link moved to another product, and a product left with none: both products follow.
    await t.db.execute(sql`UPDATE product_categories SET product_id = ${product.D}
                           WHERE product_id = ${product.E} AND category_id = ${spare}`);
    await specific(product.D);
    await specific(product.E);
    await t.db.execute(sql`DELETE FROM product_categories WHERE product_id = ${product.F}`);
    expect(await specific(product.F)).toBe(false);
  });
});
