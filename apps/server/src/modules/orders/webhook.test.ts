import { createHmac } from 'node:crypto';
import { createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, mailsTo } from '../../test/accounts';
import { count, createOrder, orderRow, plainProducts, setStock, shopper, stockOf, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

const SECRET = 'whsec_test_0123456789';
let t: TestApp;
let asha: Shopper;
let a: { id: string; variant: string };
let eventNo = 0;

function capturedEvent(orderId: string, amount: number, paymentId = `pay_${++eventNo}`) {
  return {
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', method: 'card', status: 'captured' },
      },
    },
  };
}

async function deliver(
  app: FastifyInstance,
  raw: string,
  opts: { eventId?: string; secret?: string; signature?: string } = {},
) {
  const signature =
    opts.signature ??
    createHmac('sha256', opts.secret ?? SECRET)
      .update(raw)
      .digest('hex');
  const res = await app.inject({
    method: 'POST',
    url: '/api/webhook',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': opts.eventId ?? `evt_${++eventNo}`,
    },
  });
  return { status: res.statusCode, body: res.json() as { message: string; data: { outcome: string } | null } };
}

async function newOrder(quantity = 2) {
  return createOrderResponse.parse((await createOrder(t.app, asha, a, quantity)).body);
}

const mailsFor = async (orderNumber: string) => (await mailsTo(t, asha.email)).filter((m) => m.includes(orderNumber));
const paymentsOf = (orderId: string) =>
  count(t.db, sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${orderId}`);
const eventsOf = (orderId: string) =>
  count(
    t.db,
    sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${orderId} AND to_status = 'processing'`,
  );

beforeAll(async () => {
  t = await createTestApp({ env: { RAZORPAY_WEBHOOK_SECRET: SECRET } });
  asha = await shopper(t.app, t.db, 'asha@example.com');
  [a] = (await plainProducts(t.db, 1)) as [typeof a];
});
afterAll(() => t?.close());
beforeEach(() => setStock(t.db, a.variant, 20));

