// What the database's `catalog_changed` notices say of a change (migrations 0020, 0021, 0029 and
// 0031, docs/decisions/098, 099, 112 and 113): each kind and the product when the caches can follow it, the
// table otherwise. What each notice drops is tested in catalog-changes.test.ts and
// catalog-changes-named.test.ts.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { eventually } from '../../test/eventually';
import { plainProducts, priceOf, setStock } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setProductRating } from './products.repo';

let a: TestApp;
let sold: { id: string; variant: string };
let other: { id: string; variant: string };

beforeAll(async () => {
  a = await createTestApp();
  [sold, other] = (await plainProducts(a.db, 2)) as [typeof sold, typeof other];
});
afterAll(() => a?.close());

describe('the notices the database sends', () => {
  /** The payloads of `catalog_changed` the statements in `work` make, once they have arrived. */
  async function noticesOf(work: () => Promise<unknown>): Promise<string[]> {
    const seen: string[] = [];
    const stop = await a.database.listen(
      'catalog_changed',
      (payload) => seen.push(payload),
      () => undefined,
    );
    try {
      await work();
      // A notice of its own, after the work's: when it arrives, the work's have too.
      await a.db.execute(sql`SELECT pg_notify('catalog_changed', 'end')`);
      await eventually(
        async () => seen,
        (s) => s.includes('end'),
        2_000,
      );
    } finally {
      await stop();
    }
    return seen.filter((p) => p !== 'end');
  }

  it('names each product whose stock alone moved, several in one statement', async () => {
    await setStock(a.db, sold.variant, 20);
    await setStock(a.db, other.variant, 20);
    const notices = await noticesOf(() =>
      a.db.execute(sql`UPDATE product_variants SET stock = stock - 1 WHERE id IN (${sold.variant}, ${other.variant})`),
    );
    // One notice per product (the database sends each payload once per transaction).
    expect(notices.every((notice) => notice.startsWith('stock:'))).toBe(true);
    expect(notices.map((notice) => notice.slice('stock:'.length)).sort()).toEqual([sold.id, other.id].sort());
  });

  it('names the product whose price or rating changed, one notice for each kind, and where it moves in that order', async () => {
    const before = await priceOf(a.db, other.variant);
    const price = before - 100;
    const priced = await noticesOf(() =>
      a.db.execute(sql`UPDATE product_variants SET price_paise = ${price} WHERE id = ${other.variant}`),
    );
    // The option's row names the price; the product's, whose key in the price index moved, both.
    expect(priced.sort()).toEqual([`order:price:${before}:${price}`, `price:${other.id}`]);
    expect((await noticesOf(() => setProductRating(a.db, other.id, 3.5, 4))).sort()).toEqual([
      'order:rating:0:3.5',
      `rating:${other.id}`,
    ]);
    // Only the review count: the same rating, its place among those with it.
    expect((await noticesOf(() => setProductRating(a.db, other.id, 3.5, 5))).sort()).toEqual([
      'order:rating:3.5:3.5',
      `rating:${other.id}`,
    ]);
    // A rating and a price in one statement is both.
    expect(
      (
        await noticesOf(() =>
          a.db.execute(sql`UPDATE products SET rating = 2, price_paise = price_paise + 1 WHERE id = ${other.id}`),
        )
      ).sort(),
    ).toEqual([`order:price:${price}:${price + 1}`, 'order:rating:3.5:2', `price:${other.id}`, `rating:${other.id}`]);
    // An MRP moves nothing in the price index.
    expect(
      await noticesOf(() => a.db.execute(sql`UPDATE products SET mrp_paise = mrp_paise + 1 WHERE id = ${other.id}`)),
    ).toEqual([`price:${other.id}`]);
  });

  it('names a product selling out or coming back as avail, beside the stock of its option', async () => {
    await setStock(a.db, other.variant, 5);
    expect((await noticesOf(() => setStock(a.db, other.variant, 0))).sort()).toEqual([
      `avail:${other.id}`,
      `stock:${other.id}`,
    ]);
    expect((await noticesOf(() => setStock(a.db, other.variant, 3))).sort()).toEqual([
      `avail:${other.id}`,
      `stock:${other.id}`,
    ]);
  });

  it("names what search matches as text, the rest of what a product's card says as content, and an option's name as stock", async () => {
    expect(
      await noticesOf(() => a.db.execute(sql`UPDATE products SET description = 'New words' WHERE id = ${sold.id}`)),
    ).toEqual([`content:${sold.id}`]);
    expect(
      (
        await noticesOf(() =>
          a.db.execute(sql`UPDATE products SET name = name || ' ', features = '["Light"]' WHERE id = ${sold.id}`),
        )
      ).sort(),
    ).toEqual([`content:${sold.id}`, `text:${sold.id}`]);
    // The option's row says text (search finds SKUs); the product's, whose options' JSON moved with it, stock.
    expect(
      await noticesOf(() => a.db.execute(sql`UPDATE product_variants SET sku = sku || 'X' WHERE id = ${sold.variant}`)),
    ).toEqual([`text:${sold.id}`, `stock:${sold.id}`]);
    // Its name shows on the product's page alone.
    expect(
      await noticesOf(() =>
        a.db.execute(sql`UPDATE product_variants SET name = 'One size' WHERE id = ${sold.variant}`),
      ),
    ).toEqual([`stock:${sold.id}`]);
  });

  it('names the product an option is added to or removed from', async () => {
    const id = randomUUID();
    const added = await noticesOf(() =>
      a.db.execute(
        sql`INSERT INTO product_variants (id, product_id, name, sku, mrp_paise, price_paise, stock)
            VALUES (${id}, ${sold.id}, 'XL', ${`SKU-${id}`}, 999900, 999900, 2)`,
      ),
    );
    // Its row (search finds its SKU), then the product's: a second option adds to the count and the JSON.
    expect(added).toEqual([`text:${sold.id}`, `content:${sold.id}`]);
    expect(await noticesOf(() => a.db.execute(sql`DELETE FROM product_variants WHERE id = ${id}`))).toEqual([
      `text:${sold.id}`,
      `content:${sold.id}`,
    ]);
  });

  it("names a product's pictures and links by its row, which copies them", async () => {
    const pictures = await noticesOf(() =>
      a.db.execute(
        sql`INSERT INTO product_images (product_id, url, position) VALUES (${sold.id}, '/uploads/new.webp', 9)`,
      ),
    );
    expect(pictures).toEqual([`picture:${sold.id}`]);
    // A new link moves the product into other lists: its row's copy of them says so.
    const [category] = await queryRows(
      a.db,
      z.object({ id: z.string() }),
      sql`SELECT id FROM categories WHERE id <> ALL(SELECT category_id FROM product_categories WHERE product_id = ${sold.id}) LIMIT 1`,
    );
    const linked = await noticesOf(() =>
      a.db.execute(
        sql`INSERT INTO product_categories (product_id, category_id, position) VALUES (${sold.id}, ${category!.id}, 99)`,
      ),
    );
    expect(linked).toEqual(['products']);
    await a.db.execute(
      sql`DELETE FROM product_categories WHERE product_id = ${sold.id} AND category_id = ${category!.id}`,
    );
  });

  it('says home for a home section, with the price of a flash deal', async () => {
    const deal = await noticesOf(() =>
      a.db.execute(
        sql`INSERT INTO home_section_items (section, product_id, position, deal_price_paise, ends_at)
            VALUES ('flash_deals', ${other.id}, 99, 100, now() + interval '1 hour')`,
      ),
    );
    expect(deal.sort()).toEqual(['home', `price:${other.id}`]);
    expect(
      (await noticesOf(() => a.db.execute(sql`DELETE FROM home_section_items WHERE product_id = ${other.id}`))).sort(),
    ).toEqual(['home', `price:${other.id}`]);
    const trending = await noticesOf(() =>
      a.db.execute(
        sql`INSERT INTO home_section_items (section, product_id, position) VALUES ('trending', ${other.id}, 99)`,
      ),
    );
    expect(trending).toEqual(['home']);
    await a.db.execute(sql`DELETE FROM home_section_items WHERE product_id = ${other.id}`);
  });

  it('says the table when what places a product in lists changed, and nothing when nothing did', async () => {
    expect(
      await noticesOf(() => a.db.execute(sql`UPDATE products SET popularity = popularity + 1 WHERE id = ${sold.id}`)),
    ).toEqual(['products']);
    expect(
      await noticesOf(() =>
        a.db.execute(sql`UPDATE products SET is_hidden = true, name = 'Hidden' WHERE id = ${sold.id}`),
      ),
    ).toEqual(['products']);
    await a.db.execute(sql`UPDATE products SET is_hidden = false WHERE id = ${sold.id}`);
    // An option moved to another product.
    const moving = randomUUID();
    await a.db.execute(
      sql`INSERT INTO product_variants (id, product_id, name, sku, mrp_paise, price_paise, stock)
          VALUES (${moving}, ${sold.id}, 'XXL', ${`SKU-${moving}`}, 999900, 999900, 2)`,
    );
    expect(
      await noticesOf(() =>
        a.db.execute(sql`UPDATE product_variants SET product_id = ${other.id} WHERE id = ${moving}`),
      ),
    ).toContain('product_variants');
    await a.db.execute(sql`DELETE FROM product_variants WHERE id = ${moving}`);
    expect(await noticesOf(() => a.db.execute(sql`UPDATE brands SET name = name WHERE false`))).toEqual(['brands']);
    expect(await noticesOf(() => a.db.execute(sql`UPDATE products SET name = name WHERE id = ${sold.id}`))).toEqual([]);
  });
});
