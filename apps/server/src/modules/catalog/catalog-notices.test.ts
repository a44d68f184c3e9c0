// What the database's `catalog_changed` notices say of a change (migrations 0020 and 0021,
// docs/decisions/098 and 099): the kind and the product when the caches can follow it, the table
// otherwise. What each notice drops is tested in catalog-changes.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('names the product whose price or rating alone changed', async () => {
    const price = (await priceOf(a.db, other.variant)) - 100;
    const priced = await noticesOf(() =>
      a.db.execute(sql`UPDATE product_variants SET price_paise = ${price} WHERE id = ${other.variant}`),
    );
    expect(priced).toEqual([`price:${other.id}`]);
    expect(await noticesOf(() => setProductRating(a.db, other.id, 3.5, 4))).toEqual([`rating:${other.id}`]);
    // A rating and a price in one statement is neither.
    expect(
      await noticesOf(() =>
        a.db.execute(sql`UPDATE products SET rating = 2, price_paise = price_paise + 1 WHERE id = ${other.id}`),
      ),
    ).toEqual(['products']);
  });

  it('says the table when a product sells out or comes back, whatever else changed', async () => {
    await setStock(a.db, other.variant, 5);
    expect(await noticesOf(() => setStock(a.db, other.variant, 0))).toEqual(expect.arrayContaining(['products']));
    expect(await noticesOf(() => setStock(a.db, other.variant, 3))).toEqual(expect.arrayContaining(['products']));
  });

  it('says the table when anything else changed, and nothing when nothing did', async () => {
    expect(
      await noticesOf(() => a.db.execute(sql`UPDATE products SET name = name || ' ' WHERE id = ${sold.id}`)),
    ).toContain('products');
    expect(
      await noticesOf(() => a.db.execute(sql`UPDATE product_variants SET sku = sku || 'X' WHERE id = ${sold.variant}`)),
    ).toContain('product_variants');
    expect(await noticesOf(() => a.db.execute(sql`UPDATE brands SET name = name WHERE false`))).toEqual(['brands']);
    expect(await noticesOf(() => a.db.execute(sql`UPDATE products SET name = name WHERE id = ${sold.id}`))).toEqual([]);
  });
});
