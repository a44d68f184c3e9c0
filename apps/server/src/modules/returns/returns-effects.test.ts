// What a return does outside itself: the dashboard's sales, the customer's total, the order's
// history, and a refund of an order placed with a discount code.
import { adminCustomerListResponse } from '@store/contracts/admin-site';
import { adminOrderDetailResponse, dashboardResponse } from '@store/contracts/admin-orders';
import { adminReturnListResponse, returnListResponse, returnResponse } from '@store/contracts/returns';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { adminCall } from '../../test/admin';
import { askedReturn, deliveredOrder, receivedReturn, returnsKit, step, type ReturnsKit } from './returns.kit';

let k: ReturnsKit;
beforeAll(async () => {
  k = await returnsKit();
});
afterAll(() => k?.t.close());

const dashboard = async () =>
  dashboardResponse.parse((await call(k.t.app, 'GET', '/api/admin/dashboard', undefined, k.admin)).body).data;
const raviSpent = async () => {
  const res = await adminCall(k.t.app, k.admin, 'GET', '/api/admin/customers?q=ravi');
  const ravi = adminCustomerListResponse.parse(res.body).data.items.find((c) => c.id === k.ravi.id);
  return { spent: ravi?.totalSpentPaise, orders: ravi?.orderCount };
};
const refund = async (id: string, amount: number) => {
  const res = await step(k, id, 'refund', { amount_paise: amount });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return returnResponse.parse(res.body).data;
};

describe('sales figures', () => {
  it('still count an order that returns partly or wholly refunded, at what was paid', async () => {
    const partly = await deliveredOrder(k, k.ravi, [[k.a, 2]]);
    const wholly = await deliveredOrder(k, k.ravi, [[k.b, 1]]);
    const before = await dashboard();
    const spent = await raviSpent();
    expect(spent).toEqual({ spent: partly.total + wholly.total, orders: 2 });

    const one = await receivedReturn(k, partly.id, [[k.a, 1]], k.ravi);
    await refund(one.id, one.refundablePaise);
    const all = await receivedReturn(k, wholly.id, [[k.b, 1]], k.ravi);
    await refund(all.id, all.refundablePaise);

    const after = await dashboard();
    expect(after.today).toEqual(before.today);
    expect(after.month).toEqual(before.month);
    expect(await raviSpent()).toEqual(spent);
  });
});

describe("the order's history", () => {
  it('shows every step of a return, the order staying delivered', async () => {
    const order = await deliveredOrder(k, k.asha, [[k.a, 2]]);
    const ret = await askedReturn(k, order.id, [[k.a, 1]]);
    expect((await step(k, ret.id, 'approve', { note: 'Send it to the Kochi store' })).status).toBe(200);
    expect((await step(k, ret.id, 'receive')).status).toBe(200);
    await refund(ret.id, 100);
    const rejected = await askedReturn(k, order.id, [[k.a, 1]]);
    expect((await step(k, rejected.id, 'reject', { note: 'Fitted and scratched' })).status).toBe(200);

    const res = await adminCall(k.t.app, k.admin, 'GET', `/api/admin/orders/${order.id}`);
    const events = adminOrderDetailResponse.parse(res.body).data.events;
    const notes = events.filter((e) => e.note?.startsWith('Return ')).map((e) => e.note);
    expect(notes).toEqual([
      `Return ${ret.number} requested: The size does not fit my bike`,
      `Return ${ret.number} approved: Send it to the Kochi store`,
      `Return ${ret.number} received`,
      expect.stringMatching(new RegExp(`^Return ${ret.number}: ₹1 refunded, credit note `)),
      `Return ${rejected.number} requested: The size does not fit my bike`,
      `Return ${rejected.number} rejected: Fitted and scratched`,
    ]);
    for (const e of events.filter((x) => x.note?.startsWith('Return '))) {
      expect([e.fromStatus, e.toStatus]).toEqual(['delivered', 'delivered']);
    }
  });
});

describe('an order placed with a discount code', () => {
  it('refunds by default what was really paid, and the credit note says the same', async () => {
    const at = k.clock.now().getTime();
    const made = await adminCall(k.t.app, k.admin, 'POST', '/api/admin/discounts', {
      code: 'RETURN10',
      kind: 'percent',
      value: 10,
      validFrom: new Date(at - 3_600_000).toISOString(),
      validTo: new Date(at + 86_400_000).toISOString(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const order = await deliveredOrder(
      k,
      k.asha,
      [
        [k.a, 3],
        [k.b, 1],
      ],
      'RETURN10',
    );
    const lines = await queryRows(
      k.t.db,
      z.object({ product_id: z.string(), quantity: z.number(), total: z.number(), discount: z.number() }),
      sql`SELECT product_id, quantity, line_total_paise AS total, discount_paise AS discount
          FROM order_lines WHERE order_id = ${order.id}`,
    );
    const lineA = lines.find((l) => l.product_id === k.a.id)!;
    expect(lineA.discount).toBeGreaterThan(0);
    const paidA = lineA.total - lineA.discount;

    const ret = await receivedReturn(k, order.id, [[k.a, 3]]);
    expect(ret.valuePaise).toBe(paidA);
    expect(ret.refundablePaise).toBe(paidA);
    const done = await refund(ret.id, ret.refundablePaise);
    const [note] = await queryRows(
      k.t.db,
      z.object({ total_paise: z.number(), body: z.any() }),
      sql`SELECT total_paise, body FROM tax_documents WHERE number = ${done.creditNote!.number}`,
    );
    expect(note!.total_paise).toBe(paidA);
    const printed = note!.body.lines as Array<{ quantity: number; unitPricePaise: number; totalPaise: number }>;
    expect(printed.reduce((s, l) => s + l.quantity, 0)).toBe(3);
    for (const l of printed) expect(l.unitPricePaise * l.quantity).toBe(l.totalPaise);
    expect(printed.reduce((s, l) => s + l.totalPaise, 0)).toBe(paidA);
  });
});

describe("the back office's returns list", () => {
  it("shows each return's units and value as its order's Returns panel does", async () => {
    const res = await adminCall(k.t.app, k.admin, 'GET', '/api/admin/returns?status=all&pageSize=50');
    const items = adminReturnListResponse.parse(res.body).data.items;
    expect(items.length).toBe(5);
    for (const orderId of new Set(items.map((i) => i.orderId))) {
      const panel = await adminCall(k.t.app, k.admin, 'GET', `/api/admin/orders/${orderId}/returns`);
      for (const ret of returnListResponse.parse(panel.body).data) {
        expect(items.find((i) => i.id === ret.id)).toMatchObject({
          orderId,
          units: ret.lines.reduce((s, l) => s + l.quantity, 0),
          valuePaise: ret.valuePaise,
        });
      }
    }
  });
});
