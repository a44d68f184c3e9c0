import { homeResponse, productListResponse, searchResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

let t: TestApp;
let hidden: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  // Hide a product that the home page features, so every surface has something to leave out.
  [hidden] = (await queryRows(
    t.db,
    z.object({ id: z.string(), name: z.string() }),
    sql`SELECT p.id, p.name FROM products p JOIN home_section_items h ON h.product_id = p.id
        WHERE h.section = 'featured' ORDER BY h.position LIMIT 1`,
  )) as [{ id: string; name: string }];
  await t.db.execute(sql`UPDATE products SET is_hidden = true WHERE id = ${hidden.id}`);
  t.app.catalog.changed();
});
afterAll(() => t?.close());

describe('a hidden product', () => {
  it('is not found by id', async () => {
    const { status, body } = await getJson(t.app, `/api/fetch_product?id=${hidden.id}`);
    expect(status).toBe(404);
    expect(body.message).toBe('Product not found');
  });

  it('is left out of the home sections', async () => {
    const home = homeResponse.parse((await getJson(t.app, '/api/home')).body);
    const ids = [
      ...home.data.featuredCategories,
      ...home.data.trendingProducts,
      ...home.data.newArrivals,
      ...home.data.flashDeals.products,
    ].map((e) => e.productId._id);
    expect(ids).not.toContain(hidden.id);
  });

  it('is left out of search and of the product list, even searched by its exact name', async () => {
    const found = searchResponse.parse(
      (await getJson(t.app, `/api/search?search=${encodeURIComponent(hidden.name)}`)).body,
    );
    expect(found.products.map((p) => p._id)).not.toContain(hidden.id);
    const list = productListResponse.parse(
      (await getJson(t.app, `/api/fetch_products_by_collection?search=${encodeURIComponent(hidden.name)}`)).body,
    );
    expect(list.data.map((p) => p._id)).not.toContain(hidden.id);
  });

  it('has no public reviews', async () => {
    const { status } = await getJson(t.app, `/api/find_product_review?id=${hidden.id}`);
    expect(status).toBe(404);
  });
});
