import { dashboardResponse } from '@store/contracts/admin';
import { createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, testClock } from '../../test/accounts';
import { createOrder, payInTestMode, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { shopDate } from './dashboard.service';

const clock = testClock(Date.parse('2026-02-20T10:00:00Z'));
let t: TestApp;
let asha: Shopper;
let admin: Shopper;
let a: { id: string; variant: string };

async function placeAndPay(quantity: number) {
  const order = createOrderResponse.parse((await createOrder(t.app, asha, a, quantity)).body);
  expect((await payInTestMode(t.app, asha, order.raz.order_id)).status).toBe(200);
  return order.data;
}
const setClock = (isoTime: string) => clock.advance(Date.parse(isoTime) - clock.now().getTime());
const dashboard = async () =>
  dashboardResponse.parse((await call(t.app, 'GET', '/api/admin/dashboard', undefined, admin)).body).data;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  asha = await shopper(t.app, t.db, 'asha@example.com');
  admin = await shopper(t.app, t.db, 'boss@example.com', 'admin');
  [a] = (await plainProducts(t.db, 1)) as [typeof a];
  await setStock(t.db, a.variant, 100);
});
afterAll(() => t?.close());

describe('shop dates', () => {
  it('follow Asia/Kolkata, not the server clock', () => {
    expect(shopDate(new Date('2026-03-15T18:29:00Z'))).toBe('2026-03-15');
    expect(shopDate(new Date('2026-03-15T18:30:00Z'))).toBe('2026-03-16');
  });
});

describe('GET /api/admin/dashboard', () => {
  it("counts paid orders by the shop's day and month, with every one of the last 30 days", async () => {
    const lastMonth = await placeAndPay(1); // 20 Feb, 15:30 in Kochi
    setClock('2026-03-15T18:00:00Z'); // 23:30 on 15 March in Kochi
    const yesterday = await placeAndPay(2);
    setClock('2026-03-15T19:00:00Z'); // 00:30 on 16 March in Kochi
    const today = await placeAndPay(3);
    const refunded = await placeAndPay(1);
    expect(
      (await call(t.app, 'POST', `/api/admin/orders/${refunded._id}/cancel`, { reason: 'Changed mind' }, admin)).status,
    ).toBe(200);
    await createOrder(t.app, asha, a, 1); // never paid
    expect(
      (
        await call(
          t.app,
          'POST',
          `/api/admin/orders/${lastMonth._id}/ship`,
          { tracking_number: 'T1', carrier: 'DTDC' },
          admin,
        )
      ).status,
    ).toBe(200);
    setClock('2026-03-16T02:00:00Z');

    const d = await dashboard();
    expect(d.timeZone).toBe('Asia/Kolkata');
    expect(d.today).toEqual({ salesPaise: today.total, orders: 1 });
    expect(d.month).toEqual({ salesPaise: today.total + yesterday.total, orders: 2 });
    expect(d.awaitingShipment).toBe(2);
    expect(d.dailySales).toHaveLength(30);
    expect(d.dailySales[0]?.date).toBe('2026-02-15');
    expect(d.dailySales.at(-1)).toEqual({ date: '2026-03-16', salesPaise: today.total, orders: 1 });
    expect(d.dailySales.find((s) => s.date === '2026-03-15')).toEqual({
      date: '2026-03-15',
      salesPaise: yesterday.total,
      orders: 1,
    });
    expect(d.dailySales.find((s) => s.date === '2026-02-20')?.salesPaise).toBe(lastMonth.total);
    expect(d.dailySales.filter((s) => s.orders > 0)).toHaveLength(3);
  });

  it('lists variants at or below the low-stock threshold with product name and SKU', async () => {
    await t.db.execute(sql`UPDATE product_variants SET stock = 50 WHERE stock <= 5`);
    expect((await dashboard()).lowStockCount).toBe(0);
    await setStock(t.db, a.variant, 2);
    const d = await dashboard();
    expect(d.lowStockCount).toBe(1);
    const low = d.lowStock.find((v) => v.variantId === a.variant);
    expect(low).toMatchObject({ productId: a.id, stock: 2, hidden: false });
    expect(low?.sku).toMatch(/\S/);
    expect(low?.productName).toMatch(/\S/);
    expect(d.lowStock.every((v) => v.stock <= d.lowStockThreshold)).toBe(true);
    await setStock(t.db, a.variant, 6);
    expect((await dashboard()).lowStock.some((v) => v.variantId === a.variant)).toBe(false);
  });
});
