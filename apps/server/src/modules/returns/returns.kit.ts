import { createOrderResponse } from '@store/contracts/orders';
import { orderReturnsResponse, returnResponse } from '@store/contracts/returns';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call, testClock } from '../../test/accounts';
import { address, payInTestMode, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

export const DAY = 86_400_000;
type Product = { id: string; variant: string };

/**
 * A store with two shoppers, a member of staff, two plain products in stock and a clock the
 * tests move (10:00 on 25 November 2026 in India to start), for the returns tests.
 */
export async function returnsKit() {
  const clock = testClock(Date.parse('2026-11-25T04:30:00Z'));
  const t: TestApp = await createTestApp({ now: clock.now, env: { PUBLIC_URL: 'https://shop.example' } });
  const asha = await shopper(t.app, t.db, 'asha@example.com');
  const ravi = await shopper(t.app, t.db, 'ravi@example.com');
  const admin = await shopper(t.app, t.db, 'boss@example.com', 'admin');
  const [a, b] = (await plainProducts(t.db, 2)) as [Product, Product];
  await setStock(t.db, a.variant, 100);
  await setStock(t.db, b.variant, 100);
  return { t, clock, asha, ravi, admin, a, b };
}
export type ReturnsKit = Awaited<ReturnType<typeof returnsKit>>;

/** An order of these lines (with a discount code if given), paid in test mode, shipped and delivered by staff now. */
export async function deliveredOrder(
  k: ReturnsKit,
  who: Shopper,
  lines: Array<[Product, number]>,
  discountCode?: string,
) {
  const products = lines.map(([p, quantity]) => ({ product: p.id, variant: p.variant, quantity }));
  const body = { address, products, type: 'single', ...(discountCode ? { discount_code: discountCode } : {}) };
  const created = await call(k.t.app, 'POST', '/api/create_order', body, who);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const order = createOrderResponse.parse(created.body);
  expect((await payInTestMode(k.t.app, who, order.raz.order_id)).status).toBe(200);
  const id = order.data._id;
  const ship = { tracking_number: 'DL123456', carrier: 'Delhivery' };
  expect((await call(k.t.app, 'POST', `/api/admin/orders/${id}/ship`, ship, k.admin)).status).toBe(200);
  expect((await call(k.t.app, 'POST', `/api/admin/orders/${id}/deliver`, {}, k.admin)).status).toBe(200);
  return { id, total: order.data.total };
}

/** GET /api/order_returns of an order, parsed. */
export async function orderReturns(k: ReturnsKit, who: Shopper, orderId: string) {
  const res = await call(k.t.app, 'GET', `/api/order_returns?id=${orderId}`, undefined, who);
  expect(res.status).toBe(200);
  return orderReturnsResponse.parse(res.body).data;
}

/** Asks to return `quantity` of each named product of the order; answers the raw response. */
export async function askReturn(
  k: ReturnsKit,
  who: Shopper,
  orderId: string,
  want: Array<[Product, number]>,
  extra: Record<string, unknown> = {},
) {
  const { lines } = await orderReturns(k, who, orderId);
  const names = await productNames(
    k,
    want.map(([p]) => p.id),
  );
  const body = {
    order_id: orderId,
    lines: want.map(([p, quantity]) => ({
      line: lines.find((l) => l.name === names.get(p.id))!.orderLineId,
      quantity,
    })),
    reason: 'The size does not fit my bike',
    ...extra,
  };
  return call(k.t.app, 'POST', '/api/request_return', body, who);
}

/** A return asked for and expected to be accepted. */
export async function askedReturn(k: ReturnsKit, orderId: string, want: Array<[Product, number]>, who = k.asha) {
  const res = await askReturn(k, who, orderId, want);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return returnResponse.parse(res.body).data;
}

/** A staff step on a return: approve, reject, receive or refund. */
export const step = (k: ReturnsKit, id: string, what: string, body: Record<string, unknown> = {}) =>
  call(k.t.app, 'POST', `/api/admin/returns/${id}/${what}`, body, k.admin);

/** A return taken through approve and receive, ready to refund. */
export async function receivedReturn(k: ReturnsKit, orderId: string, want: Array<[Product, number]>, who = k.asha) {
  const ret = await askedReturn(k, orderId, want, who);
  expect((await step(k, ret.id, 'approve')).status).toBe(200);
  const received = await step(k, ret.id, 'receive');
  expect(received.status).toBe(200);
  return returnResponse.parse(received.body).data;
}

async function productNames(k: ReturnsKit, ids: string[]): Promise<Map<string, string>> {
  const rows = await queryRows(
    k.t.db,
    z.object({ id: z.string(), name: z.string() }),
    sql`SELECT id, name FROM products WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
