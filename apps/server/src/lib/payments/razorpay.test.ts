import { createHmac } from 'node:crypto';
import { createOrderResponse } from '@store/contracts/orders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../test/accounts';
import { createOrder, orderRow, plainProducts, setStock, shopper, stockOf, type Shopper } from '../../test/shop';
import { KEY_ID, KEY_SECRET, razorpayEnv, startFakeRazorpay, type FakeRazorpay } from '../../test/razorpay-server';
import { createTestApp, type TestApp } from '../../test/test-app';

let fake: FakeRazorpay;
let t: TestApp;
let asha: Shopper;
let admin: Shopper;
let a: { id: string; variant: string };

beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp({
    env: razorpayEnv(fake),
  });
  asha = await shopper(t.app, t.db, 'asha@example.com');
  admin = await shopper(t.app, t.db, 'boss@example.com', 'admin');
  [a] = (await plainProducts(t.db, 1)) as [typeof a];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  fake.failOrders = false;
  fake.failRefunds = false;
  fake.loseRefundAnswers = false;
  fake.requests.length = 0;
  await setStock(t.db, a.variant, 5);
});

describe('with Razorpay keys', () => {
  it('creates the Razorpay order for the exact amount, verifies its signature, and refunds on cancel', async () => {
    const created = createOrderResponse.parse((await createOrder(t.app, asha, a, 2)).body);
    expect(created.raz).toMatchObject({ key: KEY_ID, test_mode: false, currency: 'INR', amount: created.data.total });
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/orders',
      body: {
        amount: created.data.total,
        currency: 'INR',
        receipt: created.data.order_number,
        notes: { order_id: created.data._id },
      },
    });
    expect(await orderRow(t.db, created.data._id)).toMatchObject({ razorpay_order_id: created.raz.order_id });

    // Test mode's routes do not exist with real keys.
    const testPay = await call(
      t.app,
      'POST',
      '/api/test_payment/pay',
      { razorpay_order_id: created.raz.order_id },
      asha,
    );
    expect(testPay.status).toBe(404);

    const paymentId = 'pay_local1';
    const signature = createHmac('sha256', KEY_SECRET).update(`${created.raz.order_id}|${paymentId}`).digest('hex');
    const forged = createHmac('sha256', 'wrong').update(`${created.raz.order_id}|${paymentId}`).digest('hex');
    const body = { razorpay_order_id: created.raz.order_id, razorpay_payment_id: paymentId };
    expect((await call(t.app, 'POST', '/api/verify_order', { ...body, razorpay_signature: forged }, asha)).status).toBe(
      400,
    );
    expect(
      (await call(t.app, 'POST', '/api/verify_order', { ...body, razorpay_signature: signature }, asha)).status,
    ).toBe(200);
    expect(await orderRow(t.db, created.data._id)).toMatchObject({ status: 'processing', payment_status: 'paid' });

    const cancel = await call(
      t.app,
      'POST',
      `/api/admin/orders/${created.data._id}/cancel`,
      { reason: 'Out of stock' },
      admin,
    );
    expect(cancel.status).toBe(200);
    // The refund is made after the cancellation commits, by the outbox's worker.
    await t.app.background.jobs.drain();
    expect(fake.requests.at(-1)).toMatchObject({
      path: `/v1/payments/${paymentId}/refund`,
      body: { amount: created.data.total, receipt: `${created.data.order_number} cancelled` },
    });
    expect(await orderRow(t.db, created.data._id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(await stockOf(t.db, a.variant)).toBe(5);
  });

  it('releases the reservation and answers 502 when Razorpay fails', async () => {
    fake.failOrders = true;
    const res = await createOrder(t.app, asha, a, 2);
    expect(res).toMatchObject({ status: 502, body: { message: 'Payment could not be started, please try again' } });
    expect(await stockOf(t.db, a.variant)).toBe(5);
    fake.failOrders = false;
    const [failed] = (await call(t.app, 'GET', '/api/get_user_order', undefined, asha)).body.data.orders as Array<{
      _id: string;
      paymentStatus: string;
      failureReason: string;
    }>;
    expect(failed).toMatchObject({
      paymentStatus: 'failed',
      failureReason: 'Payment could not be started, please try again',
    });
    const retry = await call(t.app, 'POST', '/api/retry_payment', { order_id: failed?._id }, asha);
    expect(retry.status).toBe(200);
    expect(await stockOf(t.db, a.variant)).toBe(3);
  });
});
