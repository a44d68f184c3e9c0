import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { homeResponse, productResponse, searchResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';
import { eventually } from '../../test/eventually';

let t: TestApp;
let product: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  [product] = (await queryRows(
    t.db,
    z.object({ id: z.string(), name: z.string() }),
    sql`SELECT id, name FROM products WHERE stock > 0 ORDER BY slug LIMIT 1`,
  )) as [{ id: string; name: string }];
});
afterAll(() => t?.close());

const readProduct = async () =>
  productResponse.parse((await getJson(t.app, `/api/fetch_product?id=${product.id}`)).body).data;

describe('cached catalog answers', () => {
  it('are sent compressed to browsers that accept it, with the same content', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/home' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url: '/api/home', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ method: 'GET', url: '/api/home', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(homeResponse.parse(JSON.parse(gunzipSync(gz.rawPayload).toString())).error).toBe(false);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('show a price change committed by anyone, without a restart', async () => {
    const before = await readProduct();
    expect((await readProduct()).discount_price).toBe(before.discount_price); // now served from the cache
    const newPrice = before.discount_price - 100;
    await t.db.execute(sql`UPDATE product_variants SET price_paise = ${newPrice} WHERE product_id = ${product.id}`);
    const after = await eventually(readProduct, (p) => p.discount_price === newPrice);
    expect(after.discount_price).toBe(newPrice);
  });

  it('show stock running out', async () => {
    await readProduct();
    await t.db.execute(sql`UPDATE product_variants SET stock = 0 WHERE product_id = ${product.id}`);
    const after = await eventually(readProduct, (p) => p.quantity === 0);
    expect(after.quantity).toBe(0);
  });

  it('drop a product that is hidden from search at once', async () => {
    const search = async () =>
      searchResponse.parse((await getJson(t.app, `/api/search?search=${encodeURIComponent(product.name)}`)).body);
    expect((await search()).products.map((p) => p._id)).toContain(product.id);
    await t.db.execute(sql`UPDATE products SET is_hidden = true WHERE id = ${product.id}`);
    const after = await eventually(search, (r) => !r.products.some((p) => p._id === product.id));
    expect(after.products.map((p) => p._id)).not.toContain(product.id);
    expect((await getJson(t.app, `/api/fetch_product?id=${product.id}`)).status).toBe(404);
  });
});
