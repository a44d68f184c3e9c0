import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let customer: Shopper;
let admin: Shopper;

/**
 * Every route the app serves under /api/admin, from the table buildApp fills with Fastify's
 * onRoute hook as each route is registered. A route added anywhere, by any module, is in this
 * list without anyone remembering to add it.
 */
const adminRoutes = () => t.app.routeTable.filter((r) => r.url === '/api/admin' || r.url.startsWith('/api/admin/'));

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
    const urls = new Set(adminRoutes().map((r) => r.url));
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
      '/api/admin/reviews',
      '/api/admin/reviews/:id/hide',
      '/api/admin/import',
      '/api/admin/import/check',
      '/api/admin/export',
      '/api/admin/audit',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('refuses visitors with 401 and customers with 403, whatever the method', async () => {
    const routes = adminRoutes();
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
