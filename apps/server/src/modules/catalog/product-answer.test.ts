import { productListResponse, productResponse } from '@store/contracts/catalog';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';

// docs/decisions/069: a product's answer is the card built by toCard, as every list builds it,
// followed by the rest of the page as PostgreSQL writes it in JSON. These tests hold the two to
// what the API answered when the whole answer went through JSON.stringify.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const CARD_FIELDS = [
  '_id',
  'name',
  'slug',
  'price',
  'discount_price',
  'front_image',
  'brand',
  'category',
  'quantity',
  'rating',
  'reviewCount',
  'default_variant',
  'variant_count',
  'fitment',
] as const;

async function answerText(id: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/fetch_product?id=${id}` });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** Every card of the whole-catalog list, page after page, by product id. */
async function listCards() {
  const cards = new Map<string, Record<string, unknown>>();
  for (let page = 1; ; page++) {
    const res = await t.app.inject({ method: 'GET', url: `/api/fetch_products_by_collection?page=${page}` });
    const list = productListResponse.parse(res.json());
    for (const card of list.data) cards.set(card._id, card);
    if (page * list.page_size >= list.total_products) return cards;
  }
}

describe('a product answer', () => {
  // First in the file: the cache keeps an answer the second time it is asked for, so the products
  // below must not have been asked for yet.
  it('goes as it is under 4 KiB, however the browser asks, until the cache has kept it and sends it again', async () => {
    const ids = await queryRows(
      t.db,
      z.object({ id: z.string() }),
      sql`SELECT id FROM products WHERE NOT is_hidden AND variant_count > 0 ORDER BY name LIMIT 20`,
    );
    const ask = (id: string) =>
      t.app.inject({ method: 'GET', url: `/api/fetch_product?id=${id}`, headers: { 'accept-encoding': 'gzip, br' } });
    let checked = 0;
    for (const { id } of ids) {
      const first = await ask(id);
      const compressed = first.headers['content-encoding'] === 'br';
      const text = compressed ? brotliDecompressSync(first.rawPayload).toString() : first.body;
      // Bodies from 4 KiB are compressed even when sent once; from 1 KiB @fastify/compress would
      // compress any body the route did not opt out of.
      if (text.length < 1024 || text.length >= 4096) continue;
      expect(compressed).toBe(false);
      // Computed again, and kept this time: its first send from the cache goes as it is too.
      const second = await ask(id);
      expect(second.headers['content-encoding']).toBeUndefined();
      expect(second.body).toBe(text);
      const third = await ask(id);
      expect(third.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(third.rawPayload).toString()).toBe(text);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('for every product of the demo catalog, is compact JSON in the contract, its card the one lists show', async () => {
    const cards = await listCards();
    expect(cards.size).toBeGreaterThan(200);
    for (const [id, card] of cards) {
      const text = await answerText(id);
      // What JSON.stringify writes: no spaces, the same escapes; a parse and a stringify give it back.
      expect(text).toBe(JSON.stringify(JSON.parse(text)));
      // The contract's keys in its order, and none besides: zod writes its output in the schema's
      // order and drops keys it does not know.
      const answer = productResponse.parse(JSON.parse(text));
      expect(text).toBe(JSON.stringify(answer));
      expect(Object.keys(answer.data).slice(0, CARD_FIELDS.length)).toEqual(CARD_FIELDS);
      const answerCard = Object.fromEntries(CARD_FIELDS.map((field) => [field, answer.data[field]]));
      expect(answerCard).toEqual(card);
    }
  });

  it('carries quotes, backslashes, line breaks, control characters and any script in its text as JSON.stringify would', async () => {
    const [product] = await queryRows(
      t.db,
      z.object({ id: z.string(), variant_id: z.string() }),
      sql`SELECT p.id, v.id AS variant_id FROM products p JOIN product_variants v ON v.product_id = p.id
          WHERE NOT p.is_hidden ORDER BY p.slug LIMIT 1`,
    );
    const description = 'Say "ride safe"\\ \n\tതീർച്ചയായും — हेलमेट \u0001 end / </script>';
    const features = ['Line "one"', 'ಕನ್ನಡ\nline two', 'back\\slash \u001f'];
    const variantName = 'Size "XL" \\ ബൈക്ക്';
    await t.db.execute(
      sql`UPDATE products SET description = ${description}, features = ${JSON.stringify(features)}::jsonb
          WHERE id = ${product!.id}`,
    );
    await t.db.execute(sql`UPDATE product_variants SET name = ${variantName} WHERE id = ${product!.variant_id}`);
    t.app.catalog.changed();

    const text = await answerText(product!.id);
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
    const { data } = productResponse.parse(JSON.parse(text));
    expect(data.description).toBe(description);
    expect(data.features).toEqual(features);
    expect(data.variants.find((v) => v._id === product!.variant_id)?.name).toBe(variantName);
  });

  it('lists a product with no pictures with the placeholder, as its card does', async () => {
    const [product] = await queryRows(
      t.db,
      z.object({ id: z.string() }),
      sql`SELECT id FROM products WHERE NOT is_hidden ORDER BY slug DESC LIMIT 1`,
    );
    await t.db.execute(sql`DELETE FROM product_images WHERE product_id = ${product!.id}`);
    t.app.catalog.changed();

    const { data } = productResponse.parse(JSON.parse(await answerText(product!.id)));
    expect(data.images).toEqual([data.front_image]);
    expect(data.front_image).toMatch(/none\.webp$/);
  });

  it('quotes no deal end when the running deal lowers no price shown, only a hidden variant', async () => {
    const [product] = await queryRows(
      t.db,
      z.object({ id: z.string(), top: z.number().int() }),
      sql`SELECT p.id, GREATEST(p.price_paise, max(v.price_paise))::int AS top
          FROM products p JOIN product_variants v ON v.product_id = p.id
          WHERE NOT p.is_hidden AND p.variant_count > 1 AND NOT v.is_hidden
            AND p.id NOT IN (SELECT product_id FROM home_section_items WHERE section = 'flash_deals')
          GROUP BY p.id ORDER BY p.slug LIMIT 1`,
    );
    const { id, top } = product!;
    // A variant dearer than the deal, then hidden: the deal would lower only its price.
    await t.db.execute(
      sql`UPDATE product_variants SET price_paise = ${top * 10}, mrp_paise = ${top * 10}, is_hidden = true
          WHERE id = (SELECT id FROM product_variants WHERE product_id = ${id} ORDER BY position DESC LIMIT 1)`,
    );
    await t.db.execute(
      sql`INSERT INTO home_section_items (section, product_id, position, deal_price_paise, ends_at)
          VALUES ('flash_deals', ${id}, 99, ${top}, now() + interval '1 hour')`,
    );
    t.app.catalog.changed();

    const { data } = productResponse.parse(JSON.parse(await answerText(id)));
    expect(data.deal_ends_at).toBeNull();
    expect(data.variants.every((v) => v.discount_price <= top && v.price !== top * 10)).toBe(true);
  });
});
