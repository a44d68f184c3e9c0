import { randomUUID } from 'node:crypto';
import { CANCEL_MESSAGES } from '@store/contracts/cancellation';
import { createOrderResponse, orderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, mailsTo } from '../../test/accounts';
import {
  count,
  createOrder,
  orderRow,
  payInTestMode,
  plainProducts,
  setStock,
  shopper,
  stockOf,
  type Shopper,
} from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let asha: Shopper;
let ravi: Shopper;
let admin: Shopper;
let a: { id: string; variant: string };

const cancel = (orderId: unknown, reason: unknown = 'Ordered by mistake', who: { token?: string } = asha) =>
  call(t.app, 'POST', '/api/cancel_order', { order_id: orderId, reason }, who);
const staff = (orderId: string, action: 'ship' | 'deliver') =>
  call(
    t.app,
    'POST',
    `/api/admin/orders/${orderId}/${action}`,
    action === 'ship' ? { tracking_number: 'TRK123', carrier: 'India Post Speed Post' } : {},
    admin,
  );

async function paidOrder(quantity = 2) {
  const order = createOrderResponse.parse((await createOrder(t.app, asha, a, quantity)).body);
  expect((await payInTestMode(t.app, asha, order.raz.order_id)).status).toBe(200);
  return order;
}

const refunds = (orderId: string) =>
  count(t.db, sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${orderId} AND status = 'refunded'`);
const creditNotes = (orderId: string) =>
  count(t.db, sql`SELECT count(*)::int AS n FROM tax_documents WHERE order_id = ${orderId} AND kind = 'credit_note'`);
const cancelledMails = async (orderNumber: string) =>
  (await mailsTo(t, asha.email)).filter((m) => m.includes(`${orderNumber} has been cancelled`));

beforeAll(async () => {
  t = await createTestApp();
  asha = await shopper(t.app, t.db, 'asha@example.com');
  ravi = await shopper(t.app, t.db, 'ravi@example.com');
  admin = await shopper(t.app, t.db, 'boss@example.com', 'admin');
  [a] = (await plainProducts(t.db, 1)) as [typeof a];
});
afterAll(() => t?.close());
beforeEach(() => setStock(t.db, a.variant, 10));

describe('a buyer cancelling their own order', () => {
  it('cancels a paid order before it ships: stock back, refund, credit note, mail and history', async () => {
    const order = await paidOrder(3);
    const before = orderResponse.parse(
      (await call(t.app, 'GET', `/api/get_order_single_by_id?id=${order.data._id}`, undefined, asha)).body,
    );
    expect(before.data.canCancel).toBe(true);
    expect(await stockOf(t.db, a.variant)).toBe(7);

    const res = await cancel(order.data._id, '  Found a better price elsewhere ');
    expect(res.status).toBe(200);
    const after = orderResponse.parse(res.body);
    expect(after.message).toBe(CANCEL_MESSAGES.cancelled);
    expect(after.data).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      canCancel: false,
      estimatedDelivery: null,
    });

    expect(await stockOf(t.db, a.variant)).toBe(10);
    expect(await refunds(order.data._id)).toBe(1);
    expect(await creditNotes(order.data._id)).toBe(1);
    const mails = await cancelledMails(order.data.order_number);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('As you asked');
    expect(mails[0]).toContain('Refunded to the way you paid');
    // The back office's history says who cancelled and why.
    const history = await count(
      t.db,
      sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${order.data._id} AND to_status = 'cancelled'
            AND actor_id = ${asha.id} AND note = 'Cancelled by the buyer: Found a better price elsewhere'`,
    );
    expect(history).toBe(1);
  });

  it('cancels an unpaid order, returning its held stock without a refund', async () => {
    const order = createOrderResponse.parse((await createOrder(t.app, asha, a, 4)).body);
    expect(await stockOf(t.db, a.variant)).toBe(6);
    expect((await cancel(order.data._id)).status).toBe(200);
    expect(await stockOf(t.db, a.variant)).toBe(10);
    expect(await orderRow(t.db, order.data._id)).toMatchObject({ status: 'cancelled', payment_status: 'created' });
    expect(await creditNotes(order.data._id)).toBe(0);
    const mails = await cancelledMails(order.data.order_number);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('No payment was taken');
  });

  it('happens exactly once under a double click', async () => {
    const order = await paidOrder(2);
    const both = await Promise.all([cancel(order.data._id), cancel(order.data._id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body).toMatchObject({ message: CANCEL_MESSAGES.alreadyCancelled });
    expect(await stockOf(t.db, a.variant)).toBe(10);
    expect(await refunds(order.data._id)).toBe(1);
    expect(await creditNotes(order.data._id)).toBe(1);
    expect(await cancelledMails(order.data.order_number)).toHaveLength(1);
  });

  it('lets exactly one of a cancel and a racing ship through', async () => {
    for (let round = 0; round < 4; round++) {
      const order = await paidOrder(1);
      const [cancelled, shipped] = await Promise.all([cancel(order.data._id), staff(order.data._id, 'ship')]);
      expect([cancelled.status, shipped.status].sort()).toEqual([200, 409]);
      const row = await orderRow(t.db, order.data._id);
      if (cancelled.status === 200) {
        expect(row).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
        expect(await refunds(order.data._id)).toBe(1);
      } else {
        expect(cancelled.body).toMatchObject({ message: CANCEL_MESSAGES.shipped });
        expect(row).toMatchObject({ status: 'shipped', payment_status: 'paid' });
        expect(await refunds(order.data._id)).toBe(0);
      }
    }
  });

  it('refuses once the order has shipped or been delivered, and changes nothing', async () => {
    const order = await paidOrder(1);
    expect((await staff(order.data._id, 'ship')).status).toBe(200);
    expect(await cancel(order.data._id)).toMatchObject({ status: 409, body: { message: CANCEL_MESSAGES.shipped } });
    expect((await staff(order.data._id, 'deliver')).status).toBe(200);
    expect(await cancel(order.data._id)).toMatchObject({ status: 409, body: { message: CANCEL_MESSAGES.delivered } });
    expect(await orderRow(t.db, order.data._id)).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    expect(await refunds(order.data._id)).toBe(0);
    const view = orderResponse.parse(
      (await call(t.app, 'GET', `/api/get_order_single_by_id?id=${order.data._id}`, undefined, asha)).body,
    );
    expect(view.data.canCancel).toBe(false);
  });

  it("answers 404 for someone else's order or an unknown one, and leaves it as it was", async () => {
    const order = await paidOrder(2);
    expect(await cancel(order.data._id, 'mine now', ravi)).toMatchObject({
      status: 404,
      body: { message: 'Order not found' },
    });
    expect(await cancel(randomUUID())).toMatchObject({ status: 404 });
    expect(await orderRow(t.db, order.data._id)).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(await stockOf(t.db, a.variant)).toBe(8);
  });

  it('checks who asks and what they send', async () => {
    const order = await paidOrder(1);
    expect((await cancel(order.data._id, 'no token', {})).status).toBe(401);
    expect(await cancel(order.data._id, '   ')).toMatchObject({
      status: 400,
      body: { message: CANCEL_MESSAGES.reasonRequired },
    });
    expect(await cancel(order.data._id, null)).toMatchObject({
      status: 400,
      body: { message: CANCEL_MESSAGES.reasonRequired },
    });
    expect(await cancel(order.data._id, 'x'.repeat(301))).toMatchObject({
      status: 400,
      body: { message: CANCEL_MESSAGES.reasonTooLong },
    });
    expect(await cancel('not-an-id')).toMatchObject({ status: 400, body: { message: 'Invalid id' } });
    expect((await cancel({ $ne: null })).status).toBe(400);
    expect(await orderRow(t.db, order.data._id)).toMatchObject({ status: 'processing' });
  });
});
