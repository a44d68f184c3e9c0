import { adminJobsResponse, adminJobResponse } from '@store/contracts/admin';
import { createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { adminCall } from '../../test/admin';
import { count, createOrder, payInTestMode, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queueMail } from './outbox';

// Retries 20 ms apart at first, so a test sees several tries in well under a second.
const FAST = { JOB_RETRY_BASE_MS: '20', JOB_POLL_MS: '60000' };

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let asha: Shopper;
let boss: Shopper;
let line: { id: string; variant: string };

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { ...FAST, SMTP_URL: sink.url, MAIL_FROM: 'shop@keralamoto.example' } });
  asha = await shopper(t.app, t.db, 'asha.outbox@example.com');
  boss = await shopper(t.app, t.db, 'boss.outbox@example.com', 'admin');
  const [first] = await plainProducts(t.db, 1);
  if (!first) throw new Error('the demo catalog has no plain product');
  line = first;
  await setStock(t.db, line.variant, 1000);
});
afterEach(async () => {
  await sink.start();
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const jobsIn = (status: string) => count(t.db, sql`SELECT count(*)::int AS n FROM jobs WHERE status = ${status}`);
const confirmationsOf = (orderNumber: string) =>
  sink.received.filter((m) => m.raw.includes(`Your order ${orderNumber} is confirmed`));

/** Runs the worker until no job is due, for at most `ms` of real time (retries wait their backoff). */
async function deliverAll(app: TestApp, ms = 5_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    await app.app.background.jobs.drain();
    if ((await jobsIn('pending')) + (await jobsIn('running')) === 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * A paid order whose confirmation failed for good while the mail server was down: `tries` more
 * tries instead of ten, so a test does not wait out the whole backoff. Answers the order number,
 * the failed list as staff see it, and the confirmation's job in it.
 */
async function failedConfirmation(tries: number) {
  await sink.stop();
  const order = await paidOrder();
  await t.db.execute(sql`UPDATE jobs SET max_attempts = attempts + ${tries} WHERE status IN ('pending', 'running')`);
  await deliverAll(t, 3_000);
  const listed = adminJobsResponse.parse((await adminCall(t.app, boss, 'GET', '/api/admin/jobs?status=failed')).body);
  const failed = listed.data.items.find((j) => j.summary.includes(`Your order ${order} is confirmed`));
  return { order, listed, failed };
}

async function paidOrder(): Promise<string> {
  const created = createOrderResponse.parse((await createOrder(t.app, asha, line, 1)).body);
  const paid = await payInTestMode(t.app, asha, created.raz.order_id);
  expect(paid.status).toBe(200);
  return created.data.order_number;
}

describe('the outbox', () => {
  it('queues a mail only when its transaction commits', async () => {
    await t.db
      .transaction(async (tx) => {
        await queueMail(
          tx,
          { to: 'never@example.com', subject: 'never', text: 'never', html: '<p>never</p>' },
          new Date(),
        );
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await deliverAll(t);
    // In any status: a job that escaped the transaction could already be running or sent.
    expect(
      await count(
        t.db,
        sql`SELECT count(*)::int AS n FROM jobs WHERE payload->>'summary' = 'never@example.com: never'`,
      ),
    ).toBe(0);
    expect(sink.received.filter((m) => m.to.includes('never@example.com'))).toHaveLength(0);
  });

  it('fails a code mail that could not leave within the code’s life, without sending it or keeping it', async () => {
    await sink.stop();
    const past = new Date(Date.now() - 60_000);
    await t.db.transaction((tx) =>
      queueMail(
        tx,
        { to: 'late@example.com', subject: 'Your code is 4821', text: 'code 4821', html: '<p>code 4821</p>' },
        past,
        { secrets: ['4821'], expiresAt: new Date(Date.now() - 1_000) },
      ),
    );
    await sink.start();
    await deliverAll(t);
    expect(sink.received.filter((m) => m.to.includes('late@example.com'))).toHaveLength(0);
    const rows = await queryRows(
      t.db,
      z.object({ status: z.string(), payload: z.unknown(), last_error: z.string().nullable() }),
      sql`SELECT status, payload, last_error FROM jobs WHERE payload->>'summary' LIKE 'late@example.com:%'`,
    );
    expect(rows).toEqual([
      {
        status: 'failed',
        payload: { summary: 'late@example.com: Your code is ••••' },
        last_error: expect.stringMatching(/expired/),
      },
    ]);
  });

  it('loses no confirmation while the mail server is down, and sends each once when it is back', async () => {
    await sink.stop();
    const orders = [await paidOrder(), await paidOrder(), await paidOrder()];
    await t.app.background.jobs.drain();
    // Every confirmation is waiting, with the error of its failed try.
    const waiting = await count(
      t.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE status = 'pending' AND attempts >= 1 AND last_error IS NOT NULL`,
    );
    expect(waiting).toBeGreaterThanOrEqual(3);
    for (const n of orders) expect(confirmationsOf(n)).toHaveLength(0);

    await sink.start();
    await deliverAll(t);
    for (const n of orders) expect(confirmationsOf(n)).toHaveLength(1);
    // Delivering again sends nothing more.
    await t.app.background.jobs.drain();
    for (const n of orders) expect(confirmationsOf(n)).toHaveLength(1);
    // A sent mail keeps its recipient and subject for staff, and not its body.
    const kept = await queryRows(
      t.db,
      z.object({ payload: z.record(z.string(), z.unknown()) }),
      sql`SELECT payload FROM jobs WHERE status = 'done'`,
    );
    expect(kept.length).toBeGreaterThanOrEqual(3);
    for (const { payload } of kept) {
      expect(Object.keys(payload)).toEqual(['summary']);
    }
    const sent = adminJobsResponse.parse((await adminCall(t.app, boss, 'GET', '/api/admin/jobs?status=done')).body);
    expect(
      sent.data.items.some((j) => j.summary === `asha.outbox@example.com: Your order ${orders[0]} is confirmed`),
    ).toBe(true);
  });

  it('leaves a mail failed after its tries, shows it to staff, and sends it when staff retry it', async () => {
    const { order, listed, failed } = await failedConfirmation(2);
    expect(failed).toMatchObject({ kind: 'mail', status: 'failed' });
    expect(failed?.attempts).toBe(failed?.maxAttempts);
    expect(failed?.attempts).toBeGreaterThanOrEqual(2);
    expect(failed?.lastError).toBeTruthy();
    expect(listed.data.counts.failed).toBeGreaterThanOrEqual(1);
    // Staff see what a mail is, never its body: a code mail's body holds the code.
    expect(JSON.stringify(listed.data)).not.toContain('We have received your payment');

    const asCustomer = await call(t.app, 'POST', `/api/admin/jobs/${failed!.id}/retry`, {}, asha);
    expect(asCustomer.status).toBe(403);

    await sink.start();
    // A mail sent again leaves the catalog cache as it is.
    const catalog = t.app.catalog;
    const emptyCache = catalog.changed;
    let emptied = 0;
    catalog.changed = () => {
      emptied += 1;
      emptyCache();
    };
    const retried = await adminCall(t.app, boss, 'POST', `/api/admin/jobs/${failed!.id}/retry`, {});
    catalog.changed = emptyCache;
    expect(retried.status).toBe(200);
    expect(emptied).toBe(0);
    expect(adminJobResponse.parse(retried.body).data).toMatchObject({ status: 'pending', attempts: 0 });
    await deliverAll(t);
    expect(confirmationsOf(order)).toHaveLength(1);

    const again = await adminCall(t.app, boss, 'POST', `/api/admin/jobs/${failed!.id}/retry`, {});
    expect(again.status).toBe(409);
    const unknown = await adminCall(
      t.app,
      boss,
      'POST',
      '/api/admin/jobs/8d7c1f54-4d4c-4b7e-9a56-0a0d3f3c2b11/retry',
      {},
    );
    expect(unknown.status).toBe(404);
    const audit = await adminCall(t.app, boss, 'GET', `/api/admin/audit?entity=job&entityId=${failed!.id}`);
    expect(audit.body.data.items).toHaveLength(1);
  });

  it('delivers the jobs a stopped server left behind, and takes over a job whose worker died', async () => {
    await sink.stop();
    const order = await paidOrder();
    // A worker that claimed the job and then died: its lease has run out.
    await t.db.execute(
      sql`UPDATE jobs SET status = 'running', locked_by = 'dead-worker', locked_until = now() - interval '1 second',
                         attempts = attempts + 1
          WHERE status = 'pending'`,
    );
    // Another server starts on the same database while the mail server is back.
    await sink.start();
    const second = await createTestApp({
      sharing: t,
      env: { ...FAST, SMTP_URL: sink.url, MAIL_FROM: 'shop@keralamoto.example' },
    });
    try {
      await deliverAll(second);
    } finally {
      await second.close();
    }
    expect(confirmationsOf(order)).toHaveLength(1);
  });

  it('sends each mail once when two servers deliver at the same time', async () => {
    const second = await createTestApp({
      sharing: t,
      env: { ...FAST, SMTP_URL: sink.url, MAIL_FROM: 'shop@keralamoto.example' },
    });
    try {
      await sink.stop();
      const orders = await Promise.all(Array.from({ length: 8 }, () => paidOrder()));
      await sink.start();
      await t.db.execute(sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE status = 'pending'`);
      await Promise.all([deliverAll(t), deliverAll(second)]);
      for (const n of orders) expect(confirmationsOf(n)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('the outbox routes refuse what they should', () => {
  it('answers malformed ids and filters with 400, and a visitor with 401', async () => {
    for (const id of ['not-a-uuid', '%00', '8d7c1f54-4d4c-4b7e-9a56-0a0d3f3c2b1%00']) {
      expect((await adminCall(t.app, boss, 'POST', `/api/admin/jobs/${id}/retry`, {})).status).toBe(400);
    }
    // A path part past 200 characters is refused before routing.
    expect((await adminCall(t.app, boss, 'POST', `/api/admin/jobs/${'x'.repeat(5_000)}/retry`, {})).status).toBe(414);
    for (const query of [
      'status=sent%00',
      'status=running;drop',
      'page=-1',
      'pageSize=100000',
      'page=1.5',
      `status=${'a'.repeat(5_000)}`,
    ]) {
      expect((await adminCall(t.app, boss, 'GET', `/api/admin/jobs?${query}`)).status).toBe(400);
    }
    expect((await call(t.app, 'GET', '/api/admin/jobs')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/jobs', undefined, asha)).status).toBe(403);
  });

  it('queues a failed mail again once when two staff retry it at the same moment', async () => {
    const { order, failed } = await failedConfirmation(1);
    expect(failed).toBeDefined();
    await sink.start();
    const both = await Promise.all([
      adminCall(t.app, boss, 'POST', `/api/admin/jobs/${failed!.id}/retry`, {}),
      adminCall(t.app, boss, 'POST', `/api/admin/jobs/${failed!.id}/retry`, {}),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    await deliverAll(t);
    expect(confirmationsOf(order)).toHaveLength(1);
    const audit = await adminCall(t.app, boss, 'GET', `/api/admin/audit?entity=job&entityId=${failed!.id}`);
    expect(audit.body.data.items).toHaveLength(1);
  });
});
