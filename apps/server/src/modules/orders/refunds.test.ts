// Refunds leave through the outbox (docs/decisions/096): decided in the transaction that cancels
// an order or refunds a return, made at Razorpay (a local stand-in here) only after it commits.
import { createHmac } from 'node:crypto';
import { formatInr } from '@store/contracts/money';
import { createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { KEY_ID, KEY_SECRET, razorpayEnv, startFakeRazorpay, type FakeRazorpay } from '../../test/razorpay-server';
import { count, createOrder, orderRow, plainProducts, setStock, shopper, stockOf, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PermanentJobError } from '../jobs/job-worker';
import { createRazorpayProvider } from '../../lib/payments/razorpay';
import { refundIdempotencyKey, runRefundJob } from './refunds.service';

let fake: FakeRazorpay;
let t: TestApp;
let asha: Shopper;
let admin: Shopper;
let a: { id: string; variant: string };

beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp({ env: razorpayEnv(fake) });
  asha = await shopper(t.app, t.db, 'asha@example.com');
  admin = await shopper(t.app, t.db, 'boss@example.com', 'admin');
  [a] = (await plainProducts(t.db, 1)) as [typeof a];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  fake.failRefunds = false;
  fake.loseRefundAnswers = false;
  fake.listsTogether = 0;
  fake.requests.length = 0;
  await setStock(t.db, a.variant, 5);
});

/** An order of two units paid with Razorpay payment `paymentId`. */
async function paidOrder(paymentId: string) {
  const created = createOrderResponse.parse((await createOrder(t.app, asha, a, 2)).body);
  const signature = createHmac('sha256', KEY_SECRET).update(`${created.raz.order_id}|${paymentId}`).digest('hex');
  const paid = {
    razorpay_order_id: created.raz.order_id,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  };
  expect((await call(t.app, 'POST', '/api/verify_order', paid, asha)).status).toBe(200);
  return created.data;
}

