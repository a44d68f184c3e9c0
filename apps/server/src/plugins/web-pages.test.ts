import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pageDataKey, productListApiQuery, productListRequest, readProductListPage } from '@store/contracts/pages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainProducts } from '../test/shop';
import { createTestApp, getJson, type TestApp } from '../test/test-app';
import { TEST_PAYMENTS_BANNER } from './web-pages';

let t: TestApp;
let webDist: string;

/** index.html and the manifest as `vite build` writes them, cut down. */
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Kerala Moto Hub — Motorcycle parts</title>
    <meta
      name="description"
      content="The shop's own words."
    />
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/paths-s1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_paths-s1.js'] },
  '_paths-s1.js': { file: 'assets/paths-s1.js' },
  '_card-c1.js': { file: 'assets/card-c1.js', imports: ['_paths-s1.js'] },
  'src/app/routes/product.tsx': {
    file: 'assets/product-p1.js',
    isDynamicEntry: true,
    imports: ['_paths-s1.js', '_card-c1.js'],
  },
  'src/app/routes/product-list.tsx': { file: 'assets/product-list-l1.js', imports: ['_card-c1.js'] },
};

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'store-pages-'));
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ webDist, env: { PUBLIC_URL: 'https://shop.example' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
  return {
    status: res.statusCode,
    html: res.body,
    headers: res.headers,
    data: data === undefined ? undefined : (JSON.parse(data) as Record<string, unknown>),
  };
}

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];

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

