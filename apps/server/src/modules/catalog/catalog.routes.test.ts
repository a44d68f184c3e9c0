import {
  categoryLevelResponse,
  collectionsResponse,
  homeResponse,
  productListResponse,
  productResponse,
  shopGroupsResponse,
} from '@store/contracts/catalog';
import { errorEnvelopeSchema } from '@store/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function expectError(url: string, status: number, message: string | RegExp) {
  const { status: got, body } = await getJson(t.app, url);
  expect(got, url).toBe(status);
  expect(errorEnvelopeSchema.parse(body).message).toMatch(message);
}

async function shopRoots() {
  const { body } = await getJson(t.app, '/api/fetch_all_collections');
  return categoryLevelResponse.parse(body).data;
}

async function rootId(name: string) {
  const root = (await shopRoots()).find((c) => c.name === name);
  if (!root) throw new Error(`no root ${name}`);
  return root._id;
}

describe('GET /api/home', () => {
  it('returns banners, brands and all four home sections in the envelope', async () => {
    const { status, body } = await getJson(t.app, '/api/home');
    expect(status).toBe(200);
    const home = homeResponse.parse(body);
    expect(home.error).toBe(false);
    expect(home.data.banners.length).toBeGreaterThanOrEqual(3);
    expect(home.data.banners[0]!.BannerId.heading).not.toBe('');
    expect(home.brands.length).toBeGreaterThanOrEqual(15);
    expect(home.data.featuredCategories.length).toBeGreaterThan(0);
    expect(home.data.trendingProducts.length).toBeGreaterThan(0);
    expect(home.data.newArrivals.length).toBeGreaterThan(0);
    expect(home.data.flashDeals.products.length).toBeGreaterThan(0);
  });

  it('prices flash deals below the MRP, the card at the deal price, and ends them in the future', async () => {
    const home = homeResponse.parse((await getJson(t.app, '/api/home')).body);
    for (const deal of home.data.flashDeals.products) {
      expect(deal.deal_price).toBeLessThan(deal.productId.price);
      expect(deal.productId.discount_price).toBe(deal.deal_price);
      expect(new Date(deal.ends_at).getTime()).toBeGreaterThan(Date.now());
    }
  });
});

