import { productResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { eventually } from '../../test/eventually';
import { plainProducts } from '../../test/shop';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';
import { NO_IMAGE } from './product-cards.repo';

// A product's gallery (its pictures' addresses in their order) and its variants as its page lists
// them are kept on the product by triggers (migration 0018, docs/decisions/093), whichever path
// writes the pictures or the variants: cards and product pages read them instead of their tables.
// The links' copies are held in bike-fit.routes.test.ts.

let t: TestApp;
let first = '';
let second = '';
beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = await plainProducts(t.db, 2);
  first = a!.id;
  second = b!.id;
  await t.db.execute(sql`DELETE FROM product_images WHERE product_id IN (${first}, ${second})`);
});
afterAll(() => t?.close());

/** The product's gallery, after checking it against its pictures read from their table. */
async function gallery(productId: string): Promise<string[]> {
  const [row] = await queryRows(
    t.db,
    z.object({ gallery: z.array(z.string()), pictures: z.array(z.string()) }),
    sql`SELECT gallery, ARRAY(SELECT url FROM product_images WHERE product_id = ${productId}
                               ORDER BY position, id) AS pictures
        FROM products WHERE id = ${productId}`,
  );
  expect(row!.gallery).toEqual(row!.pictures);
  return row!.gallery;
}

/** What the product's page and its card in a list show. */
async function shown(productId: string) {
  t.app.catalog.changed();
  const { body } = await getJson(t.app, `/api/fetch_product?id=${productId}`);
  const page = productResponse.parse(body).data;
  return { images: page.images, front: page.front_image };
}

describe("a product's gallery", () => {
  it('follows pictures added, reordered, moved to another product and removed', async () => {
    expect(await gallery(first)).toEqual([]);
    expect(await shown(first)).toEqual({ images: [NO_IMAGE], front: NO_IMAGE });

    // Several in one statement, as the import and the demo load write them.
    await t.db.execute(sql`INSERT INTO product_images (product_id, url, position) VALUES
                           (${first}, '/media/g/b.webp', 2), (${first}, '/media/g/a.webp', 1),
                           (${first}, '/media/g/c.webp', 3)`);
    expect(await gallery(first)).toEqual(['/media/g/a.webp', '/media/g/b.webp', '/media/g/c.webp']);
    expect(await shown(first)).toEqual({
      images: ['/media/g/a.webp', '/media/g/b.webp', '/media/g/c.webp'],
      front: '/media/g/a.webp',
    });

    await t.db.execute(
      sql`UPDATE product_images SET position = 0 WHERE product_id = ${first} AND url = '/media/g/c.webp'`,
    );
    expect(await gallery(first)).toEqual(['/media/g/c.webp', '/media/g/a.webp', '/media/g/b.webp']);
    expect((await shown(first)).front).toBe('/media/g/c.webp');

    // Moved: both products follow.
    await t.db.execute(sql`UPDATE product_images SET product_id = ${second} WHERE url = '/media/g/a.webp'`);
    expect(await gallery(first)).toEqual(['/media/g/c.webp', '/media/g/b.webp']);
    expect(await gallery(second)).toEqual(['/media/g/a.webp']);

    await t.db.execute(sql`DELETE FROM product_images WHERE product_id = ${first} AND url = '/media/g/c.webp'`);
    expect(await gallery(first)).toEqual(['/media/g/b.webp']);
    await t.db.execute(sql`DELETE FROM product_images WHERE product_id IN (${first}, ${second})`);
    expect(await gallery(first)).toEqual([]);
    expect(await gallery(second)).toEqual([]);
    expect(await shown(second)).toEqual({ images: [NO_IMAGE], front: NO_IMAGE });
  });

  it('agrees with the pictures of every product of the demo catalog', async () => {
    const [row] = await queryRows(
      t.db,
      z.object({ products: z.number(), differing: z.number() }),
      sql`SELECT count(*)::int AS products,
                 count(*) FILTER (WHERE p.gallery IS DISTINCT FROM
                   ARRAY(SELECT url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id))::int AS differing
          FROM products p`,
    );
    expect(row!.products).toBeGreaterThan(200);
    expect(row!.differing).toBe(0);
  });
});

