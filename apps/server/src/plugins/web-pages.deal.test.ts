import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../test/admin';
import { plainProducts, shopper } from '../test/shop';
import { createTestApp, getJson, type TestApp } from '../test/test-app';

// docs/decisions/075: a rendered page is kept until the first flash deal it quotes ends, or for
// the cache's minute from its own render; not only as long as the answers it was built from were
// still to be kept, or every page would be rendered again whenever those answers expire.

const SECOND = 1000;
const PRICE = 300_000;
const DEAL = 240_000;

let t: TestApp;
let webDist: string;
let clock = Date.now();
const now = () => new Date(clock);
let product: { id: string; variant: string };

const pageKey = () => `page:/product/${product.id}`;

/** The product's selling price as the page carries it. */
async function pagePrice(): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/product/${product.id}` });
  expect(res.statusCode).toBe(200);
  const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '{}';
  const answer = (JSON.parse(data) as Record<string, { data: { discount_price: number } }>)[
    `/api/fetch_product?id=${product.id}`
  ];
  return answer!.data.discount_price;
}

/** Lets the catalog-change notifications of earlier writes arrive, so they cannot empty the cache mid-test. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'store-pages-deal-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist, now, env: { PUBLIC_URL: 'https://shop.example' } });
  [product] = (await plainProducts(t.db, 1)) as [{ id: string; variant: string }];
  await t.db.execute(sql`UPDATE product_variants SET price_paise = ${PRICE}, mrp_paise = ${PRICE}, stock = 10
                         WHERE id = ${product.variant}`);
  const admin = await shopper(t.app, t.db, 'owner@example.com', 'admin');
  const saved = await adminCall(t.app, admin, 'PUT', '/api/admin/home/sections/flash_deals', {
    items: [{ productId: product.id, dealPricePaise: DEAL, endsAt: new Date(clock + 30 * SECOND).toISOString() }],
  });
  expect(saved.status).toBe(200);
  await settle();
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('a product page quoting a flash deal', () => {
  it('is kept while the deal runs and rendered again at the full price once it ends', async () => {
    expect(await pagePrice()).toBe(DEAL);
    expect(t.app.catalog.pages.get(pageKey(), clock)).toBeDefined();

    clock += 20 * SECOND;
    expect(t.app.catalog.pages.get(pageKey(), clock)).toBeDefined();

    clock += 11 * SECOND;
    expect(t.app.catalog.pages.get(pageKey(), clock)).toBeUndefined();
    expect(await pagePrice()).toBe(PRICE);
  });

  it('outlives the answer it was rendered from: its minute starts at its own render', async () => {
    t.app.catalog.changed();
    await getJson(t.app, `/api/fetch_product?id=${product.id}`);
    clock += 50 * SECOND;
    // The answer is 50 s into its minute; the page rendered from it now starts a minute of its own.
    await pagePrice();
    clock += 20 * SECOND;
    expect(t.app.catalog.responses.get(`product:${product.id}`, clock)).toBeUndefined();
    expect(t.app.catalog.pages.get(pageKey(), clock)).toBeDefined();
    clock += 41 * SECOND;
    expect(t.app.catalog.pages.get(pageKey(), clock)).toBeUndefined();
  });
});