describe('a product page', () => {
  it("carries the product's answers, title, description, Open Graph tags and first picture", async () => {
    const [product] = await plainProducts(t.db, 1);
    const api = await getJson(t.app, `/api/fetch_product?id=${product!.id}`);
    const reviewsCall = `/api/find_product_review?id=${product!.id}&page=1`;
    const reviews = await getJson(t.app, reviewsCall);
    const shown = await page(`/product/${product!.id}`);

    expect(shown.status).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-cache');
    expect(shown.headers['content-type']).toContain('text/html');
    // The first page of reviews too: the page shows it, and its structured data quotes it.
    expect(shown.data).toEqual({
      [`/api/fetch_product?id=${product!.id}`]: api.body,
      [pageDataKey(reviewsCall)]: reviews.body,
      ...pageInfo(200),
    });

    const name: string = api.body.data.name;
    const picture: string = api.body.data.images[0] ?? api.body.data.front_image;
    expect(shown.html).toContain(`<title>${name.replace(/&/g, '&amp;')} | Kerala Moto Hub</title>`);
    expect(shown.html).not.toContain("The shop's own words.");
    expect(attribute(shown.html, /<meta property="og:image" content="([^"]+)"/)).toBe(`https://shop.example${picture}`);
    expect(attribute(shown.html, /<meta property="og:url" content="([^"]+)"/)).toBe(
      `https://shop.example/product/${product!.id}`,
    );
    expect(attribute(shown.html, /<link rel="canonical" href="([^"]+)"/)).toBe(
      `https://shop.example/product/${product!.id}`,
    );
    // Marked as tags of the page the server sent, so the app replaces them on the next page.
    expect(shown.html).toContain('<meta property="og:type" content="product" data-first-page>');
    expect(shown.html).not.toContain('noindex');
    expect(attribute(shown.html, /<link rel="preload" as="image" href="([^"]+)"/)).toBe(picture);
    expect(shown.html).toContain(`imagesizes="(min-width: 1024px) 560px, 100vw"`);
  });

  it('names only this shop in og:url, whatever the request path looks like', async () => {
    const [product] = await plainProducts(t.db, 1);
    // Another site's address is no page of ours.
    const shown = await page(`//evil.example/product/${product!.id}?a="><script>`);
    expect(shown.status).toBe(404);
    expect(shown.html).not.toContain('evil.example');
    expect(shown.html).not.toContain('"><script>');
    // og:url is the canonical address: a query the page does not read is left out, markup and all.
    const query = await page(`/product/${product!.id}?ref="><script>x</script>`);
    expect(query.status).toBe(200);
    expect(attribute(query.html, /<meta property="og:url" content="([^"]+)"/)).toBe(
      `https://shop.example/product/${product!.id}`,
    );
    expect(query.html).not.toContain('"><script>');
    expect(query.html).not.toContain('?ref');
  });

  it("preloads the route's chunks that index.html does not already load", async () => {
    const [product] = await plainProducts(t.db, 1);
    const shown = await page(`/product/${product!.id}`);
    const preloaded = [...shown.html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloaded).toEqual(['/assets/paths-s1.js', '/assets/product-p1.js', '/assets/card-c1.js']);
  });

  it('writes names and text as text: markup in a product cannot leave its tag or script', async () => {
    const [, product] = await plainProducts(t.db, 2);
    const evil = `Visor </script><script>alert(1)</script> "quoted" <b>bold</b> & more $& $' $\``;
    await t.db.execute(sql`UPDATE products SET name = ${evil}, description = ${evil} WHERE id = ${product!.id}`);
    t.app.catalog.changed();

    const shown = await page(`/product/${product!.id}`);
    expect(shown.html).not.toContain('<script>alert(1)');
    expect(shown.html).not.toContain('<b>bold</b>');
    expect(shown.html).toContain('<title>Visor &lt;/script&gt;&lt;script&gt;alert(1)');
    // `$&`, `$'` and `$\`` stay text: none of them pulls the page's own markup into the title.
    expect(shown.html).toContain("&amp; more $&amp; $' $` | Kerala Moto Hub</title>");
    expect(shown.html.match(/<div id="root"><\/div>/g)).toHaveLength(1);
    expect(shown.html.match(/<\/head>/g)).toHaveLength(1);
    const data = shown.data?.[`/api/fetch_product?id=${product!.id}`] as { data: { name: string } };
    expect(data.data.name).toBe(evil);
  });

  it('is kept until the catalog changes, then built again with the change', async () => {
    const [, , , product] = await plainProducts(t.db, 4);
    // The cache takes a key the second time it is offered (docs/decisions/063).
    await page(`/product/${product!.id}`);
    const before = await page(`/product/${product!.id}`);
    expect(t.app.catalog.pages.get(`page:/product/${product!.id}`)).toBeDefined();
    // Sent as kept: the same render time, not a page built again.
    expect(await page(`/product/${product!.id}`)).toEqual(before);

    await t.db.execute(sql`UPDATE products SET name = 'Renamed Visor' WHERE id = ${product!.id}`);
    t.app.catalog.changed();
    const after = await page(`/product/${product!.id}`);
    expect(after.html).toContain('<title>Renamed Visor | Kerala Moto Hub</title>');
    const data = after.data?.[`/api/fetch_product?id=${product!.id}`] as { data: { name: string } };
    expect(data.data.name).toBe('Renamed Visor');
  });

  it("answers 404 with the app for a hidden, unknown or malformed product, with only the page's status and the shop's details placed", async () => {
    const [, , hidden] = await plainProducts(t.db, 3);
    await t.db.execute(sql`UPDATE products SET is_hidden = true WHERE id = ${hidden!.id}`);
    t.app.catalog.changed();
    for (const url of [
      `/product/${hidden!.id}`,
      '/product/00000000-0000-4000-8000-000000000000',
      '/product/not-an-id',
      "/product/1'%20OR%201=1",
    ]) {
      const shown = await page(url);
      expect(shown.status, url).toBe(404);
      expect(shown.html, url).toContain('<div id="root"></div>');
      // The status, so the browser renders the not-found page as the server answered; no answers.
      expect(shown.data, url).toEqual(pageInfo(404));
      expect(shown.html, url).toContain('<meta name="robots" content="noindex, follow" data-first-page>');
      expect(shown.html, url).not.toContain('rel="canonical"');
      expect(shown.html, url).not.toContain('og:');
      expect(shown.html, url).not.toContain('application/ld+json');
      expect(shown.html, url).not.toContain('rel="modulepreload" crossorigin href="/assets/product-p1.js"');
    }
    const shown = await page(`/product/${hidden!.id}`);
    expect(shown.html).toContain('<title>Product not found | Kerala Moto Hub</title>');
    // A broken escape is refused by the router before any page is built.
    expect((await page('/product/%E0%A4%A')).status).toBe(400);
    expect((await getJson(t.app, '/api/health')).status).toBe(200);
  });
});

