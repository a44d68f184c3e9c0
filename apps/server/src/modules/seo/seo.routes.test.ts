import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { adminCall, catalogRefs } from '../../test/admin';
import { eventually } from '../../test/eventually';
import { shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get, PUBLIC_URL, readLinks, visibleProducts, W3C_DATETIME } from './sitemap.kit';
import { w3cDatetime } from './sitemap-xml';
import { KEPT_OUT, STATIC_PAGES, UNLISTED_PAGES } from './storefront-pages';

let t: TestApp;
let admin: Shopper;
let webDist: string;

beforeAll(async () => {
  // With a built web app, so its catch-all (index.html for any other path) is there to be avoided.
  webDist = mkdtempSync(path.join(tmpdir(), 'store-seo-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  t = await createTestApp({ webDist, env: { PUBLIC_URL } });
  admin = await shopper(t.app, t.db, 'owner@example.com', 'admin');
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function sitemapLinks() {
  return new Map(readLinks((await get(t.app, '/sitemap.xml')).body).map((link) => [link.loc, link.lastmod]));
}

describe('/robots.txt', () => {
  it('lets crawlers read the storefront, keeps them out of accounts, checkout, admin and the API, and names the sitemap', async () => {
    const res = await get(t.app, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of ['/admin', '/profile', '/orders', '/orderDetails', '/purchase', '/cart', '/signin', '/api/']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines.filter((line) => line.startsWith('Disallow: '))).toHaveLength(KEPT_OUT.length);
    // The search page is open: crawlers read its noindex and follow its links to products.
    expect(lines.filter((line) => line.startsWith('Disallow: /search'))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('');
  });
});

describe('/sitemap.xml', () => {
  it('is a sitemaps.org 0.9 urlset of absolute addresses, sent as XML', async () => {
    const res = await get(t.app, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).not.toContain('<div id="root">');
    const links = readLinks(res.body);
    expect(links.length).toBeGreaterThan(257);
    expect(links.every((link) => link.loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(new Set(links.map((link) => link.loc)).size).toBe(links.length);
  });

  it('lists the home page, Shop, Collections, All Products and the static pages', async () => {
    const links = await sitemapLinks();
    for (const page of ['/', '/shop', '/products', '/products/all']) {
      expect(links.get(`${PUBLIC_URL}${page}`), page).toMatch(W3C_DATETIME);
    }
    // Their words are in the web app's build: no date is claimed for them.
    for (const page of STATIC_PAGES) {
      expect(links.has(`${PUBLIC_URL}${page}`), page).toBe(true);
      expect(links.get(`${PUBLIC_URL}${page}`), page).toBeUndefined();
    }
  });

  it('lists every visible product, dated by its last change, and no hidden one', async () => {
    const links = await sitemapLinks();
    const visible = await visibleProducts(t.db);
    expect(visible.length).toBeGreaterThan(200);
    for (const product of visible) {
      expect(links.get(`${PUBLIC_URL}/product/${product.id}`)).toBe(w3cDatetime(product.updated_at));
    }
    const hidden = await queryRows(
      t.db,
      z.object({ id: z.string() }),
      sql`SELECT id FROM products WHERE is_hidden OR variant_count = 0`,
    );
    const listed = [...links.keys()].filter((loc) => loc.startsWith(`${PUBLIC_URL}/product/`));
    expect(listed).toHaveLength(visible.length);
    for (const product of hidden) expect(links.has(`${PUBLIC_URL}/product/${product.id}`)).toBe(false);
  });

  it("lists categories with products by their list's own address, and leaves out those with none", async () => {
    const refs = await catalogRefs(t.db);
    const [empty] = await queryRows(
      t.db,
      z.object({ id: z.string() }),
      sql`INSERT INTO categories (parent_id, name, slug, kind) VALUES (${refs.root.id}, 'Empty shelf', 'empty-shelf', 'category')
          RETURNING id`,
    );
    t.app.catalog.changed();
    const links = await sitemapLinks();
    for (const category of [refs.leaf, refs.root, refs.model, refs.make, refs.bikeRoot]) {
      expect(links.get(`${PUBLIC_URL}/products/${category.id}`), category.slug).toMatch(W3C_DATETIME);
    }
    expect(links.has(`${PUBLIC_URL}/products/${empty!.id}`)).toBe(false);
    expect([...links.keys()].some((loc) => loc.includes('?'))).toBe(false);
  });

  it('dates a category by the newest change its list shows: a product filed in it, or a category in its trail', async () => {
    const { leaf, root, bikeRoot } = await catalogRefs(t.db);
    const list = (id: string) => `${PUBLIC_URL}/products/${id}`;
    const [filed] = await queryRows(
      t.db,
      z.object({ at: timestamptz }),
      sql`UPDATE products SET updated_at = now() + interval '1 day'
          WHERE id = (SELECT product_id FROM product_categories WHERE category_id = ${leaf.id} ORDER BY product_id LIMIT 1)
          RETURNING updated_at AS at`,
    );
    t.app.catalog.changed();
    let links = await sitemapLinks();
    expect(links.get(list(leaf.id))).toBe(w3cDatetime(filed!.at));
    // The root's list holds the leaf's products; Shop by Bike's holds this one only if it fits a bike.
    expect(links.get(list(root.id))).toBe(w3cDatetime(filed!.at));
    expect(links.get(list(bikeRoot.id))! <= w3cDatetime(filed!.at)).toBe(true);

    const [renamed] = await queryRows(
      t.db,
      z.object({ at: timestamptz }),
      sql`UPDATE categories SET name = 'Spares & Service', updated_at = now() + interval '2 days' WHERE id = ${root.id}
          RETURNING updated_at AS at`,
    );
    t.app.catalog.changed();
    links = await sitemapLinks();
    // The leaf's page shows the root's name in its trail.
    expect(links.get(list(leaf.id))).toBe(w3cDatetime(renamed!.at));
  });

  it('lists nothing of the account, checkout or back office, nor the search page', async () => {
    const paths = [...(await sitemapLinks()).keys()].map((loc) => loc.slice(PUBLIC_URL.length));
    for (const path of paths) {
      expect(
        [...KEPT_OUT, ...UNLISTED_PAGES].some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false);
    }
  });

  it('is not split while it holds fewer addresses than a file takes: no part exists', async () => {
    for (const url of ['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-0.xml', '/sitemap-x.xml', '/sitemap-.xml']) {
      const res = await get(t.app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('answers HEAD, and is compressed when the crawler accepts it', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(head.body).toBe('');
    const plain = await get(t.app, '/sitemap.xml');
    const br = await get(t.app, '/sitemap.xml', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('is kept in the catalog cache, and a product hidden in the back office leaves it at once', async () => {
    await get(t.app, '/sitemap.xml');
    await get(t.app, '/sitemap.xml');
    expect(t.app.catalog.responses.get('seo:sitemap')).toBeDefined();
    const [product] = await visibleProducts(t.db);
    const loc = `${PUBLIC_URL}/product/${product!.id}`;
    expect((await sitemapLinks()).has(loc)).toBe(true);

    const hidden = await adminCall(t.app, admin, 'POST', `/api/admin/products/${product!.id}/hide`);
    expect(hidden.status).toBe(200);
    // The catalog's notification empties the cache, as it does the catalog's answers.
    const links = await eventually(sitemapLinks, (found) => !found.has(loc));
    expect(links.has(loc)).toBe(false);
    // The home page is dated by the newest catalog change: this one.
    const [changed] = await queryRows(
      t.db,
      z.object({ at: timestamptz }),
      sql`SELECT created_at AS at FROM audit_log WHERE entity = 'product' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(links.get(`${PUBLIC_URL}/`)! >= w3cDatetime(changed!.at)).toBe(true);
  });

  it('is in the route table with robots.txt and the parts, for GET and HEAD', () => {
    const routes = t.app.routeTable.map((route) => `${route.method} ${route.url}`);
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemap-:part.xml']) {
      expect(routes).toContain(`GET ${url}`);
      expect(routes).toContain(`HEAD ${url}`);
    }
  });
});