describe('shop categories', () => {
  it('lists the roots including Shop by Bike, with counts and images', async () => {
    const roots = await shopRoots();
    const names = roots.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Helmets', 'Riding Gear', 'Shop by Bike']));
    expect(roots.length).toBeGreaterThanOrEqual(4);
    for (const root of roots) {
      expect(root.product_count).toBeGreaterThan(0);
      expect(root.image).toMatch(/^\/media\//);
    }
  });

  it('drills down from Shop by Bike to makes, then to models, with a breadcrumb trail', async () => {
    const bikes = await rootId('Shop by Bike');
    const makes = categoryLevelResponse.parse(
      (await getJson(t.app, `/api/fetch_filter_category_by_id?id=${bikes}`)).body,
    );
    expect(makes.trail.map((x) => x.name)).toEqual(['Shop by Bike']);
    const re = makes.data.find((m) => m.name === 'Royal Enfield');
    expect(re?.kind).toBe('make');
    const models = categoryLevelResponse.parse(
      (await getJson(t.app, `/api/fetch_filter_category_by_id?id=${re!._id}`)).body,
    );
    expect(models.data.map((m) => m.name)).toContain('Royal Enfield Classic 350');
    expect(models.trail.map((x) => x.name)).toEqual(['Shop by Bike', 'Royal Enfield']);
  });

  it('gives the sub-group menu with items and counts', async () => {
    const helmets = await rootId('Spares & Service');
    const groups = shopGroupsResponse.parse((await getJson(t.app, `/api/fetch_collections_by_id?id=${helmets}`)).body);
    expect(groups.data.length).toBeGreaterThan(1);
    const withItems = groups.data.find((g) => g.items.length > 0);
    expect(withItems?.items[0]?.product_count).toBeGreaterThan(0);
  });

  it('refuses malformed ids with 400 and unknown ones with 404', async () => {
    await expectError('/api/fetch_filter_category_by_id?id=abc', 400, 'Invalid id');
    await expectError(`/api/fetch_filter_category_by_id?id=${UNKNOWN_ID}`, 404, 'Category not found');
    await expectError('/api/fetch_collections_by_id', 400, /id|Invalid/);
    await expectError("/api/fetch_collections_by_id?id=1'%20OR%201=1", 400, 'Invalid id');
  });

  it('lists collection cards pointing at categories', async () => {
    const list = collectionsResponse.parse((await getJson(t.app, '/api/collections')).body);
    expect(list.data.length).toBeGreaterThanOrEqual(8);
    expect(list.data[0]).toMatchObject({ collection: expect.any(String), category_id: expect.any(String) });
  });
});

describe('GET /api/fetch_products_by_collection', () => {
  it('pages 9 products at a time with the total and the all entries', async () => {
    const list = productListResponse.parse((await getJson(t.app, '/api/fetch_products_by_collection')).body);
    expect(list.data).toHaveLength(9);
    expect(list.total_products).toBeGreaterThanOrEqual(200);
    expect(list.brands[0]).toEqual({ _id: 'all', name: 'all' });
    expect(list.categories[0]).toEqual({ _id: 'all', name: 'all' });
    expect(list.brands.length).toBeGreaterThan(15);
  });

  it('walks every page once without repeats', async () => {
    const first = productListResponse.parse((await getJson(t.app, '/api/fetch_products_by_collection?page=1')).body);
    const pages = Math.ceil(first.total_products / 9);
    const seen = new Set<string>();
    for (let page = 1; page <= pages; page++) {
      const list = productListResponse.parse(
        (await getJson(t.app, `/api/fetch_products_by_collection?page=${page}`)).body,
      );
      list.data.forEach((p) => seen.add(p._id));
    }
    expect(seen.size).toBe(first.total_products);
    const after = productListResponse.parse(
      (await getJson(t.app, `/api/fetch_products_by_collection?page=${pages + 1}`)).body,
    );
    expect(after.data).toEqual([]);
  });

  it('keeps to a category subtree and narrows by the chip', async () => {
    const helmets = await rootId('Helmets');
    const list = productListResponse.parse(
      (await getJson(t.app, `/api/fetch_products_by_collection?collection=${helmets}`)).body,
    );
    expect(list.total_products).toBeGreaterThan(10);
    for (const p of list.data) expect(p.name.toLowerCase()).toMatch(/helmet|visor|pinlock|shield|lens/);
    const chip = list.categories.find((c) => c._id !== 'all')!;
    const narrowed = productListResponse.parse(
      (await getJson(t.app, `/api/fetch_products_by_collection?collection=${helmets}&category=${chip._id}`)).body,
    );
    expect(narrowed.total_products).toBeLessThan(list.total_products);
    expect(narrowed.total_products).toBeGreaterThan(0);
  });

  it('filters by brand name, case-insensitively', async () => {
    const list = productListResponse.parse(
      (await getJson(t.app, '/api/fetch_products_by_collection?brand=studds')).body,
    );
    expect(list.total_products).toBeGreaterThan(0);
    for (const p of list.data) expect(p.brand.name).toBe('Studds');
  });

  it('finds products by search text with typos and sorts by price', async () => {
    const list = productListResponse.parse(
      (await getJson(t.app, '/api/fetch_products_by_collection?search=helmt&sort=price_asc')).body,
    );
    expect(list.total_products).toBeGreaterThan(5);
    const prices = list.data.map((p) => p.discount_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers bad input with 400 or 404 and a clear message, never a 500', async () => {
    await expectError('/api/fetch_products_by_collection?page=-1', 400, 'page must be at least 1');
    await expectError('/api/fetch_products_by_collection?page=abc', 400, 'page must be a number');
    await expectError('/api/fetch_products_by_collection?page=1.5', 400, 'page must be a whole number');
    await expectError('/api/fetch_products_by_collection?page=99999999999', 400, /page must be at most/);
    await expectError('/api/fetch_products_by_collection?brand=NoSuchBrand', 404, 'Brand not found');
    await expectError('/api/fetch_products_by_collection?collection=xyz', 400, 'Invalid id');
    await expectError(`/api/fetch_products_by_collection?collection=${UNKNOWN_ID}`, 404, 'Category not found');
    await expectError(`/api/fetch_products_by_collection?search=${'a'.repeat(1000)}`, 400, /at most 100/);
    await expectError('/api/fetch_products_by_collection?sort=drop', 400, 'Unknown sort order');
  });

  it('treats regex-looking search text as plain text', async () => {
    for (const text of ['.*', '(((', '[]+', '%', '_', '\\', '^$|']) {
      const { status, body } = await getJson(
        t.app,
        `/api/fetch_products_by_collection?search=${encodeURIComponent(text)}`,
      );
      expect(status, text).toBe(200);
      expect(productListResponse.parse(body).total_products, text).toBe(0);
    }
  });
});

describe('GET /api/fetch_product', () => {
  it('returns the product with variants, gallery, features and suitable bikes', async () => {
    const spares = await rootId('Spares & Service');
    const list = productListResponse.parse(
      (await getJson(t.app, `/api/fetch_products_by_collection?collection=${spares}&search=sprocket%20kit`)).body,
    );
    const { status, body } = await getJson(t.app, `/api/fetch_product?id=${list.data[0]!._id}`);
    expect(status).toBe(200);
    const product = productResponse.parse(body);
    expect(product.data.variants.length).toBeGreaterThan(0);
    expect(product.data.images.length).toBeGreaterThan(0);
    expect(product.data.features.length).toBeGreaterThan(2);
    expect(product.data.description.length).toBeGreaterThan(150);
    expect(product.categories.length).toBeGreaterThan(0);
    expect(product.data.quantity).toBe(product.data.variants.reduce((s, v) => s + v.quantity, 0));
  });

  it('gives helmets their size variants', async () => {
    const helmets = await rootId('Helmets');
    const list = productListResponse.parse(
      (await getJson(t.app, `/api/fetch_products_by_collection?collection=${helmets}&search=full%20face`)).body,
    );
    const helmet = list.data.find((p) => p.variant_count > 1)!;
    const product = productResponse.parse((await getJson(t.app, `/api/fetch_product?id=${helmet._id}`)).body);
    expect(product.data.variants.map((v) => v.name)).toEqual(expect.arrayContaining(['M', 'L']));
  });

  it('refuses malformed and unknown ids', async () => {
    await expectError('/api/fetch_product?id=123', 400, 'Invalid id');
    await expectError('/api/fetch_product?id[$gt]=', 400, /Invalid|id/);
    await expectError('/api/fetch_product', 400, /Invalid|id/);
    await expectError(`/api/fetch_product?id=${UNKNOWN_ID}`, 404, 'Product not found');
  });
});

describe('unknown routes and headers', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    await expectError('/api/no_such_call', 404, 'Not found');
  });

  it('sends security headers, with the policy of an answer that loads nothing on the JSON calls', async () => {
    const { headers } = await getJson(t.app, '/api/home');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('stays up through a burst of malformed requests, none answered with a 5xx', async () => {
    const bad = [
      '/api/fetch_product?id=%00',
      '/api/fetch_product?id=../../etc',
      '/api/fetch_product?id[]=1&id[]=2',
      '/api/fetch_products_by_collection?page=NaN&brand=%FF',
      '/api/fetch_products_by_collection?collection[$ne]=x',
      '/api/search?search[$regex]=.*',
      `/api/search?search=${'%28'.repeat(99)}`,
      '/api/find_product_review?id=null',
    ];
    const answers = await Promise.all(
      Array.from({ length: 160 }, (_, i) => t.app.inject({ method: 'GET', url: bad[i % bad.length]! })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
    expect((await getJson(t.app, '/api/health')).status).toBe(200);
  });

  it('reports health with the database', async () => {
    const { status, body } = await getJson(t.app, '/api/health');
    expect(status).toBe(200);
    expect(['pglite', 'postgres']).toContain(body.data.database);
  });

  it('documents every API route in the OpenAPI at /api/docs', async () => {
    const { status, body } = await getJson(t.app, '/api/docs/json');
    expect(status).toBe(200);
    const documented = Object.keys(body.paths);
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => line.replace(/^[\s│├└─]+/, '').replace(/ \(.*\)$/, ''))
      .filter((p) => p.startsWith('/api/') && !p.startsWith('/api/docs'))
      // OpenAPI writes a path parameter :id as {id}.
      .map((p) => p.replace(/:(\w+)/g, '{$1}'));
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) expect(documented, route).toContain(route);
  });
});
