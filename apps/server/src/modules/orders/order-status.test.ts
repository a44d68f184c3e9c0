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
import { ORDER_TRANSITIONS } from './order-transitions';

let t: TestApp;
let asha: Shopper;
let admin: Shopper;
let a: { id: string; variant: string };

const move = (
  orderId: string,
  action: 'ship' | 'deliver' | 'cancel',
  body: unknown = {},
  who: { token: string } = admin,
) => call(t.app, 'POST', `/api/admin/orders/${orderId}/${action}`, body, who);
const ship = (orderId: string) =>
  move(orderId, 'ship', { tracking_number: 'TRK123', carrier: 'India Post Speed Post' });

async function paidOrder(quantity = 2) {
  const order = createOrderResponse.parse((await createOrder(t.app, asha, a, quantity)).body);
  expect((await payInTestMode(t.app, asha, order.raz.order_id)).status).toBe(200);
  return order;
}

beforeAll(async () => {
  t = await createTestApp();
  asha = await shopper(t.app, t.db, 'asha@example.com');
  admin = await shopper(t.app, t.db, 'boss@example.com', 'admin');
  [a] = (await plainProducts(t.db, 1)) as [typeof a];
});
afterAll(() => t?.close());
beforeEach(() => setStock(t.db, a.variant, 10));

describe('the transition table', () => {
  it('allows only processing → shipped → delivered and cancelling before delivery', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      pending_payment: ['processing', 'cancelled'],
      processing: ['shipped', 'cancelled'],
      shipped: ['delivered', 'cancelled'],
      delivered: [],
      cancelled: [],
    });
  });
});

describe('back-office status changes', () => {
  it('ships with a tracking number (mailing the shopper), then delivers, each recorded with the actor', async () => {
    const order = await paidOrder();
    const shipped = await ship(order.data._id);
    expect(shipped.status).toBe(200);
    expect(orderResponse.parse(shipped.body).data).toMatchObject({ orderStatus: 'shipped', trackingNumber: 'TRK123' });
    expect((await mailsTo(t, asha.email)).filter((m) => m.includes('has shipped'))).toHaveLength(1);
    expect((await move(order.data._id, 'deliver')).body.data.orderStatus).toBe('delivered');
    const delivered = (await mailsTo(t, asha.email)).filter((m) =>
      m.includes(`${order.data.order_number} has been delivered`),
    );
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toContain('add a review');
    expect(
      await count(
        t.db,
        sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${order.data._id} AND actor_id = ${admin.id}`,
      ),
    ).toBe(2);
  });

  it('mails the shopper once when staff deliver or cancel the same order twice at the same moment', async () => {
    const delivered = await paidOrder(1);
    await ship(delivered.data._id);
    const delivering = await Promise.all([move(delivered.data._id, 'deliver'), move(delivered.data._id, 'deliver')]);
    expect(delivering.map((r) => r.status).sort()).toEqual([200, 409]);
    const deliveredMails = (await mailsTo(t, asha.email)).filter((m) =>
      m.includes(`${delivered.data.order_number} has been delivered`),
    );
    expect(deliveredMails).toHaveLength(1);

    const cancelled = await paidOrder(1);
    const cancelling = await Promise.all([
      move(cancelled.data._id, 'cancel', { reason: 'first' }),
      move(cancelled.data._id, 'cancel', { reason: 'second' }),
    ]);
    expect(cancelling.map((r) => r.status).sort()).toEqual([200, 409]);
    const cancelledMails = (await mailsTo(t, asha.email)).filter((m) =>
      m.includes(`${cancelled.data.order_number} has been cancelled`),
    );
    expect(cancelledMails).toHaveLength(1);
    expect(
      await count(
        t.db,
        sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${cancelled.data._id} AND status = 'refunded'`,
      ),
    ).toBe(1);
    // One credit note for the one refund.
    expect(
      await count(
        t.db,
        sql`SELECT count(*)::int AS n FROM tax_documents WHERE order_id = ${cancelled.data._id} AND kind = 'credit_note'`,
      ),
    ).toBe(1);
  });

  it('refuses illegal moves with 409 and a clear message', async () => {
    const pending = createOrderResponse.parse((await createOrder(t.app, asha, a, 1)).body);
    expect(await ship(pending.data._id)).toMatchObject({
      status: 409,
      body: { message: 'An order that is pending payment cannot be shipped' },
    });
    const order = await paidOrder();
    expect((await move(order.data._id, 'deliver')).status).toBe(409);
    await ship(order.data._id);
    expect((await ship(order.data._id)).status).toBe(409);
    await move(order.data._id, 'deliver');
    expect(await move(order.data._id, 'cancel', { reason: 'too late' })).toMatchObject({
      status: 409,
      body: { message: 'An order that is delivered cannot be cancelled' },
    });
  });

  it('cancels a paid order: stock returns once and the payment is refunded', async () => {
    const order = await paidOrder(3);
    expect(await stockOf(t.db, a.variant)).toBe(7);
    const cancelled = await move(order.data._id, 'cancel', { reason: 'Customer asked' });
    expect(cancelled.status).toBe(200);
    expect(await orderRow(t.db, order.data._id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(await stockOf(t.db, a.variant)).toBe(10);
    expect((await move(order.data._id, 'cancel', { reason: 'again' })).status).toBe(409);
    expect(await stockOf(t.db, a.variant)).toBe(10);
    // One mail, saying the money goes back, without the staff's internal reason.
    const mails = (await mailsTo(t, asha.email)).filter((m) =>
      m.includes(`${order.data.order_number} has been cancelled`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Refunded to the way you paid');
    expect(mails[0]).not.toContain('Customer asked');
  });

  it('cancels an unpaid order, returning its reserved stock', async () => {
    const order = createOrderResponse.parse((await createOrder(t.app, asha, a, 4)).body);
    expect(await stockOf(t.db, a.variant)).toBe(6);
    expect((await move(order.data._id, 'cancel', { reason: 'Fraud check' })).status).toBe(200);
    expect(await stockOf(t.db, a.variant)).toBe(10);
    const mails = (await mailsTo(t, asha.email)).filter((m) =>
      m.includes(`${order.data.order_number} has been cancelled`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('No payment was taken');
    // A late payment for it changes nothing.
    const late = await payInTestMode(t.app, asha, order.raz.order_id);
    expect(late.status).toBe(409);
    expect(await orderRow(t.db, order.data._id)).toMatchObject({ status: 'cancelled' });
    // ...except that the money it took goes back, once.
    expect(
      await count(
        t.db,
        sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${order.data._id} AND status = 'refunded'`,
      ),
    ).toBe(1);
    expect(await stockOf(t.db, a.variant)).toBe(10);
  });

  it('is for admins only', async () => {
    const order = await paidOrder();
    expect((await ship(order.data._id)).status).toBe(200);
    expect((await move(order.data._id, 'deliver', {}, asha)).status).toBe(403);
    expect((await call(t.app, 'POST', `/api/admin/orders/${order.data._id}/deliver`, {})).status).toBe(401);
  });
});
