import { ORDER_MESSAGES, UNPAID_HOLD_LIMITS } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../test/accounts';
import {
  address,
  count,
  createOrder,
  orderRow,
  payInTestMode,
  plainProducts,
  setStock,
  shopper,
  stockOf,
} from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

// What one account, and one address, may hold in unpaid orders (docs/decisions/068).

type Line = { id: string; variant: string };
let t: TestApp;
let lines: Line[];
let clock = Date.now();
let made = 0;

/** A new account at `ip`. */
const buyerAt = async (ip: string) => ({ ...(await shopper(t.app, t.db, `holder${made++}@example.com`)), ip });
const held = (variant: string) =>
  count(
    t.db,
    sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM stock_reservations
        WHERE variant_id = ${variant} AND status = 'active'`,
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  lines = await plainProducts(t.db, 5);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`UPDATE stock_reservations SET status = 'released' WHERE status = 'active'`);
  for (const line of lines) await setStock(t.db, line.variant, 100);
});

describe('checking out again', () => {
  it("lets go of the account's earlier unpaid hold of the same products, which stays payable", async () => {
    const [a] = lines as [Line];
    const buyer = await buyerAt('10.9.0.1');
    const first = await createOrder(t.app, buyer, a, 20);
    const second = await createOrder(t.app, buyer, a, 5);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await held(a.variant)).toBe(5);
    expect(await stockOf(t.db, a.variant)).toBe(95);
    expect(await orderRow(t.db, first.body.data._id)).toMatchObject({
      status: 'pending_payment',
      payment_status: 'failed',
      failure_reason: ORDER_MESSAGES.replaced,
    });
    // Paying the first again takes its stock back and lets go of the second in turn.
    const retried = await call(t.app, 'POST', '/api/retry_payment', { order_id: first.body.data._id }, buyer);
    expect(retried.status).toBe(200);
    expect(await held(a.variant)).toBe(20);
    expect((await payInTestMode(t.app, buyer, retried.body.raz.order_id)).status).toBe(200);
    expect(await stockOf(t.db, a.variant)).toBe(80);
  });
});

describe('the limits', () => {
  it('refuses one account more than the unit limit of one product option', async () => {
    const [a] = lines as [Line];
    const buyer = await buyerAt('10.9.1.1');
    const over = await createOrder(t.app, buyer, a, UNPAID_HOLD_LIMITS.units.account.most + 1);
    expect(over).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.holdUnits(UNPAID_HOLD_LIMITS.units.account.most) },
    });
    expect(await stockOf(t.db, a.variant)).toBe(100);
    expect((await createOrder(t.app, buyer, a, UNPAID_HOLD_LIMITS.units.account.most)).status).toBe(200);
  });

  it('refuses one account a fourth unpaid order, and counts paid and expired ones out', async () => {
    const buyer = await buyerAt('10.9.2.1');
    const placed = [];
    for (const line of lines.slice(0, UNPAID_HOLD_LIMITS.orders.account)) {
      const res = await createOrder(t.app, buyer, line, 1);
      expect(res.status).toBe(200);
      placed.push(res.body);
    }
    const fourth = lines[UNPAID_HOLD_LIMITS.orders.account] as Line;
    expect(await createOrder(t.app, buyer, fourth, 1)).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.holdOrders },
    });
    expect(await held(fourth.variant)).toBe(0);
    // Paid: no longer held unpaid, so there is room again.
    expect((await payInTestMode(t.app, buyer, placed[0]!.raz.order_id)).status).toBe(200);
    expect((await createOrder(t.app, buyer, fourth, 1)).status).toBe(200);
    // Expired holds count for nothing either.
    clock += 31 * 60_000;
    expect((await createOrder(t.app, buyer, lines[4] as Line, 1)).status).toBe(200);
  });

  it('refuses one address more orders and units than the limits, whatever the accounts', async () => {
    const [a, b] = lines as [Line, Line];
    const ip = '10.9.3.1';
    const big = UNPAID_HOLD_LIMITS.units.account.most;
    for (let i = 0; i < UNPAID_HOLD_LIMITS.units.address.most / big; i += 1) {
      expect((await createOrder(t.app, await buyerAt(ip), a, big)).status).toBe(200);
    }
    expect(await createOrder(t.app, await buyerAt(ip), a, 1)).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.addressHoldUnits(UNPAID_HOLD_LIMITS.units.address.most) },
    });
    // The same buyers elsewhere are not held back by this address.
    expect((await createOrder(t.app, await buyerAt('10.9.3.2'), a, 1)).status).toBe(200);
    const orders = UNPAID_HOLD_LIMITS.orders.address - UNPAID_HOLD_LIMITS.units.address.most / big;
    for (let i = 0; i < orders; i += 1) expect((await createOrder(t.app, await buyerAt(ip), b, 1)).status).toBe(200);
    expect(await createOrder(t.app, await buyerAt(ip), b, 1)).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.addressHoldOrders },
    });
  });

  it('counts exactly under checkouts at once: one account gets its limit of orders, no more', async () => {
    const buyer = await buyerAt('10.9.4.1');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createOrder(t.app, buyer, lines[i % lines.length] as Line, 1)),
    );
    const holding = await count(
      t.db,
      sql`SELECT count(DISTINCT r.order_id)::int AS n FROM stock_reservations r JOIN orders o ON o.id = r.order_id
          WHERE o.user_id = ${buyer.id} AND r.status = 'active'`,
    );
    expect(holding).toBeLessThanOrEqual(UNPAID_HOLD_LIMITS.orders.account);
    for (const res of answers) expect([200, 409]).toContain(res.status);
    expect(answers.filter((r) => r.status === 409).length).toBeGreaterThan(0);
    expect(await count(t.db, sql`SELECT count(*)::int AS n FROM product_variants WHERE stock < 0`)).toBe(0);
  });

  it('lets one account hold at most half of a short shelf, so another rider can still buy', async () => {
    const [a] = lines as [Line];
    await setStock(t.db, a.variant, 7);
    const first = await buyerAt('10.9.5.1');
    expect(await createOrder(t.app, first, a, 5)).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.holdUnits(4) },
    });
    expect((await createOrder(t.app, first, a, 4)).status).toBe(200);
    // Checking out again counts the shelf with its own hold back on it: 7, so 4 is still the limit.
    expect((await createOrder(t.app, first, a, 3)).status).toBe(200);
    expect(await held(a.variant)).toBe(3);
    const second = await buyerAt('10.9.5.2');
    expect(await createOrder(t.app, second, a, 3)).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.holdUnits(2) },
    });
    expect((await createOrder(t.app, second, a, 2)).status).toBe(200);
    expect(await stockOf(t.db, a.variant)).toBe(2);
    // A shelf of one can still be bought.
    expect((await createOrder(t.app, await buyerAt('10.9.5.3'), a, 1)).status).toBe(200);
  });
});

describe('checkouts of different accounts over the same products', () => {
  it('never deadlock, though each lets go of an earlier order of the other product', async () => {
    const [w, x] = lines as [Line, Line];
    for (let round = 0; round < 15; round += 1) {
      const [one, two] = [await buyerAt(`10.9.6.${round}`), await buyerAt(`10.9.7.${round}`)];
      expect((await createOrder(t.app, one, x, 1)).status).toBe(200);
      expect((await createOrder(t.app, two, w, 1)).status).toBe(200);
      const both = {
        address,
        type: 'single' as const,
        products: [w, x].map((l) => ({ product: l.id, variant: l.variant, quantity: 1 })),
      };
      const answers = await Promise.all([one, two].map((who) => call(t.app, 'POST', '/api/create_order', both, who)));
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
    }
    expect(await count(t.db, sql`SELECT count(*)::int AS n FROM product_variants WHERE stock < 0`)).toBe(0);
  });
});
