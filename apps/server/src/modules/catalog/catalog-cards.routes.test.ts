import { CARDS_BY_IDS_MAX, CATALOG_CARDS_MESSAGES, productCardsResponse } from '@store/contracts/catalog-cards';
import { errorEnvelopeSchema } from '@store/contracts/envelope';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { eventually } from '../../test/eventually';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

let t: TestApp;
/** A leaf category of the demo catalog with plenty of products, most popular first. */
let leaf: { id: string; productIds: string[] };
/** A bike model the tests make the leaf's most and least popular products fit. */
let bikeId: string;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const idRows = z.object({ id: z.string() });

async function cards(url: string) {
  const { status, body } = await getJson(t.app, url);
  expect(status, url).toBe(200);
  return productCardsResponse.parse(body).data;
}

async function expectError(url: string, status: number, message: string | RegExp) {
  const { status: got, body } = await getJson(t.app, url);
  expect(got, url).toBe(status);
  expect(errorEnvelopeSchema.parse(body).message).toMatch(message);
}

/**
 * The answer is kept in the catalog's response cache once asked for twice (decision 063). Asked
 * until it is, since a change notified just before may empty the cache between the two.
 */
async function expectKept(url: string, key: string) {
  const kept = await eventually(
    async () => {
      await cards(url);
      return t.app.catalog.responses.get(key);
    },
    (body) => body !== undefined,
  );
  expect(kept, key).toBeDefined();
}

beforeAll(async () => {
  t = await createTestApp();
  const [found] = await queryRows(
    t.db,
    idRows,
    sql`SELECT c.id FROM categories c JOIN product_categories pc ON pc.category_id = c.id
        WHERE c.kind = 'category' AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
        GROUP BY c.id HAVING count(*) >= 12 ORDER BY count(*) DESC, c.id LIMIT 1`,
  );
  if (!found) throw new Error('the demo catalog has no leaf category with 12 products');
  const products = await queryRows(
    t.db,
    idRows,
    sql`SELECT p.id FROM products p JOIN product_categories pc ON pc.product_id = p.id
        WHERE pc.category_id = ${found.id} AND NOT p.is_hidden AND p.variant_count > 0
        ORDER BY p.popularity DESC, p.id`,
  );
  leaf = { id: found.id, productIds: products.map((p) => p.id) };
  const [bike] = await queryRows(
    t.db,
    idRows,
    sql`SELECT id FROM categories WHERE kind = 'model' ORDER BY slug LIMIT 1`,
  );
  bikeId = bike!.id;

  // Only the most popular product and the least popular one fit the bike, so ranking by bike shows.
  await t.db.execute(sql`DELETE FROM product_categories pc USING categories c
                         WHERE c.id = pc.category_id AND c.kind IN ('make', 'model')
                           AND pc.product_id IN ${leaf.productIds}`);
  await t.db.execute(sql`INSERT INTO product_categories (product_id, category_id, position)
                         VALUES (${leaf.productIds[0]}, ${bikeId}, 10), (${leaf.productIds.at(-1)}, ${bikeId}, 10)`);
  t.app.catalog.changed();
});
afterAll(() => t?.close());

describe('GET /api/fetch_related_products', () => {
  it("answers 8 visible products of the product's leaf category, not the product itself", async () => {
    const [productId] = leaf.productIds;
    const related = await cards(`/api/fetch_related_products?id=${productId}`);
    expect(related).toHaveLength(8);
    expect(related.map((c) => c._id)).not.toContain(productId);
    for (const card of related) expect(card.category.map((c) => c._id)).toContain(leaf.id);
    expect(new Set(related.map((c) => c._id)).size).toBe(8);
  });

  it('ranks the products fitting the same bike first, then the most popular', async () => {
    const [productId, second, third] = leaf.productIds;
    const related = await cards(`/api/fetch_related_products?id=${productId}`);
    expect(related.map((c) => c._id).slice(0, 3)).toEqual([leaf.productIds.at(-1), second, third]);
  });

  it('leaves out a hidden product once the catalog changes, cached answer or not', async () => {
    const [productId, hiddenId] = leaf.productIds;
    const url = `/api/fetch_related_products?id=${productId}`;
    expect((await cards(url)).map((c) => c._id)).toContain(hiddenId);
    await expectKept(url, `related:${productId}`);
    await t.db.execute(sql`UPDATE products SET is_hidden = true WHERE id = ${hiddenId}`);
    const after = await eventually(
      () => cards(url),
      (found) => !found.some((c) => c._id === hiddenId),
    );
    expect(after.map((c) => c._id)).not.toContain(hiddenId);
    expect(after).toHaveLength(8);
    await expectError(`/api/fetch_related_products?id=${hiddenId}`, 404, 'Product not found');
    await t.db.execute(sql`UPDATE products SET is_hidden = false WHERE id = ${hiddenId}`);
  });

  it('refuses a malformed id with 400 and answers 404 for an unknown one', async () => {
    await expectError('/api/fetch_related_products?id=abc', 400, 'Invalid id');
    await expectError("/api/fetch_related_products?id=1'%20OR%201=1", 400, 'Invalid id');
    await expectError('/api/fetch_related_products', 400, /id|Invalid/);
    await expectError(`/api/fetch_related_products?id=${UNKNOWN_ID}`, 404, 'Product not found');
  });
});

describe('GET /api/fetch_products_by_ids', () => {
  it('answers the cards in the order given, once each, leaving out hidden and unknown products', async () => {
    const [a, b, c, hiddenId] = leaf.productIds.slice(-4);
    const url = `/api/fetch_products_by_ids?ids=${[c, hiddenId, UNKNOWN_ID, a, c, b].join(',')}`;
    expect((await cards(url)).map((card) => card._id)).toEqual([c, hiddenId, a, b]);
    // Kept under the ids as the contract reads them: distinct, in the order asked.
    await expectKept(url, `cards:${[c, hiddenId, UNKNOWN_ID, a, b].join(',')}`);

    await t.db.execute(sql`UPDATE products SET is_hidden = true WHERE id = ${hiddenId}`);
    const found = await eventually(
      () => cards(url),
      (list) => !list.some((card) => card._id === hiddenId),
    );
    expect(found.map((card) => card._id)).toEqual([c, a, b]);
    expect(found[0]).toMatchObject({ name: expect.any(String), discount_price: expect.any(Number) });
    await t.db.execute(sql`UPDATE products SET is_hidden = false WHERE id = ${hiddenId}`);
  });

  it('refuses malformed ids, no ids and too many ids with 400', async () => {
    await expectError(`/api/fetch_products_by_ids?ids=${leaf.productIds[0]},abc`, 400, 'Invalid id');
    await expectError('/api/fetch_products_by_ids?ids=', 400, /Invalid id|at least one/);
    await expectError('/api/fetch_products_by_ids', 400, CATALOG_CARDS_MESSAGES.idsRequired);
    const tooMany = Array.from(
      { length: CARDS_BY_IDS_MAX + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    );
    await expectError(`/api/fetch_products_by_ids?ids=${tooMany.join(',')}`, 400, CATALOG_CARDS_MESSAGES.tooManyIds);
    expect(await cards(`/api/fetch_products_by_ids?ids=${tooMany.slice(1).join(',')}`)).toEqual([]);
  });
});