/** The product's variants as it keeps them, after checking them against the variants' table. */
async function keptVariants(productId: string) {
  const [row] = await queryRows(
    t.db,
    z.object({ variants_json: z.string(), variants: z.unknown() }),
    sql`SELECT p.variants_json,
               COALESCE((SELECT json_agg(json_build_object('_id', v.id, 'name', v.name, 'sku', v.sku,
                                   'price', v.mrp_paise, 'discount_price', v.price_paise, 'quantity', v.stock)
                                 ORDER BY v.position, v.name, v.id)
                         FROM product_variants v WHERE v.product_id = p.id AND NOT v.is_hidden), '[]') AS variants
        FROM products p WHERE p.id = ${productId}`,
  );
  expect(JSON.parse(row!.variants_json)).toEqual(row!.variants);
  return JSON.parse(row!.variants_json) as Array<{ _id: string; name: string; quantity: number }>;
}

describe("a product's variants", () => {
  it('follow a rename, a new SKU, a sale, a price, hiding, a new variant and a deleted one', async () => {
    const [variant] = await keptVariants(first);
    const change = async (set: ReturnType<typeof sql>) => {
      await t.db.execute(sql`UPDATE product_variants SET ${set} WHERE id = ${variant!._id}`);
      return keptVariants(first);
    };
    expect((await change(sql`name = 'Size "L"'`))[0]!.name).toBe('Size "L"');
    await change(sql`sku = 'PAGE-COLUMNS-1'`);
    expect((await change(sql`stock = stock - 1`))[0]!.quantity).toBe(variant!.quantity - 1);
    await change(sql`price_paise = price_paise - 100, mrp_paise = mrp_paise + 100`);
    await t.db.execute(sql`INSERT INTO product_variants (product_id, name, sku, mrp_paise, price_paise, stock, position)
                           VALUES (${first}, 'XL', 'PAGE-COLUMNS-2', 500000, 450000, 3, 9)`);
    expect((await keptVariants(first)).map((v) => v.name)).toEqual(['Size "L"', 'XL']);
    expect(await change(sql`is_hidden = true`)).toHaveLength(1);
    await t.db.execute(sql`DELETE FROM product_variants WHERE sku = 'PAGE-COLUMNS-2'`);
    expect(await keptVariants(first)).toEqual([]);
    await change(sql`is_hidden = false`);
    expect(await keptVariants(first)).toHaveLength(1);
  });

  // Two writers at once need two connections: PGlite has one and runs transactions one at a time.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "keep both of two variants' changes made at once, the second waiting on the first's lock",
    async () => {
      const [pair] = await queryRows(
        t.db,
        z.object({ product: z.string(), one: z.string(), two: z.string() }),
        sql`SELECT p.id AS product, min(v.id::text) AS one, max(v.id::text) AS two
            FROM products p JOIN product_variants v ON v.product_id = p.id AND NOT v.is_hidden
            WHERE NOT p.is_hidden GROUP BY p.id HAVING count(*) >= 2 ORDER BY p.id LIMIT 1`,
      );
      const { product, one, two } = pair!;
      const waiting = () =>
        queryRows(
          t.db,
          z.object({ n: z.number() }),
          sql`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
      let second: Promise<unknown> | undefined;
      // A sale of the first variant holds the product's lock while the checkout goes on; a change to
      // the second variant meanwhile waits for it, and must then see the sale.
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE product_variants SET stock = stock + 7 WHERE id = ${one}`);
        // Drizzle sends a query when it is awaited: Promise.resolve sends it now, on another connection.
        second = Promise.resolve(t.db.execute(sql`UPDATE product_variants SET stock = stock + 11 WHERE id = ${two}`));
        const [blocked] = await eventually(waiting, ([row]) => row!.n > 0);
        expect(blocked!.n).toBeGreaterThan(0);
      });
      await second;
      const kept = await keptVariants(product);
      expect(kept.length).toBeGreaterThanOrEqual(2);
    },
  );

  it('agree with the variants of every product of the demo catalog', async () => {
    const products = await queryRows(t.db, z.object({ id: z.string() }), sql`SELECT id FROM products`);
    expect(products.length).toBeGreaterThan(200);
    for (const { id } of products) await keptVariants(id);
  });
});
