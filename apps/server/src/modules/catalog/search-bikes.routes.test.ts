import { productListResponse, searchResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { plainProducts } from '../../test/shop';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

/*
 * A bike named in the search text, on a tree of its own: make Testmoto with models Zeta 500
 * (2010 on) and Zeta 300, make Othermoto with Omega 200, and products named 'Quokka …' so only
 * they match the text: each a different kind of fitment.
 */
let t: TestApp;
const ids = { testmoto: '', zeta500: '', zeta300: '', othermoto: '', omega: '' };
/**
 * A: Zeta 500 2010–2020, B: Zeta 500 2021 on, C: Zeta 300, D: universal, E: any Testmoto, F: a
 * helmet, G and H: Omega.
 */
const SPECS = {
  A: { name: 'Quokka Chain Kit for Zeta 500 (2010–2020)', popularity: 100 },
  B: { name: 'Quokka Chain Kit for Zeta 500 (2021 on)', popularity: 90 },
  C: { name: 'Quokka Chain Kit for Zeta 300', popularity: 70 },
  D: { name: 'Quokka Chain Lube', popularity: 500 },
  E: { name: 'Quokka Chain Guards for Testmoto', popularity: 80 },
  F: { name: 'Quokka Zeta Helmet', popularity: 50 },
  G: { name: 'Quokka Chain Kit for Omega 200', popularity: 60 },
  H: { name: 'Quokka Chain Guard for Omega 200', popularity: 40 },
};
type Key = keyof typeof SPECS;
const product = {} as Record<Key, string>;

async function addCategory(name: string, kind: string, parentId: string | null) {
  const slug = name.toLowerCase().replace(/ /g, '-');
  const [row] = await queryRows(
    t.db,
    z.object({ id: z.string() }),
    sql`INSERT INTO categories (name, slug, kind, parent_id) VALUES (${name}, ${slug}, ${kind}, ${parentId}) RETURNING id`,
  );
  return row!.id;
}

async function link(key: Key, categoryId: string, years: [number | null, number | null] = [null, null]) {
  await t.db.execute(sql`INSERT INTO product_categories (product_id, category_id, year_from, year_to)
                         VALUES (${product[key]}, ${categoryId}, ${years[0]}, ${years[1]})`);
}

beforeAll(async () => {
  t = await createTestApp();
  const [bikes] = await queryRows(
    t.db,
    z.object({ id: z.string() }),
    sql`SELECT parent_id AS id FROM categories WHERE kind = 'make' LIMIT 1`,
  );
  ids.testmoto = await addCategory('Testmoto', 'make', bikes!.id);
  ids.zeta500 = await addCategory('Testmoto Zeta 500', 'model', ids.testmoto);
  ids.zeta300 = await addCategory('Testmoto Zeta 300', 'model', ids.testmoto);
  ids.othermoto = await addCategory('Othermoto', 'make', bikes!.id);
  ids.omega = await addCategory('Othermoto Omega 200', 'model', ids.othermoto);
  await t.db.execute(sql`SELECT refresh_category_search_text()`);

  const keys = Object.keys(SPECS) as Key[];
  const found = await plainProducts(t.db, keys.length);
  keys.forEach((key, i) => (product[key] = found[i]!.id));
  await t.db.execute(sql`DELETE FROM product_categories WHERE product_id IN ${found.map((p) => p.id)}`);
  for (const key of keys) {
    const { name, popularity } = SPECS[key];
    await t.db.execute(sql`UPDATE products SET name = ${name}, popularity = ${popularity}, universal = ${key === 'D'}
                           WHERE id = ${product[key]}`);
    await t.db.execute(sql`UPDATE product_variants SET stock = 5 WHERE product_id = ${product[key]}`);
  }
  await link('A', ids.zeta500, [2010, 2020]);
  await link('B', ids.zeta500, [2021, null]);
  await link('C', ids.zeta300);
  await link('E', ids.testmoto);
  await link('G', ids.omega);
  await link('H', ids.omega);
  await t.db.execute(sql`SELECT refresh_product_search_text(ARRAY(SELECT id FROM products))`);
  t.app.catalog.changed();
});
afterAll(() => t?.close());

const keyOf = (id: string) => (Object.keys(product) as Key[]).find((key) => product[key] === id);

/** What the list finds of the Quokka products, best first; the suggestions must begin as the list does. */
async function found(text: string, bike = '') {
  const query = `search=${encodeURIComponent(text)}${bike}`;
  const list = await getJson(t.app, `/api/fetch_products_by_collection?${query}`);
  const suggestions = await getJson(t.app, `/api/search?${query}`);
  expect(list.status, text).toBe(200);
  expect(suggestions.status, text).toBe(200);
  const cards = productListResponse.parse(list.body);
  const suggested = searchResponse.parse(suggestions.body);
  expect(
    suggested.products.map((p) => p._id),
    text,
  ).toEqual(cards.data.slice(0, suggested.products.length).map((c) => c._id));
  const keys = cards.data.flatMap((c) => keyOf(c._id) ?? []);
  return { keys, cards: cards.data, suggestions: suggested.data };
}

describe('a bike named in the search', () => {
  it('keeps what fits it (any year, through its make too) and universal parts, the parts made for it first', async () => {
    for (const text of [
      'zeta 500 quokka chain',
      'quokka chain zeta 500',
      'testmoto zeta 500 quokka chain',
      'quokka 500 zeta',
    ]) {
      expect((await found(text)).keys, text).toEqual(['A', 'B', 'E', 'D']);
    }
  });

  it('requires its number: Zeta 300 is another bike, and a bare Zeta is either', async () => {
    expect((await found('zeta 300 quokka chain')).keys).toEqual(['E', 'C', 'D']);
    expect((await found('zeta quokka chain')).keys).toEqual(['A', 'B', 'E', 'C', 'D']);
  });

  it('reads a four-digit year as the model year', async () => {
    expect((await found('zeta 500 2015 quokka')).keys).toEqual(['A', 'E', 'D']);
    expect((await found('quokka zeta 500 2022')).keys).toEqual(['B', 'E', 'D']);
  });

  it('lists what fits when the text is only the bike, the parts made for it first', async () => {
    const { cards, keys, suggestions } = await found('testmoto zeta 500');
    expect(keys.slice(0, 3)).toEqual(['A', 'B', 'E']);
    for (const card of cards.slice(3)) expect(card.fitment.universal, card.name).toBe(true);
    expect(suggestions[0]?.path).toBe('Shop by Bike › Testmoto › Testmoto Zeta 500');
  });

  it("wins over the garage's bike, which still filters a search that names none", async () => {
    const garage = `&bike=${ids.omega}&year=2016`;
    expect((await found('zeta 500 quokka chain', garage)).keys).toEqual(['A', 'B', 'E', 'D']);
    expect((await found('quokka chain', garage)).keys).toEqual(['D', 'G', 'H']);
  });

  it('offers no near misses when the words as typed are there but fit another bike', async () => {
    // 'guards' is in E only (Testmoto); H's 'guard' is a near miss that fits the Omega.
    expect((await found('quokka chain guards')).keys).toEqual(['E']);
    expect((await found('quokka chain guards', `&bike=${ids.omega}&year=2016`)).keys).toEqual([]);
    // A word no product holds as typed is still read with typos: 'guardz' finds the guard that fits.
    expect((await found('quokka chain guardz', `&bike=${ids.omega}&year=2016`)).keys).toEqual(['H']);
  });

  it('reads the words as typed when nothing fits the bike: a Zeta helmet is a helmet', async () => {
    expect((await found('zeta helmet quokka')).keys).toEqual(['F']);
    expect((await found('zeta helmet quokka', `&bike=${ids.omega}&year=2016`)).keys).toEqual(['F']);
  });
});
