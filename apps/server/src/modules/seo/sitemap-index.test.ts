import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../../test/admin';
import { eventually } from '../../test/eventually';
import { shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startCatalogCache, type CatalogCache } from '../catalog/catalog-cache';
import { seoRoutes } from './seo.routes';
import { get, PUBLIC_URL, readLinks, visibleProducts, W3C_DATETIME } from './sitemap.kit';

/** Addresses per sitemap file in the split server: the demo catalog (some 370 addresses) takes four files. */
const PER_FILE = 100;

let t: TestApp;
let admin: Shopper;
/** The seo routes alone, with the lowered limit, on the same database and its own catalog cache. */
let split: FastifyInstance;
let catalog: CatalogCache;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  admin = await shopper(t.app, t.db, 'owner@example.com', 'admin');
  catalog = await startCatalogCache(t.database);
  split = Fastify();
  split.decorate('config', t.app.config);
  split.decorate('db', t.db);
  split.decorate('catalog', catalog);
  await split.register(seoRoutes, { maxUrlsPerFile: PER_FILE });
  await split.ready();
});
afterAll(async () => {
  await split?.close();
  await catalog?.stop();
  await t?.close();
});

/** Every address of every file the index names, file by file. */
async function filesOfIndex() {
  const index = readLinks((await get(split, '/sitemap.xml')).body);
  return Promise.all(
    index.map(async (file) => readLinks((await get(split, file.loc.slice(PUBLIC_URL.length))).body).map((l) => l.loc)),
  );
}

describe('a sitemap past its limit of addresses', () => {
  it('becomes an index of its files, each dated by its newest page', async () => {
    const res = await get(split, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).not.toContain('<urlset');
    const whole = readLinks((await get(t.app, '/sitemap.xml')).body);
    const files = readLinks(res.body);
    expect(files.map((file) => file.loc)).toEqual(
      Array.from({ length: Math.ceil(whole.length / PER_FILE) }, (_, i) => `${PUBLIC_URL}/sitemap-${i + 1}.xml`),
    );
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) expect(file.lastmod).toMatch(W3C_DATETIME);
  });

  it('splits the same addresses the whole sitemap lists, each once, in files of at most the limit', async () => {
    const files = await filesOfIndex();
    const whole = readLinks((await get(t.app, '/sitemap.xml')).body).map((link) => link.loc);
    for (const file of files.slice(0, -1)) expect(file).toHaveLength(PER_FILE);
    expect(files.at(-1)!.length).toBeGreaterThan(0);
    expect(files.flat()).toEqual(whole);
  });

  it('serves each file as a urlset, also to HEAD', async () => {
    const res = await get(split, '/sitemap-2.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const head = await split.inject({ method: 'HEAD', url: '/sitemap-2.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('answers 404 for a file it does not have', async () => {
    const count = readLinks((await get(split, '/sitemap.xml')).body).length;
    for (const url of [`/sitemap-${count + 1}.xml`, '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-1x.xml']) {
      const res = await get(split, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: true, status: 404 });
    }
  });

  it('keeps its files in the catalog cache and drops a product hidden in the back office from them', async () => {
    await filesOfIndex();
    await filesOfIndex();
    expect(catalog.responses.get('seo:sitemap')).toBeDefined();
    expect(catalog.responses.get('seo:sitemap-1')).toBeDefined();
    const [product] = await visibleProducts(t.db);
    const loc = `${PUBLIC_URL}/product/${product!.id}`;
    expect((await filesOfIndex()).flat()).toContain(loc);

    expect((await adminCall(t.app, admin, 'POST', `/api/admin/products/${product!.id}/hide`)).status).toBe(200);
    // The other server hears of the change through the database's notification (docs/decisions/008).
    const after = await eventually(filesOfIndex, (files) => !files.flat().includes(loc));
    expect(after.flat()).not.toContain(loc);
  });
});