describe('a product list page', () => {
  it('carries the same answers the page asks for, whatever order its URL names them in', async () => {
    const root = await getJson(t.app, '/api/fetch_all_collections');
    const category = root.body.data[0] as { _id: string; name: string };
    const url = `/products/${category._id}?page=1&collection=all&brand=all`;
    const shown = await page(url);

    // The web app's own call for this URL, keyed as it looks it up.
    const request = productListRequest(category._id, readProductListPage(new URLSearchParams('brand=all&page=1')));
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(productListApiQuery(request))) {
      if (value !== undefined) query.set(key, String(value));
    }
    const listCall = `/api/fetch_products_by_collection?${query.toString()}`;
    const trailCall = `/api/fetch_filter_category_by_id?id=${category._id}`;
    expect(shown.status).toBe(200);
    expect(Object.keys(shown.data ?? {}).sort()).toEqual(
      ['#page', '/api/shop_details', pageDataKey(trailCall), pageDataKey(listCall)].sort(),
    );
    expect(shown.data?.[pageDataKey(listCall)]).toEqual((await getJson(t.app, listCall)).body);

    expect(shown.html).toContain(`<title>${category.name} | Kerala Moto Hub</title>`);
    const cards = (shown.data?.[pageDataKey(listCall)] as { data: { front_image: string }[] }).data;
    const preloads = [...shown.html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual(cards.slice(0, 2).map((card) => card.front_image));
    expect(shown.html).toContain('<link rel="modulepreload" crossorigin href="/assets/product-list-l1.js">');
  });

  it('names a brand filter in the title and places nothing for a category that does not exist', async () => {
    const brand = await page('/products/all?brand=Motul&collection=all&page=1');
    expect(brand.html).toContain('<title>Motul | Kerala Moto Hub</title>');

    const missing = await page('/products/00000000-0000-4000-8000-000000000000?page=1');
    expect(missing.status).toBe(404);
    expect(missing.data ?? {}).not.toHaveProperty(
      pageDataKey('/api/fetch_products_by_collection?collection=00000000-0000-4000-8000-000000000000'),
    );
  });
});

describe('other pages', () => {
  it('the home page carries its answer and preloads the first banner', async () => {
    const home = await getJson(t.app, '/api/home');
    const shown = await page('/');
    expect(shown.data).toEqual({ '/api/home': home.body, ...pageInfo(200) });
    const banner: string = home.body.data.banners[0].BannerId.image;
    expect(attribute(shown.html, /<link rel="preload" as="image" href="([^"]+)"/)).toBe(banner);
  });

  it('is compressed when the browser accepts it, as the API answers are', async () => {
    const plain = await page('/');
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(body.toString()).toBe(plain.html);
      expect(res.rawPayload.length).toBeLessThan(plain.html.length / 2);
    }
  });

  // The test app takes test payments (no Razorpay keys), so every page starts with their banner;
  // the app's shell is kept out of search engines.
  const AS_SERVED = INDEX_HTML.replace(
    '</head>',
    '  <meta name="robots" content="noindex, follow" data-first-page>\n  </head>',
  ).replace('<body>', `<body>\n    ${TEST_PAYMENTS_BANNER}`);

  // Without the web app's server build only the planned pages are rendered: the rest is the shell.
  it('any other route gets index.html as built, marked noindex', async () => {
    for (const url of ['/no/such/page?x=1', '/signin', '/cart', '/about']) {
      const shown = await page(url);
      expect(shown.status, url).toBe(200);
      expect(shown.html, url).toBe(AS_SERVED);
    }
  });

  it("does not serve the build's manifest", async () => {
    // A dotfile is not served: the path falls through to the app's not-found page.
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.body).toBe(AS_SERVED);
  });
});
