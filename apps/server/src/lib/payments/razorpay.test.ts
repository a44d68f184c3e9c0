import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOrderResponse } from '@store/contracts/orders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../test/accounts';
import { createOrder, orderRow, plainProducts, setStock, shopper, stockOf, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

const KEY_ID = 'rzp_test_local';
const KEY_SECRET = 'local_secret_123';

/** A local stand-in answering like Razorpay's Orders and Refunds API, checking basic auth. */
interface FakeRazorpay {
  url: string;
  requests: Array<{ method: string; path: string; body: Record<string, unknown> }>;
  failOrders: boolean;
  failRefunds: boolean;
  /** Makes the refund, then answers 504 as a timed-out gateway would. */
  loseRefundAnswers: boolean;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
}

async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const fake: Omit<FakeRazorpay, 'url' | 'close'> = {
    requests: [],
    failOrders: false,
    failRefunds: false,
    loseRefundAnswers: false,
  };
  const refunds = new Map<string, Array<Record<string, unknown>>>();
  const expectedAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
  let n = 0;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      fake.requests.push({ method: req.method ?? '', path: req.url ?? '', body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== expectedAuth) {
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      if (req.method === 'POST' && req.url === '/v1/orders') {
        if (fake.failOrders) return send(500, { error: { code: 'SERVER_ERROR', description: 'down' } });
        return send(200, {
          id: `order_local${++n}`,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
          notes: body.notes,
        });
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (req.method === 'POST' && refund) {
        if (fake.failRefunds) return send(502, { error: { code: 'GATEWAY_ERROR', description: 'down' } });
        const made = {
          id: `rfnd_local${++n}`,
          entity: 'refund',
          amount: body.amount,
          payment_id: refund[1],
          receipt: body.receipt ?? null,
          notes: body.notes ?? [],
          status: 'processed',
        };
        refunds.set(refund[1]!, [...(refunds.get(refund[1]!) ?? []), made]);
        if (fake.loseRefundAnswers) return send(504, { error: { code: 'GATEWAY_ERROR', description: 'timeout' } });
        return send(200, made);
      }
      const list = /^\/v1\/payments\/([^/?]+)\/refunds(\?.*)?$/.exec(req.url ?? '');
      if (req.method === 'GET' && list) {
        const items = refunds.get(list[1]!) ?? [];
        return send(200, { entity: 'collection', count: items.length, items });
      }
      return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

let fake: FakeRazorpay;
let t: TestApp;
let asha: Shopper;
let admin: Shopper;
let a: { id: string; variant: string };

beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp({
    env: { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_API_URL: fake.url },
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
    expect(fake.requests.at(-1)).toMatchObject({
      path: `/v1/payments/${paymentId}/refund`,
      body: { amount: created.data.total },
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

  it("keeps a buyer's order as it was when the refund of their cancel fails, and cancels on the next try", async () => {
    const created = createOrderResponse.parse((await createOrder(t.app, asha, a, 2)).body);
    const paymentId = 'pay_local_cancel';
    const signature = createHmac('sha256', KEY_SECRET).update(`${created.raz.order_id}|${paymentId}`).digest('hex');
    const paid = {
      razorpay_order_id: created.raz.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    };
    expect((await call(t.app, 'POST', '/api/verify_order', paid, asha)).status).toBe(200);
    const cancel = () =>
      call(t.app, 'POST', '/api/cancel_order', { order_id: created.data._id, reason: 'Changed my mind' }, asha);

    // The last test's unpaid order of the same product was replaced by this one: count from here.
    const shelf = await stockOf(t.db, a.variant);
    fake.failRefunds = true;
    expect(await cancel()).toMatchObject({
      status: 502,
      body: { message: 'The refund could not be made, please try again' },
    });
    expect(await orderRow(t.db, created.data._id)).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(await stockOf(t.db, a.variant)).toBe(shelf);

    fake.failRefunds = false;
    expect((await cancel()).status).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({
      path: `/v1/payments/${paymentId}/refund`,
      body: { amount: created.data.total },
    });
    expect(await orderRow(t.db, created.data._id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(await stockOf(t.db, a.variant)).toBe(shelf + 2);
  });
});

describe("a return's refund with Razorpay keys", () => {
  it('refunds once when Razorpay refunded but its answer was lost and staff try again', async () => {
    const created = createOrderResponse.parse((await createOrder(t.app, asha, a, 2)).body);
    const id = created.data._id;
    const paymentId = 'pay_local_return';
    const signature = createHmac('sha256', KEY_SECRET).update(`${created.raz.order_id}|${paymentId}`).digest('hex');
    const paid = {
      razorpay_order_id: created.raz.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    };
    expect((await call(t.app, 'POST', '/api/verify_order', paid, asha)).status).toBe(200);
    const ship = { tracking_number: 'DL1', carrier: 'Delhivery' };
    expect((await call(t.app, 'POST', `/api/admin/orders/${id}/ship`, ship, admin)).status).toBe(200);
    expect((await call(t.app, 'POST', `/api/admin/orders/${id}/deliver`, {}, admin)).status).toBe(200);
    const line = (await call(t.app, 'GET', `/api/order_returns?id=${id}`, undefined, asha)).body.data.lines[0];
    const ask = { order_id: id, lines: [{ line: line.orderLineId, quantity: 1 }], reason: 'Wrong size' };
    const ret = (await call(t.app, 'POST', '/api/request_return', ask, asha)).body.data as {
      id: string;
      number: string;
    };
    for (const what of ['approve', 'receive']) {
      expect((await call(t.app, 'POST', `/api/admin/returns/${ret.id}/${what}`, {}, admin)).status).toBe(200);
    }
    const refund = () => call(t.app, 'POST', `/api/admin/returns/${ret.id}/refund`, { amount_paise: 500 }, admin);

    fake.loseRefundAnswers = true;
    expect(await refund()).toMatchObject({ status: 502 });
    fake.loseRefundAnswers = false;
    const again = await refund();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'refunded', refundPaise: 500 });
    const posts = fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refund`);
    expect(posts).toEqual([
      expect.objectContaining({ body: { amount: 500, receipt: ret.number, notes: { receipt: ret.number } } }),
    ]);
    expect(await orderRow(t.db, id)).toMatchObject({ status: 'delivered', payment_status: 'partially_refunded' });
  });
});
