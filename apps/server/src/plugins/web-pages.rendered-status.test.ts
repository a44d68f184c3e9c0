import { SHOP_NAME } from '@store/contracts/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainProducts, setStock } from '../test/shop';
import { getJson, type TestApp } from '../test/test-app';
import {
  h1s,
  INDEX_TITLE,
  ofType,
  page,
  SHOP_URL,
  shownPrice,
  startRenderedStore,
  textOf,
  type RenderedStore,
} from './web-pages.rendered.kit';

// What the server answers besides a page that exists, with the web app's own renderer: the store's
// 404 page, the app's shell for the account, checkout and admin screens, and pages kept until the
// catalog changes.

let store: RenderedStore;
let t: TestApp;
beforeAll(async () => {
  store = await startRenderedStore();
  t = store.t;
});
afterAll(async () => {
  await store?.close();
});

/**
 * What the server says of the page itself, placed beside the answers (docs/decisions/075), and the
 * shop's details every page places for its footer (docs/decisions/106).
 */
const pageInfo = (status: number) => ({
  '#page': { status, rendered_at: expect.any(Number) as number },
  '/api/shop_details': expect.objectContaining({
    data: expect.objectContaining({ phone: '+91 484 123 4567' }),
  }) as unknown,
});

describe('a page that does not exist', () => {
  it("answers 404 with the store's 404 page, kept out of search engines, with only its status and the shop's details placed", async () => {
    const [, hidden] = await plainProducts(t.db, 2);
    await t.db.execute(sql`UPDATE products SET is_hidden = true WHERE id = ${hidden!.id}`);
    t.app.catalog.changed();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const urls = [
      '/no/such/page',
      '/product/extra/segments',
      `/product/${hidden!.id}`,
      `/product/${unknown}`,
      '/product/not-an-id',
      `/products/${unknown}?brand=all&collection=all&page=1`,
      '/products/not-an-id',
      `/shop?category=${unknown}`,
      '/shop?category=not-an-id',
    ];
    for (const url of urls) {
      const shown = await page(t, url);
      expect(shown.status, url).toBe(404);
      expect(h1s(shown.root), url).toEqual(['Oops! Page not found']);
      expect(textOf(shown.root), url).toContain("Looks like this road doesn't go anywhere.");
      expect(shown.title, url).toBe(`Page not found | ${SHOP_NAME}`);
      expect(shown.robots, url).toBe('noindex, follow');
      expect(shown.canonicals, url).toEqual([]);
      expect(shown.jsonLd, url).toEqual([]);
      expect(shown.html, url).not.toContain('og:');
      // The status, so the browser's first render is the 404 page too; no answers to hydrate from.
      expect(shown.data, url).toEqual(pageInfo(404));
    }
  });
});

describe("the app's shell", () => {
  it('is what the account, checkout and admin screens get: index.html with an empty root, kept out of search engines', async () => {
    for (const url of ['/profile', '/orders', '/cart', '/purchase', '/signin', '/admin', '/admin/products']) {
      const shown = await page(t, url);
      expect(shown.status, url).toBe(200);
      expect(shown.root, url).toBe('');
      expect(shown.robots, url).toBe('noindex, follow');
      expect(shown.title, url).toBe(INDEX_TITLE);
      expect(shown.canonicals, url).toEqual([]);
      expect(shown.jsonLd, url).toEqual([]);
      // Nothing placed: these screens ask for what the signed-in shopper may see themselves.
      expect(shown.data, url).toBeUndefined();
    }
  });
});

describe('a kept page', () => {
  it('is sent as kept until the catalog changes, then rendered again with the change', async () => {
    const [, , , product] = await plainProducts(t.db, 4);
    const url = `/product/${product!.id}`;
    // The cache takes a page the second time it is offered (docs/decisions/063).
    await page(t, url);
    const kept = await page(t, url);
    expect(t.app.catalog.pages.get(`page:${url}`)).toBeDefined();
    // The same render time: sent as kept, not rendered again.
    expect(await page(t, url)).toEqual(kept);

    const before = (await getJson(t.app, `/api/fetch_product?id=${product!.id}`)).body.data;
    await t.db.execute(sql`UPDATE product_variants SET price_paise = price_paise - 100 WHERE id = ${product!.variant}`);
    t.app.catalog.changed();
    const after = (await getJson(t.app, `/api/fetch_product?id=${product!.id}`)).body.data;
    expect(after.discount_price).toBe(before.discount_price - 100);

    const shown = await page(t, url);
    expect(textOf(shown.root)).toContain(shownPrice(after));
    expect(textOf(shown.root)).not.toContain(shownPrice(before));
    expect(ofType(shown, 'Product')[0]?.offers).toMatchObject({ price: (after.discount_price / 100).toFixed(2) });
  });

  it('of a product sold out says so on the page and in its offer once the stock runs out', async () => {
    const [, , , , product] = await plainProducts(t.db, 5);
    const url = `/product/${product!.id}`;
    const inStock = await page(t, url);
    expect(ofType(inStock, 'Product')[0]?.offers).toMatchObject({ availability: 'https://schema.org/InStock' });

    await setStock(t.db, product!.variant, 0);
    t.app.catalog.changed();
    const soldOut = await page(t, url);
    expect(soldOut.status).toBe(200);
    expect(soldOut.canonicals).toEqual([`${SHOP_URL}${url}`]);
    expect(textOf(soldOut.root)).toContain('Out of stock');
    expect(ofType(soldOut, 'Product')[0]?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('of the home page shows a renamed product once the catalog changes', async () => {
    const home = (await getJson(t.app, '/api/home')).body.data;
    const featured = home.featuredCategories[0].productId;
    await page(t, '/');
    await page(t, '/');
    expect(t.app.catalog.pages.get('page:/')).toBeDefined();

    await t.db.execute(sql`UPDATE products SET name = 'Renamed Featured Helmet' WHERE id = ${featured._id}`);
    t.app.catalog.changed();
    const text = textOf((await page(t, '/')).root);
    expect(text).toContain('Renamed Featured Helmet');
    expect(text).not.toContain(featured.name);
  });
});

describe('an address an attacker writes', () => {
  it('answers NUL bytes with 400, an over-long search by its start, and keeps serving', async () => {
    const nul = ['/product/%00', '/products/all?search=%00abc', '/search?q=%00abc', '/shop?category=%00', '/about%00'];
    for (const url of nul) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
    const oldAddress = await t.app.inject({ method: 'GET', url: `/products/all?search=${'a'.repeat(5000)}` });
    expect(oldAddress.statusCode).toBe(404);
    expect(oldAddress.body).toContain('Oops! Page not found');
    expect(oldAddress.body).not.toContain('a'.repeat(200));
    // The search page searches for a long text's first 100 characters and echoes no more
    // (web-pages.search.test.ts shows its notice).
    const long = await t.app.inject({ method: 'GET', url: `/search?q=${'a'.repeat(5000)}` });
    expect(long.statusCode).toBe(200);
    expect(long.body).toContain(`/search?q=${'a'.repeat(100)}`);
    expect(long.body).not.toContain('a'.repeat(101));
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
  });
});
