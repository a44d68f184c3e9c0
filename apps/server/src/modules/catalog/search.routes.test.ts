import { productListResponse, searchResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { plainProducts } from '../../test/shop';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function search(text: string) {
  const { status, body } = await getJson(t.app, `/api/search?search=${encodeURIComponent(text)}`);
  expect(status, text).toBe(200);
  return searchResponse.parse(body);
}

/** The product list's search: its cards, best first. */
async function listed(text: string) {
  const { status, body } = await getJson(t.app, `/api/fetch_products_by_collection?search=${encodeURIComponent(text)}`);
  expect(status, text).toBe(200);
  return productListResponse.parse(body).data;
}

/** The names both searches give first, which must agree: the suggestions' and the list's. */
async function firstNames(text: string, count: number): Promise<string[]> {
  const suggested = (await search(text)).products.slice(0, count).map((p) => p.name);
  expect(
    (await listed(text)).slice(0, count).map((c) => c.name),
    text,
  ).toEqual(suggested);
  return suggested;
}

describe('GET /api/search', () => {
  it("tolerates typos: 'helmt' finds helmets", async () => {
    const result = await search('helmt');
    expect(result.products.length).toBeGreaterThan(3);
    for (const p of result.products) expect(p.name.toLowerCase()).toContain('helmet');
    expect(result.data.some((s) => s.path.startsWith('Helmets'))).toBe(true);
  });

  it("tolerates partial and misspelt words: 'royl enfeld' finds Royal Enfield parts and the make", async () => {
    const result = await search('royl enfeld');
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.data.map((s) => s.path)).toContain('Shop by Bike › Royal Enfield');
  });

  it('suggests a category by the words of its whole path, not its name alone', async () => {
    // 'Visors & Spares' sits under Helmets: 'helmet' is only in its path.
    const result = await search('helmet visors');
    expect(result.data.map((s) => s.path)).toContainEqual(expect.stringMatching(/^Helmets › .*Visors & Spares$/));
  });

  it('gives suggestions with path labels and products with image and name', async () => {
    const result = await search('brake pads');
    expect(result.data[0]?.path).toMatch(/ › /);
    expect(result.products[0]).toMatchObject({ _id: expect.any(String), name: expect.any(String) });
    expect(result.products[0]!.front_image).toMatch(/^\/media\//);
  });

  it('answers one-letter queries with word-prefix matches', async () => {
    const result = await search('m');
    expect(result.products.length).toBeGreaterThan(0);
    for (const p of result.products) expect(p.name.toLowerCase()).toMatch(/(^|[^a-z0-9])m/);
  });

  it('treats regex and wildcard characters as text', async () => {
    for (const text of ['.*', '(', '[', '%', '_%', '\\', '^$', '?']) {
      const result = await search(text);
      expect(result.products, text).toEqual([]);
      expect(result.data, text).toEqual([]);
    }
    const anchored = await search('helmet.*');
    expect(anchored.products.every((p) => p.name.toLowerCase().includes('helmet'))).toBe(true);
  });

  it('returns nothing for blank text and refuses text over 100 characters', async () => {
    expect(await search('   ')).toMatchObject({ data: [], products: [] });
    const long = await getJson(t.app, `/api/search?search=${'x'.repeat(1000)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Search text must be at most 100 characters');
    const missing = await getJson(t.app, '/api/search');
    expect(missing.status).toBe(400);
  });
});

describe('search: synonyms', () => {
  it('finds a thing by any of its names, plurals and phrases included, in both searches', async () => {
    const cases: Array<[string, RegExp]> = [
      ['tire', /tyre/i],
      ['tires', /tyre/i],
      ['muffler', /exhaust|silencer/i],
      ['blinker', /indicator/i],
      ['turn signals', /indicator/i],
      ['brake shoe', /brake pads/i],
      ['mobile holder', /phone (mount|holder)|mobile holder/i],
      ['headlamp', /headl(ight|amp)/i],
    ];
    for (const [text, expected] of cases) {
      const names = await firstNames(text, 3);
      expect(names.length, text).toBeGreaterThan(0);
      for (const name of names) expect(name, text).toMatch(expected);
    }
  });

  it('finds a product by the path of its category: visors sit under Helmets', async () => {
    const names = await firstNames('helmet visor', 3);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/visor/i);
  });

  it('follows a category renamed above the products, as the back office refreshes it', async () => {
    const rename = async (name: string) => {
      await t.db.execute(sql`UPDATE categories SET name = ${name} WHERE slug = 'helmets'`);
      await t.db.execute(sql`SELECT refresh_category_search_text()`);
      t.app.catalog.changed();
    };
    await rename('Lidware');
    try {
      const names = await firstNames('lidware visor', 3);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toMatch(/visor/i);
    } finally {
      await rename('Helmets');
    }
  });
});

describe('search: SKUs and part numbers', () => {
  let product: { id: string; name: string; sku: string; piece: string };
  beforeAll(async () => {
    // A product sold in sizes, its SKU of three dashed pieces ('STD-TD7FFH-M').
    const [row] = await queryRows(
      t.db,
      z.object({ id: z.string(), name: z.string(), sku: z.string() }),
      sql`SELECT p.id, p.name, v.sku FROM products p JOIN product_variants v ON v.product_id = p.id
          WHERE p.variant_count > 1 AND v.sku ~ '^[A-Z0-9]+-[A-Z0-9]*[0-9][A-Z0-9]{3,}-[A-Z0-9]+$'
          ORDER BY p.name, v.sku LIMIT 1`,
    );
    product = { ...row!, piece: row!.sku.split('-')[1]! };
  });

  it('finds the product first from its SKU in any case, with or without dashes, or a piece of it', async () => {
    const joined = product.sku.replace(/-/g, '');
    for (const text of [product.sku, product.sku.toLowerCase(), joined, joined.toLowerCase(), product.piece]) {
      expect((await search(text)).products[0]?._id, text).toBe(product.id);
      expect((await listed(text))[0]?._id, text).toBe(product.id);
    }
  });

  it('does not find a product by the SKU of a hidden variant', async () => {
    await t.db.execute(sql`UPDATE product_variants SET is_hidden = true WHERE sku = ${product.sku}`);
    t.app.catalog.changed();
    try {
      expect((await search(product.sku)).products.map((p) => p._id)).not.toContain(product.id);
      expect((await listed(product.sku)).map((c) => c._id)).not.toContain(product.id);
    } finally {
      await t.db.execute(sql`UPDATE product_variants SET is_hidden = false WHERE sku = ${product.sku}`);
      t.app.catalog.changed();
    }
  });

  it("finds a code in a name typed without its dash: '10w50' finds 10W-50 oils", async () => {
    const names = await firstNames('10w50', 3);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('10W-50');
  });
});

describe('search: ranking among equal matches', () => {
  const ids = { alpha: '', beta: '' };
  beforeAll(async () => {
    const [alpha, beta] = await plainProducts(t.db, 2);
    ids.alpha = alpha!.id;
    ids.beta = beta!.id;
    await t.db.execute(sql`UPDATE products SET name = 'Wombat Grip Alpha', popularity = 100 WHERE id = ${ids.alpha}`);
    await t.db.execute(sql`UPDATE products SET name = 'Wombat Grip Beta', popularity = 900 WHERE id = ${ids.beta}`);
    await t.db.execute(sql`SELECT refresh_product_search_text(ARRAY[${ids.alpha}, ${ids.beta}]::uuid[])`);
  });

  async function order(text: string) {
    t.app.catalog.changed();
    const suggested = (await search(text)).products
      .map((p) => p._id)
      .filter((id) => id === ids.alpha || id === ids.beta);
    const inList = (await listed(text)).map((c) => c._id).filter((id) => id === ids.alpha || id === ids.beta);
    expect(inList, text).toEqual(suggested);
    return suggested;
  }

  it('puts what is in stock before what is sold out, then the more popular, by name or by words', async () => {
    await t.db.execute(sql`UPDATE product_variants SET stock = 5 WHERE product_id IN (${ids.alpha}, ${ids.beta})`);
    expect(await order('wombat grip')).toEqual([ids.beta, ids.alpha]);
    expect(await order('grip wombat')).toEqual([ids.beta, ids.alpha]);
    await t.db.execute(sql`UPDATE product_variants SET stock = 0 WHERE product_id = ${ids.beta}`);
    expect(await order('wombat grip')).toEqual([ids.alpha, ids.beta]);
    expect(await order('grip wombat')).toEqual([ids.alpha, ids.beta]);
  });
});
