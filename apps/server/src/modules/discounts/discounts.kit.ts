// What the discount code tests share: each file calls setUp() and gets its own app and database.
import { createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { adminCall } from '../../test/admin';
import { address, payInTestMode, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

export let t: TestApp;
export let admin: Shopper;
export let asha: Shopper;
export let a: { id: string; variant: string };
export let b: { id: string; variant: string };
let clock = Date.now();
export const now = () => new Date(clock);
export const moveClock = (ms: number) => {
  clock += ms;
};

const HOUR = 3_600_000;
let made = 0;

/** A new signed-in buyer. */
export const buyer = () => shopper(t.app, t.db, `buyer${made++}@example.com`);

/** A code made through the back office, valid from an hour ago for a day unless `terms` say otherwise. */
export async function makeCode(terms: Record<string, unknown> = {}) {
  const res = await adminCall(t.app, admin, 'POST', '/api/admin/discounts', {
    code: `SAVE${made++}`,
    kind: 'percent',
    value: 10,
    validFrom: new Date(clock - HOUR).toISOString(),
    validTo: new Date(clock + 24 * HOUR).toISOString(),
    ...terms,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: string; code: string };
}

type Line = { id: string; variant: string; quantity: number };

/** create_order for these lines with a code, from `ip` (one address holds only so much unpaid). */
export function orderWith(who: Shopper, lines: Line[], code: string | null, ip = '127.0.0.1') {
  return call(
    t.app,
    'POST',
    '/api/create_order',
    {
      address,
      products: lines.map((l) => ({ product: l.id, variant: l.variant, quantity: l.quantity })),
      type: 'single',
      discount_code: code,
    },
    { token: who.token, ip },
  );
}

/** An order placed with a code and paid in test mode. */
export async function paidWith(who: Shopper, lines: Line[], code: string) {
  const created = await orderWith(who, lines, code);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const order = createOrderResponse.parse(created.body);
  expect((await payInTestMode(t.app, who, order.raz.order_id)).status).toBe(200);
  return order;
}

/** POST /checkout_quote with a code: what the checkout page shows. */
export const quote = (lines: Line[], code: string | null) =>
  call(t.app, 'POST', '/api/checkout_quote', {
    products: lines.map((l) => ({ product: l.id, variant: l.variant, quantity: l.quantity })),
    discount_code: code,
  });

/** The code's counter as stored. */
export async function usedOf(codeId: string): Promise<number> {
  const [row] = await queryRows(
    t.db,
    z.object({ used: z.number() }),
    sql`SELECT used FROM discount_codes WHERE id = ${codeId}`,
  );
  return row?.used ?? -1;
}

/** The order's lines as stored: what each cost and its share of the code. */
export function linesOf(orderId: string) {
  return queryRows(
    t.db,
    z.object({ variant_id: z.string(), line_total_paise: z.number(), discount_paise: z.number() }),
    sql`SELECT variant_id, line_total_paise, discount_paise FROM order_lines WHERE order_id = ${orderId}`,
  );
}

export const priceOfVariant = async (variantId: string) =>
  (
    await queryRows(
      t.db,
      z.object({ p: z.number() }),
      sql`SELECT price_paise AS p FROM product_variants WHERE id = ${variantId}`,
    )
  )[0]!.p;

/** The app, an admin, a buyer and two products these tests share, set up around each file's tests. */
export function setUp(): void {
  beforeAll(async () => {
    t = await createTestApp({ now });
    admin = await shopper(t.app, t.db, 'boss@example.com', 'admin');
    asha = await shopper(t.app, t.db, 'asha@example.com');
    [a, b] = (await plainProducts(t.db, 2)) as [typeof a, typeof b];
    await t.db.execute(sql`UPDATE products SET gst_rate = 18 WHERE id = ${a.id}`);
    await t.db.execute(sql`UPDATE products SET gst_rate = 5 WHERE id = ${b.id}`);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    clock = Date.now();
    await t.db.execute(sql`UPDATE stock_reservations SET status = 'released' WHERE status = 'active'`);
    await setStock(t.db, a.variant, 500);
    await setStock(t.db, b.variant, 500);
  });
}
