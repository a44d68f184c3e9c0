import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let customer: Shopper;
let admin: Shopper;

/**
 * Every route the app serves under /api/admin, read from Fastify's own route table (printRoutes
 * draws it as a tree; each line's path continues its parent's). A route added anywhere, by any
 * module, is in this list without anyone remembering to add it.
 */
function adminRoutesOf(tree: string): Array<{ method: string; url: string }> {
  const found: Array<{ method: string; url: string }> = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    if (!match[3] || !path.startsWith('/api/admin')) continue;
    for (const method of match[3].split(', ')) found.push({ method, url: path });
  }
  return found;
}

const concrete = (url: string) =>
  url
    .replace(/:section/g, 'featured')
    .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000')
    .replace(/\*$/, 'x');

beforeAll(async () => {
  t = await createTestApp();
  customer = await shopper(t.app, t.db, 'rider@example.com');
  admin = await shopper(t.app, t.db, 'owner@example.com', 'admin');
});
afterAll(() => t?.close());

describe('every /api/admin route', () => {
  it('is found in the route table, including each back-office area', () => {
    const urls = new Set(adminRoutesOf(t.app.printRoutes({ commonPrefix: false })).map((r) => r.url));
    for (const url of [
      '/api/admin/dashboard',
      '/api/admin/orders',
      '/api/admin/orders/:id',
      '/api/admin/orders/:id/ship',
      '/api/admin/orders/:id/packing-slip',
      '/api/admin/products',
      '/api/admin/products/:id/images/:imageId',
      '/api/admin/variants/:id',
      '/api/admin/uploads',
      '/api/admin/brands/:id',
      '/api/admin/categories/:id/move',
      '/api/admin/collections',
      '/api/admin/banners/order',
      '/api/admin/home/sections/:section',
      '/api/admin/customers/:id/block',
      '/api/admin/import',
      '/api/admin/import/check',
      '/api/admin/export',
      '/api/admin/audit',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('refuses visitors with 401 and customers with 403, whatever the method', async () => {
    const routes = adminRoutesOf(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      const send = (token?: string) =>
        t.app.inject({
          method: method as 'GET',
          url: concrete(url),
          ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      const visitor = await send();
      const rider = await send(customer.token);
      if (visitor.statusCode !== 401) wrong.push(`${method} ${url} visitor ${visitor.statusCode}`);
      if (rider.statusCode !== 403) wrong.push(`${method} ${url} customer ${rider.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets an admin through (the guard is not simply closed)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