describe('POST /api/webhook', () => {
  it('marks the order paid from payment.captured', async () => {
    const order = await newOrder();
    const res = await deliver(t.app, JSON.stringify(capturedEvent(order.raz.order_id, order.data.total)));
    expect(res).toMatchObject({ status: 200, body: { data: { outcome: 'paid' } } });
    expect(await orderRow(t.db, order.data._id)).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(await mailsFor(order.data.order_number)).toHaveLength(1);
  });

  it('handles order.paid and checks the amount', async () => {
    const order = await newOrder();
    const wrong = {
      event: 'order.paid',
      payload: {
        order: { entity: { id: order.raz.order_id, amount: 100, amount_paid: 100, currency: 'INR' } },
        payment: { entity: { id: 'pay_wrong', order_id: order.raz.order_id, amount: 100, currency: 'INR' } },
      },
    };
    expect((await deliver(t.app, JSON.stringify(wrong))).body.data?.outcome).toBe('mismatch');
    expect(await orderRow(t.db, order.data._id)).toMatchObject({ status: 'pending_payment' });
    const right = structuredClone(wrong);
    right.payload.order.entity.amount = right.payload.order.entity.amount_paid = order.data.total;
    right.payload.payment.entity.id = 'pay_right';
    expect((await deliver(t.app, JSON.stringify(right))).body.data?.outcome).toBe('paid');
  });

  it('refuses a bad signature and a re-serialised body, and acts on neither', async () => {
    const order = await newOrder();
    const raw = JSON.stringify(capturedEvent(order.raz.order_id, order.data.total), null, 2);
    const bad = await deliver(t.app, raw, { secret: 'not-the-secret' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Invalid webhook signature' } });
    const signature = createHmac('sha256', SECRET).update(raw).digest('hex');
    const reserialised = JSON.stringify(JSON.parse(raw));
    expect((await deliver(t.app, reserialised, { signature })).status).toBe(400);
    const reordered = JSON.stringify({ payload: JSON.parse(raw).payload, event: 'payment.captured', entity: 'event' });
    expect((await deliver(t.app, reordered, { signature })).status).toBe(400);
    expect(await orderRow(t.db, order.data._id)).toMatchObject({ status: 'pending_payment' });
    expect(
      await count(
        t.db,
        sql`SELECT count(*)::int AS n FROM payment_events WHERE payload::text LIKE ${'%' + order.raz.order_id + '%'}`,
      ),
    ).toBe(0);
    // The exact bytes that were signed pass.
    expect((await deliver(t.app, raw, { signature })).status).toBe(200);
  });

  it('acts once on the same event delivered 5 times in sequence', async () => {
    const order = await newOrder();
    const raw = JSON.stringify(capturedEvent(order.raz.order_id, order.data.total));
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++)
      outcomes.push((await deliver(t.app, raw, { eventId: 'evt_seq' })).body.data?.outcome ?? '');
    expect(outcomes).toEqual(['paid', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await stockOf(t.db, a.variant)).toBe(18);
    expect(await paymentsOf(order.data._id)).toBe(1);
    expect(await eventsOf(order.data._id)).toBe(1);
    expect(await mailsFor(order.data.order_number)).toHaveLength(1);
  });

  it('acts once on the same event delivered 5 times at once, and on 5 different events for one payment', async () => {
    const order = await newOrder();
    const raw = JSON.stringify(capturedEvent(order.raz.order_id, order.data.total, 'pay_same'));
    const same = await Promise.all(Array.from({ length: 5 }, () => deliver(t.app, raw, { eventId: 'evt_par' })));
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(same.filter((r) => r.body.data?.outcome === 'paid')).toHaveLength(1);
    const different = await Promise.all(Array.from({ length: 5 }, () => deliver(t.app, raw)));
    expect(different.every((r) => r.body.data?.outcome === 'already')).toBe(true);
    expect(await stockOf(t.db, a.variant)).toBe(18);
    expect(await paymentsOf(order.data._id)).toBe(1);
    expect(await eventsOf(order.data._id)).toBe(1);
    expect(await mailsFor(order.data.order_number)).toHaveLength(1);
  });

  it('verify_order and the webhook racing make one transition', async () => {
    const order = await newOrder();
    const paid = await call(t.app, 'POST', '/api/test_payment/pay', { razorpay_order_id: order.raz.order_id }, asha);
    const raw = JSON.stringify(capturedEvent(order.raz.order_id, order.data.total, paid.body.data.razorpay_payment_id));
    const [verify, hook] = await Promise.all([
      call(t.app, 'POST', '/api/verify_order', paid.body.data, asha),
      deliver(t.app, raw),
    ]);
    expect(verify.status).toBe(200);
    expect(hook.status).toBe(200);
    expect(await eventsOf(order.data._id)).toBe(1);
    expect(await paymentsOf(order.data._id)).toBe(1);
    expect(await mailsFor(order.data.order_number)).toHaveLength(1);
    expect(await stockOf(t.db, a.variant)).toBe(18);
  });

  it('records payment.failed while the order is unpaid', async () => {
    const order = await newOrder();
    const failed = {
      event: 'payment.failed',
      payload: {
        payment: { entity: { id: 'pay_f', order_id: order.raz.order_id, error_description: 'Bank declined' } },
      },
    };
    expect((await deliver(t.app, JSON.stringify(failed))).body.data?.outcome).toBe('failure_recorded');
    expect(await orderRow(t.db, order.data._id)).toMatchObject({
      status: 'pending_payment',
      payment_status: 'failed',
      failure_reason: 'Bank declined',
    });
  });
});

describe('webhook without a secret', () => {
  it('answers 503 Webhook not configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await deliver(bare.app, '{}');
      expect(res).toMatchObject({ status: 503, body: { message: 'Webhook not configured' } });
    } finally {
      await bare.close();
    }
  });
});