const refundPosts = (paymentId: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refund`);

/** The refund jobs of an order, oldest first. */
const refundJobs = (orderId: string) =>
  queryRows(
    t.db,
    z.object({ status: z.string(), attempts: z.number(), last_error: z.string().nullable() }),
    sql`SELECT status, attempts, last_error FROM jobs
        WHERE kind = 'refund' AND payload->>'orderId' = ${orderId} ORDER BY created_at`,
  );

/** Makes every waiting job due now (a retry's backoff passed) and runs the due ones. */
async function runJobsNow() {
  await t.db.execute(sql`UPDATE jobs SET run_at = now() WHERE status = 'pending'`);
  await t.app.background.jobs.drain();
}

const historyNotes = async (orderId: string) =>
  (
    await queryRows(
      t.db,
      z.object({ note: z.string().nullable() }),
      sql`SELECT note FROM order_events WHERE order_id = ${orderId} ORDER BY created_at, id`,
    )
  ).map((r) => r.note);

describe('a cancellation refund', () => {
  it('is neither made nor lost when the transaction that decided it fails, and is made once when it commits', async () => {
    const order = await paidOrder('pay_local_rollback');
    const cancel = () =>
      call(t.app, 'POST', '/api/cancel_order', { order_id: order._id, reason: 'Changed my mind' }, asha);
    const shelf = await stockOf(t.db, a.variant);
    // The move's history line is written after the refund is queued: failing it fails the whole move.
    await t.db.execute(sql`CREATE FUNCTION refuse_cancel_event() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.to_status = 'cancelled' THEN RAISE EXCEPTION 'history unavailable'; END IF; RETURN NEW; END $$`);
    await t.db.execute(sql`CREATE TRIGGER refuse_cancel_event BEFORE INSERT ON order_events
      FOR EACH ROW EXECUTE FUNCTION refuse_cancel_event()`);
    try {
      expect((await cancel()).status).toBe(500);
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_cancel_event ON order_events`);
      await t.db.execute(sql`DROP FUNCTION refuse_cancel_event()`);
    }
    await runJobsNow();
    expect(await refundJobs(order._id)).toEqual([]);
    expect(refundPosts('pay_local_rollback')).toEqual([]);
    expect(await orderRow(t.db, order._id)).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(await stockOf(t.db, a.variant)).toBe(shelf);

    expect((await cancel()).status).toBe(200);
    await runJobsNow();
    await runJobsNow();
    expect(refundPosts('pay_local_rollback')).toEqual([
      expect.objectContaining({
        body: { amount: order.total, receipt: `${order.order_number} cancelled`, notes: expect.anything() },
      }),
    ]);
    expect(await refundJobs(order._id)).toEqual([expect.objectContaining({ status: 'done', attempts: 1 })]);
    const refundId = (fake.refunds.get('pay_local_rollback') ?? [])[0]?.id as string;
    expect(await historyNotes(order._id)).toContain(
      `Refund ${refundId} of ${formatInr(order.total)} made by the payment provider (${order.order_number} cancelled)`,
    );
    expect(await stockOf(t.db, a.variant)).toBe(shelf + 2);
  });

  it('does not undo the cancellation when Razorpay refuses: the refund is tried again until it is made', async () => {
    const order = await paidOrder('pay_local_down');
    fake.failRefunds = true;
    const cancel = await call(t.app, 'POST', '/api/cancel_order', { order_id: order._id, reason: 'Too late' }, asha);
    expect(cancel.status).toBe(200);
    await t.app.background.jobs.drain();
    expect(await orderRow(t.db, order._id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(fake.refunds.get('pay_local_down')).toBeUndefined();
    const [waiting] = await refundJobs(order._id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('502') });

    fake.failRefunds = false;
    await runJobsNow();
    expect(fake.refunds.get('pay_local_down')).toEqual([expect.objectContaining({ amount: order.total })]);
    expect(await refundJobs(order._id)).toEqual([expect.objectContaining({ status: 'done', attempts: 2 })]);
  });
});

describe("a return's refund", () => {
  it('is made once when Razorpay made it but its answer was lost, and its id is recorded on the return', async () => {
    const order = await paidOrder('pay_local_return');
    const id = order._id;
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
    const refundIdOfReturn = async () =>
      (
        await queryRows(
          t.db,
          z.object({ id: z.string().nullable() }),
          sql`SELECT provider_refund_id AS id FROM returns WHERE id = ${ret.id}`,
        )
      )[0]?.id;

    fake.loseRefundAnswers = true;
    const refunded = await call(t.app, 'POST', `/api/admin/returns/${ret.id}/refund`, { amount_paise: 500 }, admin);
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refundPaise: 500 });
    await t.app.background.jobs.drain();
    expect(await refundIdOfReturn()).toBeNull();
    expect((await refundJobs(id))[0]).toMatchObject({ status: 'pending', last_error: expect.stringContaining('504') });

    fake.loseRefundAnswers = false;
    await runJobsNow();
    expect(refundPosts('pay_local_return')).toEqual([
      expect.objectContaining({ body: { amount: 500, receipt: ret.number, notes: { receipt: ret.number } } }),
    ]);
    const made = fake.refunds.get('pay_local_return') ?? [];
    expect(made).toHaveLength(1);
    expect(await refundIdOfReturn()).toBe(made[0]!.id);
    expect(await refundJobs(id)).toEqual([expect.objectContaining({ status: 'done' })]);
    expect(await orderRow(t.db, id)).toMatchObject({ status: 'delivered', payment_status: 'partially_refunded' });
    expect(
      await count(t.db, sql`SELECT count(*)::int AS n FROM returns WHERE id = ${ret.id} AND status = 'refunded'`),
    ).toBe(1);
  });
});

