import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, createOrder, plainProducts, setStock, shopper, stockOf, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let shoppers: Shopper[];
let a: { id: string; variant: string };

beforeAll(async () => {
  t = await createTestApp();
  // 200 riders at 200 addresses: one account's new checkout lets go of its earlier unpaid one, and
  // one address may hold only so much (docs/decisions/068), so each checkout is somebody new.
  shoppers = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => ({
      ...(await shopper(t.app, t.db, `rider${i}@example.com`)),
      ip: `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    })),
  );
  [a] = (await plainProducts(t.db, 1)) as [typeof a];
  await setStock(t.db, a.variant, 10);
});
afterAll(() => t?.close());

describe('200 checkouts at once for 10 in stock', () => {
  it('make exactly 10 orders and leave the stock at 0', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => createOrder(t.app, shoppers[i % shoppers.length] as Shopper, a, 1)),
    );
    const statuses = results.map((r) => r.status);
    // On a machine busy with other suites, a checkout can wait past the pool's 5 s for a
    // connection: it answers 503, to be tried again, and has taken nothing. Tried again once the
    // rush is over, each finds the item sold out, as the rest did.
    const busy = statuses.flatMap((s, i) => (s === 503 ? [i] : []));
    for (const i of busy) {
      expect(results[i]!.body.message).toMatch(/try again/i);
      statuses[i] = (await createOrder(t.app, shoppers[i] as Shopper, a, 1)).status;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    expect(await stockOf(t.db, a.variant)).toBe(0);
    expect(await count(t.db, sql`SELECT count(*)::int AS n FROM orders`)).toBe(10);
    expect(
      await count(
        t.db,
        sql`SELECT COALESCE(sum(quantity), 0)::int AS n FROM stock_reservations WHERE status = 'active'`,
      ),
    ).toBe(10);
  });
});
