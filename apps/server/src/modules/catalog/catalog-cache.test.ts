import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { homeResponse, productResponse, searchResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { answerBody, type CachedBody } from '../../lib/cached-body';
import { ResponseCache } from '../../lib/response-cache';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';
import { eventually } from '../../test/eventually';
import { cachedAnswer, cardTags, type Computed } from './catalog-cache';

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

describe('an answer asked for while it is being computed', () => {
  /** A computation that waits until released, counting how often it is started. */
  function slowAnswer() {
    let started = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async (): Promise<Computed> => {
      started += 1;
      await gate;
      return { body: { n: started } };
    };
    return { compute, release, started: () => started };
  }

  it('is computed once for every request that missed meanwhile', async () => {
    const cache = new ResponseCache<CachedBody>(1024 * 1024, 60_000);
    const slow = slowAnswer();
    const asked = Array.from({ length: 20 }, () => cachedAnswer(cache, 'k', slow.compute));
    slow.release();
    const bodies = await Promise.all(asked);
    expect(slow.started()).toBe(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it('is computed again for a request that came after something was dropped', async () => {
    const cache = new ResponseCache<CachedBody>(1024 * 1024, 60_000);
    const slow = slowAnswer();
    const before = cachedAnswer(cache, 'k', slow.compute);
    // A change drops an answer (any): what was begun before it may be out of date.
    cache.dropTagged(['product:x']);
    const after = cachedAnswer(cache, 'k', slow.compute);
    slow.release();
    await Promise.all([before, after]);
    expect(slow.started()).toBe(2);
  });

  it('fails for every request that waited on it, and is computed anew on the next', async () => {
    const cache = new ResponseCache<CachedBody>(1024 * 1024, 60_000);
    let calls = 0;
    const failing = async (): Promise<Computed> => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('database down');
    };
    const results = await Promise.allSettled([cachedAnswer(cache, 'k', failing), cachedAnswer(cache, 'k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    await expect(cachedAnswer(cache, 'k', async () => ({ body: 'ok' }))).resolves.toBeDefined();
  });
});

describe('an answer that lapses while others wait for it', () => {
  it('is computed anew for them, as a stored one would have been', async () => {
    const cache = new ResponseCache<CachedBody>(1024 * 1024, 60_000);
    let clock = 1_000_000;
    const now = () => new Date(clock);
    let calls = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const dealEnds = new Date(clock + 10);
    const compute = async (): Promise<Computed> => {
      calls += 1;
      if (calls > 1) return { body: { n: calls } };
      // The first answer quotes a deal that ends 10 ms after it was asked for.
      await gate;
      return { body: { n: calls }, validUntil: dealEnds };
    };
    const first = cachedAnswer(cache, 'k', compute, now);
    const waiting = cachedAnswer(cache, 'k', compute, now);
    // The deal ends while the answer is computed.
    clock += 20;
    release();
    await first;
    expect(JSON.parse((await waiting).json.toString())).toEqual({ n: 2 });
    expect(calls).toBe(2);
  });
});

describe('where a list page lies in an order a price or a rating decides', () => {
  const PAGE = ['p1', 'p2'];
  const bands = (tags: string[], order: string) => tags.filter((tag) => tag.startsWith(`order:${order}`));

  it('is carried as the bands of its keys, and only in those orders', () => {
    // ₹400 to ₹420 lies in one or two bands 5% wide.
    const priced = bands(cardTags(PAGE, 'price_asc', false, [40_000, 42_000]), 'price');
    expect(priced.length).toBeGreaterThanOrEqual(1);
    expect(priced.length).toBeLessThanOrEqual(2);
    expect(priced).not.toContain('order:price');
    expect(bands(cardTags(PAGE, 'price_desc', false, [42_000, 40_000]), 'price')).toEqual(priced);
    expect(bands(cardTags(PAGE, 'rating', false, [4.5, 4.3]), 'rating')).toEqual([
      'order:rating:43',
      'order:rating:44',
      'order:rating:45',
    ]);
    // In another order, or on an empty page (a price moves no product past a list's end), none.
    expect(cardTags(PAGE, 'newest', false, [40_000])).toEqual(['card:p1', 'card:p2']);
    expect(bands(cardTags([], 'price_asc', false, []), 'price')).toEqual([]);
    // A page across ₹100 to ₹50,000 (a short list) spans too many bands to carry: it carries the order.
    expect(bands(cardTags(PAGE, 'price_asc', true, [10_000, 5_000_000]), 'price')).toEqual(['order:price']);
  });

  it('is dropped by a move across it, kept by a move above or below it, on the next turn', async () => {
    const cache = t.app.catalog.responses;
    const at = Date.now();
    const store = (key: string, keys: number[]) =>
      cache.set(
        key,
        answerBody(key, at + 60_000),
        10,
        cache.generation,
        60_000,
        at,
        cardTags([], 'price_asc', false, keys),
      );
    const pages = { low: [20_000, 21_000], middle: [40_000, 41_000], high: [90_000, 99_000], wide: [100, 9_000_000] };
    const held = () => Object.fromEntries(Object.keys(pages).map((name) => [name, cache.get(name) !== undefined]));
    // Offered twice: the cache admits an answer the second time it is offered.
    const storeAll = () => {
      for (const [name, keys] of Object.entries(pages)) if (!store(name, keys)) store(name, keys);
      expect(held()).toEqual({ low: true, middle: true, high: true, wide: true });
    };

    storeAll();
    t.app.catalog.changed('order:price:39000:43000');
    await new Promise((resolve) => setImmediate(resolve));
    expect(held()).toEqual({ low: true, middle: false, high: true, wide: false });

    storeAll();
    // From below every page to above the middle one: across low and middle.
    t.app.catalog.changed('order:price:15000:60000');
    await new Promise((resolve) => setImmediate(resolve));
    expect(held()).toEqual({ low: false, middle: false, high: true, wide: false });
  });

  it('is not read from a notice that does not say it: such a notice empties everything', async () => {
    const refs = await t.app.catalog.refs.get();
    t.app.catalog.changed('order:price:cheap:dear');
    expect(await t.app.catalog.refs.get()).not.toBe(refs);
  });
});