describe('Razorpay, asked for one refund', () => {
  const provider = () => createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl: fake.url });
  const once = (receipt: string) => ({ receipt, idempotencyKey: refundIdempotencyKey('pay_local_twice', receipt) });

  it('refunds once when two workers try at the same moment (a lease taken over, a clock ahead)', async () => {
    // Both list the payment's refunds before either makes one: the stand-in answers the two lists
    // together, however the machine's load spaces the two workers out.
    fake.listsTogether = 2;
    const [first, second] = await Promise.all([
      provider().refund('pay_local_twice', 700, once('KMH9 cancelled')),
      provider().refund('pay_local_twice', 700, once('KMH9 cancelled')),
    ]);
    expect(first).toEqual(second);
    expect(fake.refunds.get('pay_local_twice')).toHaveLength(1);
    const keys = fake.requests.filter((r) => r.method === 'POST').map((r) => r.path);
    expect(keys).toHaveLength(2);
  });

  it('does not count a refund that failed under the receipt: it refunds again', async () => {
    fake.refunds.set('pay_local_failed', [{ id: 'rfnd_failed', amount: 500, receipt: 'RET77', status: 'failed' }]);
    const made = await provider().refund('pay_local_failed', 500, {
      receipt: 'RET77',
      idempotencyKey: refundIdempotencyKey('pay_local_failed', 'RET77 again'),
    });
    expect(made.id).not.toBe('rfnd_failed');
    expect(fake.refunds.get('pay_local_failed')).toHaveLength(2);
  });

  it('makes keys Razorpay takes: letters, digits, hyphens and underscores', () => {
    expect(refundIdempotencyKey('pay_Abc123', 'KMH1001 cancelled')).toBe('pay_Abc123-KMH1001_cancelled');
    expect(refundIdempotencyKey('pay_Abc123', 'late pay_Xyz')).toMatch(/^[A-Za-z0-9_-]{10,}$/);
  });
});

describe('the refund job', () => {
  const payload = {
    orderId: '00000000-0000-4000-8000-000000000000',
    providerPaymentId: 'pay_x',
    amountPaise: 500,
    receipt: 'R1',
    summary: 'Refund of ₹5 for order KMH1 (R1)',
  };

  it('never refunds on top of a refund the provider holds under its receipt at another amount', async () => {
    const payments = {
      kind: 'razorpay' as const,
      keyId: 'k',
      createOrder: () => Promise.reject(new Error('not used')),
      verifyPayment: () => false,
      refund: async () => ({ id: 'rfnd_old', amountPaise: 300 }),
    };
    const recorded: string[] = [];
    const run = runRefundJob(
      { db: t.db, payments, recordReturnRefund: async (_tx, _id, refundId) => void recorded.push(refundId) },
      { ...payload, returnId: 'r' },
    );
    await expect(run).rejects.toBeInstanceOf(PermanentJobError);
    await expect(run).rejects.toThrow('The provider already holds refund rfnd_old of ₹3 under R1');
    // The failed job keeps its whole payload, so staff can retry it once the refund is settled.
    expect(await run.catch((err: PermanentJobError) => err.kept)).toEqual({ ...payload, returnId: 'r' });
    expect(recorded).toEqual([]);
  });

  it('refuses a payload that is not a refund', async () => {
    const payments = {
      kind: 'razorpay' as const,
      keyId: 'k',
      createOrder: () => Promise.reject(new Error('not used')),
      verifyPayment: () => false,
      refund: () => Promise.reject(new Error('must not be called')),
    };
    const deps = { db: t.db, payments, recordReturnRefund: async () => undefined };
    // Failed at once, keeping what it held: no try could mend it.
    await expect(runRefundJob(deps, { ...payload, amountPaise: -1 })).rejects.toBeInstanceOf(PermanentJobError);
    await expect(runRefundJob(deps, { ...payload, receipt: 'x'.repeat(41) })).rejects.toBeInstanceOf(PermanentJobError);
  });
});
