// What a catalog change drops from the caches of every server (docs/decisions/098): stock that moves
// without a product selling out drops that product's own answers and pages and nothing else; any
// other change drops everything.
import { productResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerBody } from '../../lib/cached-body';
import { call } from '../../test/accounts';
import { adminCall } from '../../test/admin';
import { eventually } from '../../test/eventually';
import { createOrder, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { productTag } from './catalog-cache';

let a: TestApp;
let b: TestApp;
let asha: Shopper;
let boss: Shopper;
let sold: { id: string; variant: string };
let other: { id: string; variant: string };

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ sharing: a });
  asha = await shopper(a.app, a.db, 'asha@example.com');
  boss = await shopper(a.app, a.db, 'boss@example.com', 'admin');
  [sold, other] = (await plainProducts(a.db, 2)) as [typeof sold, typeof other];
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const servers = () => [a, b];

/**
 * Asks each server twice for the product, its neighbour, home and a search, so each keeps them;
 * again while a notice of a change made before (which may arrive later, on PostgreSQL) drops one.
 */
async function warm() {
  for (let round = 0; round < 40; round++) {
    await ask();
    if (servers().every((t) => Object.values(held(t)).every(Boolean))) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the answers asked for were not kept');
}

async function ask() {
  for (const t of servers()) {
    for (let round = 0; round < 2; round++) {
      for (const url of [
        `/api/fetch_product?id=${sold.id}`,
        `/api/fetch_product?id=${other.id}`,
        '/api/home',
        '/api/search?search=helmet',
      ]) {
        expect((await call(t.app, 'GET', url)).status).toBe(200);
      }
    }
  }
}

/** Which of the answers `warm` stored a server still holds. */
const held = (t: TestApp) => ({
  sold: t.app.catalog.responses.get(`product:${sold.id}`) !== undefined,
  other: t.app.catalog.responses.get(`product:${other.id}`) !== undefined,
  home: t.app.catalog.responses.get('home') !== undefined,
  search: t.app.catalog.responses.get('search:helmet') !== undefined,
});

/** What each server holds once the notice of a change has reached it (`arrived`), within a second. */
async function heldOnEach(arrived: (h: ReturnType<typeof held>) => boolean) {
  return Promise.all(servers().map((t) => eventually(async () => held(t), arrived, 1_000)));
}

const quantityOn = async (t: TestApp, id: string) =>
  productResponse.parse((await call(t.app, 'GET', `/api/fetch_product?id=${id}`)).body).data.quantity;

describe('a change of stock alone', () => {
  it("drops the sold product's answer on every server within a second, and keeps every other answer", async () => {
    await setStock(a.db, sold.variant, 20);
    await warm();
    for (const t of servers()) expect(held(t)).toEqual({ sold: true, other: true, home: true, search: true });

    const placed = await createOrder(a.app, asha, sold, 2);
    expect(placed.status).toBe(200);
    const reservedAt = Date.now();
    for (const after of await heldOnEach((h) => !h.sold)) {
      expect(after).toEqual({ sold: false, other: true, home: true, search: true });
    }
    expect(Date.now() - reservedAt).toBeLessThan(1_000);
    // What is asked for next is the stock left, on both servers.
    for (const t of servers()) expect(await quantityOn(t, sold.id)).toBe(18);
  });

  it("drops the product's pages as well, and no other page", async () => {
    for (const t of servers()) {
      const pages = t.app.catalog.pages;
      const at = Date.now();
      pages.set('page:/product/x', answerBody('x', at + 60_000), 10, pages.generation, 60_000, at, [
        productTag(sold.id),
      ]);
      pages.set('page:/', answerBody('home', at + 60_000), 10, pages.generation, 60_000, at);
    }
    await a.db.execute(sql`UPDATE product_variants SET stock = stock - 1 WHERE id = ${sold.variant}`);
    for (const t of servers()) {
      await eventually(
        async () => t.app.catalog.pages.get('page:/product/x'),
        (page) => page === undefined,
        1_000,
      );
      expect(t.app.catalog.pages.get('page:/product/x')).toBeUndefined();
      expect(t.app.catalog.pages.get('page:/')).toBeDefined();
    }
  });
});

describe('any other change', () => {
  it('drops everything when a product sells out: lists show whether it can be bought', async () => {
    await warm();
    expect((await adminCall(a.app, boss, 'PATCH', `/api/admin/variants/${sold.variant}`, { stock: 0 })).status).toBe(
      200,
    );
    for (const after of await heldOnEach((h) => !h.home)) {
      expect(after).toEqual({ sold: false, other: false, home: false, search: false });
    }
  });

  it('drops everything when staff change a price: cards, lists and searches show it', async () => {
    await setStock(a.db, sold.variant, 20);
    await warm();
    const product = productResponse.parse((await call(a.app, 'GET', `/api/fetch_product?id=${other.id}`)).body).data;
    const price = product.discount_price - 100;
    const changed = await adminCall(a.app, boss, 'PATCH', `/api/admin/variants/${other.variant}`, {
      pricePaise: price,
    });
    expect(changed.status).toBe(200);
    for (const after of await heldOnEach((h) => !h.home)) {
      expect(after).toEqual({ sold: false, other: false, home: false, search: false });
    }
  });
});

describe('the notices the database sends', () => {
  /** The payloads of `catalog_changed` the statements in `work` make, once they have arrived. */
  async function noticesOf(work: () => Promise<unknown>): Promise<string[]> {
    const seen: string[] = [];
    const stop = await a.database.listen(
      'catalog_changed',
      (payload) => seen.push(payload),
      () => undefined,
    );
    try {
      await work();
      // A notice of its own, after the work's: when it arrives, the work's have too.
      await a.db.execute(sql`SELECT pg_notify('catalog_changed', 'end')`);
      await eventually(
        async () => seen,
        (s) => s.includes('end'),
        2_000,
      );
    } finally {
      await stop();
    }
    return seen.filter((p) => p !== 'end');
  }

  it('names each product whose stock alone moved, several in one statement', async () => {
    await setStock(a.db, sold.variant, 20);
    await setStock(a.db, other.variant, 20);
    const notices = await noticesOf(() =>
      a.db.execute(sql`UPDATE product_variants SET stock = stock - 1 WHERE id IN (${sold.variant}, ${other.variant})`),
    );
    // One notice per product (the database sends each payload once per transaction).
    expect(notices.every((notice) => notice.startsWith('stock:'))).toBe(true);
    expect(notices.map((notice) => notice.slice('stock:'.length)).sort()).toEqual([sold.id, other.id].sort());
  });

  it('says the table when anything else changed, and nothing when nothing did', async () => {
    expect(
      await noticesOf(() => a.db.execute(sql`UPDATE products SET name = name || ' ' WHERE id = ${sold.id}`)),
    ).toContain('products');
    expect(
      await noticesOf(() => a.db.execute(sql`UPDATE product_variants SET sku = sku || 'X' WHERE id = ${sold.variant}`)),
    ).toContain('product_variants');
    expect(await noticesOf(() => a.db.execute(sql`UPDATE brands SET name = name WHERE false`))).toEqual(['brands']);
    expect(await noticesOf(() => a.db.execute(sql`UPDATE products SET name = name WHERE id = ${sold.id}`))).toEqual([]);
  });
});
