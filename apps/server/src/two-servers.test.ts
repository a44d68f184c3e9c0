import { createHmac, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@store/contracts/auth';
import { CART_MESSAGES } from '@store/contracts/cart';
import { productResponse } from '@store/contracts/catalog';
import { createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows, type Db } from './db/client';
import { UNAVAILABLE_MESSAGE } from './lib/database-unavailable';
import { codeIn } from './test/accounts';
import { startTestS3, type TestS3 } from './test/s3-server';
import { address, count, plainProducts, setStock, stockOf } from './test/shop';
import { startSmtpSink } from './test/smtp-sink';
import {
  createSharedDatabase,
  dropRedisKeys,
  httpJson,
  redisKeysUnder,
  requireRedis,
  signedInAccount,
  type SharedDatabase,
} from './test/store-cluster';
import { startStoreProcess, type StoreProcess } from './test/store-process';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';
import { multipart, photo } from './test/uploads';

/*
 * Two real store processes on one PostgreSQL database, as behind a load balancer, and the faults
 * such a deployment meets: a server killed with mails queued, the database connection cut. Each
 * server is `node --import tsx src/main.ts` with its own DATA_DIR; they share the database,
 * Redis (under a key prefix of this run), the JWT secret, an SMTP sink and an S3 bucket. Server A
 * reaches PostgreSQL through a TCP proxy the tests can cut.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = randomBytes(4).toString('hex');
const REDIS_KEY_PREFIX = `test-cluster-${run}:`;
const JWT_SECRET = randomBytes(32).toString('hex');
const WEBHOOK_SECRET = `whsec_cluster_${run}`;
const PASSWORD = 'Old-Passw0rd!';

let shared: SharedDatabase;
let db: Db;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let s3: TestS3;
let proxy: TcpProxy;
let a: StoreProcess;
let b: StoreProcess;
/** Every process started, the dead ones too: afterAll makes sure none is left running. */
const started: StoreProcess[] = [];
let lines: { race: Line; hook: Line; restart: Line; cut: Line; brand: Line };

interface Line {
  id: string;
  variant: string;
}

/** Settings both servers share; server A's DATABASE_URL goes through the proxy instead. */
function settings(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '10',
    REDIS_URL,
    REDIS_KEY_PREFIX,
    JWT_SECRET,
    SMTP_URL: sink.url,
    MAIL_FROM: 'shop@keralamoto.example',
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // Queued mails are looked for twice a second; a failed one is tried again after about 4 s.
    JOB_POLL_MS: '500',
    JOB_RETRY_BASE_MS: '4000',
    ...s3.env,
  };
}

function viaProxy(url: string): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
}

async function startServer(name: 'A' | 'B', port?: number): Promise<StoreProcess> {
  const server = await startStoreProcess({
    name,
    env: settings(name === 'A' ? viaProxy(shared.url) : shared.url),
    ...(port ? { port } : {}),
  });
  started.push(server);
  return server;
}

/** Asks again until `check` passes or `ms` run out; answers the last value read. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

const customer = (name: string) => signedInAccount(db, JWT_SECRET, `${name}.${run}@example.com`);

function createOrderOn(server: StoreProcess, who: { token: string }, line: Line, ip = '10.0.0.1') {
  return httpJson(server.url, 'POST', '/api/create_order', {
    token: who.token,
    ip,
    body: { address, products: [{ product: line.id, variant: line.variant, quantity: 1 }], type: 'single' },
  });
}

/** Test mode's Pay, then verify_order, on one server: what the web's test window does. */
async function payOn(server: StoreProcess, who: { token: string }, razorpayOrderId: string) {
  const paid = await httpJson(server.url, 'POST', '/api/test_payment/pay', {
    token: who.token,
    body: { razorpay_order_id: razorpayOrderId },
  });
  if (paid.status !== 200) throw new Error(`test pay failed: ${JSON.stringify(paid.body)}`);
  return httpJson(server.url, 'POST', '/api/verify_order', { token: who.token, body: paid.body.data });
}

const confirmationsOf = (orderNumber: string) =>
  sink.received.filter((m) => m.raw.includes(`Your order ${orderNumber} is confirmed`));

const confirmationJobs = (orderNumbers: string[]) =>
  queryRows(
    db,
    z.object({ status: z.string(), attempts: z.number(), locked_by: z.string().nullable(), due_in_ms: z.number() }),
    sql`SELECT status, attempts, locked_by,
               (extract(epoch FROM run_at - now()) * 1000)::int AS due_in_ms
        FROM jobs
        WHERE kind = 'mail' AND (${sql.join(
          orderNumbers.map((n) => sql`payload->>'summary' LIKE ${`%: Your order ${n} is confirmed`}`),
          sql` OR `,
        )})`,
  );

const title = serverUrl
  ? 'two store processes on one PostgreSQL database'
  : 'two store processes on one PostgreSQL database (skipped: they need a real PostgreSQL; set TEST_DATABASE_URL)';

describe.skipIf(!serverUrl)(title, () => {
  beforeAll(async () => {
    // CI sets TEST_DATABASE_URL: from there on Redis is required, and its absence is a failure.
    await requireRedis(REDIS_URL);
    sink = await startSmtpSink();
    s3 = await startTestS3();
    shared = await createSharedDatabase(serverUrl!);
    db = shared.database.db;
    const target = new URL(shared.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const [race, hook, restart, cut, brand] = (await plainProducts(db, 5)) as [Line, Line, Line, Line, Line];
    lines = { race, hook, restart, cut, brand };
    await setStock(db, race.variant, 10);
    for (const line of [hook, restart, cut]) await setStock(db, line.variant, 10_000);
    [a, b] = await Promise.all([startServer('A'), startServer('B')]);
  });

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop(5_000)));
    await proxy?.close();
    await sink?.close();
    await s3?.close();
    await shared?.drop();
    if (serverUrl) await dropRedisKeys(REDIS_URL, REDIS_KEY_PREFIX).catch(() => 0);
  });

  it('sells 10 in stock exactly 10 times when 200 checkouts race over both servers', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => customer(`racer${i}`)));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        createOrderOn(i % 2 === 0 ? a : b, buyers[i % buyers.length]!, lines.race, `10.1.${i % 2}.${i % 250}`),
      ),
    );
    const sold = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    expect(sold).toHaveLength(10);
    // Stock is reserved inside create_order's transaction, so every other checkout is refused there.
    for (const r of refused)
      expect(r).toMatchObject({ status: 409, body: { error: true, message: CART_MESSAGES.outOfStock } });
    const orderIds = sold.map((r) => createOrderResponse.parse(r.body).data._id);
    expect(new Set(orderIds).size).toBe(10);

    expect(await stockOf(db, lines.race.variant)).toBe(0);
    expect(await count(db, sql`SELECT count(*)::int AS n FROM product_variants WHERE stock < 0`)).toBe(0);
    expect(
      await count(db, sql`SELECT count(*)::int AS n FROM order_lines WHERE variant_id = ${lines.race.variant}`),
    ).toBe(10);
    expect(
      await count(
        db,
        sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM stock_reservations
            WHERE variant_id = ${lines.race.variant} AND status = 'active'`,
      ),
    ).toBe(10);
  }, 90_000);

  it('changes an order once and queues one mail when both servers get the same webhook at once', async () => {
    const buyer = await customer('hook');
    const order = createOrderResponse.parse((await createOrderOn(b, buyer, lines.hook)).body);
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: `pay_${run}`,
            order_id: order.raz.order_id,
            amount: order.data.total,
            currency: 'INR',
            method: 'card',
            status: 'captured',
          },
        },
      },
    });
    const deliver = (server: StoreProcess) =>
      httpJson(server.url, 'POST', '/api/webhook', {
        body: raw,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
          'x-razorpay-event-id': `evt_${run}`,
        },
      });
    const both = await Promise.all([deliver(a), deliver(b)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.data.outcome).sort()).toEqual(['duplicate', 'paid']);

    const orderId = order.data._id;
    expect(
      await count(
        db,
        sql`SELECT count(*)::int AS n FROM orders
            WHERE id = ${orderId} AND status = 'processing' AND payment_status = 'paid'`,
      ),
    ).toBe(1);
    expect(
      await count(
        db,
        sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${orderId} AND to_status = 'processing'`,
      ),
    ).toBe(1);
    expect(await count(db, sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${orderId}`)).toBe(1);
    expect(await confirmationJobs([order.data.order_number])).toHaveLength(1);
    const mails = await eventually(
      async () => confirmationsOf(order.data.order_number),
      (m) => m.length >= 1,
    );
    expect(mails).toHaveLength(1);
  }, 60_000);

  it('verifies on B a test-mode payment whose window was signed by A', async () => {
    const buyer = await customer('window');
    const order = createOrderResponse.parse((await createOrderOn(a, buyer, lines.hook)).body);
    const paid = await httpJson(a.url, 'POST', '/api/test_payment/pay', {
      token: buyer.token,
      body: { razorpay_order_id: order.raz.order_id },
    });
    expect(paid.status).toBe(200);
    // Behind a load balancer the window's Pay and the verify_order after it may reach different servers.
    const verified = await httpJson(b.url, 'POST', '/api/verify_order', { token: buyer.token, body: paid.body.data });
    expect(verified.status).toBe(200);
    expect(
      await count(
        db,
        sql`SELECT count(*)::int AS n FROM orders WHERE id = ${order.data._id} AND payment_status = 'paid'`,
      ),
    ).toBe(1);
  }, 60_000);

  it('kills a reset code after 5 wrong tries made on both servers in turn, and shares the limits', async () => {
    const who = await signedInAccount(db, JWT_SECRET, `reset.${run}@example.com`, 'customer', PASSWORD);
    const ip = `10.3.${run.charCodeAt(0) % 250}.7`;
    const asked = await httpJson(a.url, 'POST', '/api/forgot_password_email_verify', {
      ip,
      body: { email: who.email },
    });
    expect(asked.status).toBe(200);
    const mail = await eventually(
      async () => sink.received.find((m) => m.to.includes(who.email)),
      (m) => m !== undefined,
    );
    const code = codeIn(mail?.raw);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const reset = (server: StoreProcess, otp: string) =>
      httpJson(server.url, 'POST', '/api/forgot_password', {
        ip,
        body: { email: who.email, otp, password: 'New-Passw0rd!', confirm_password: 'New-Passw0rd!' },
      });
    const servers = [a, b];
    const inTurn = (i: number) => servers[i % 2]!;

    for (let i = 0; i < 5; i++) {
      expect(await reset(inTurn(i), wrong)).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeWrong } });
    }
    // The sixth try is the right code, and it is dead: the tries are counted in the shared database.
    expect(await reset(inTurn(5), code)).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeWrong } });
    expect(
      await count(
        db,
        sql`SELECT attempts AS n FROM one_time_codes WHERE email = ${who.email} AND purpose = 'reset_password'`,
      ),
    ).toBe(5);
    expect(
      await count(db, sql`SELECT count(*)::int AS n FROM jobs WHERE payload->>'summary' LIKE ${`${who.email}:%`}`),
    ).toBe(1); // the code mail only: no 'password changed' mail was queued

    // Ten checks a quarter hour per e-mail, counted in Redis: the eleventh is refused whichever
    // server gets it. Counted per process, each server would have seen only five or six.
    for (let i = 6; i < 10; i++) expect((await reset(inTurn(i), wrong)).status).toBe(400);
    expect(await reset(inTurn(10), code)).toMatchObject({
      status: 429,
      body: { message: AUTH_MESSAGES.tooManyAttempts },
    });
    expect(await reset(inTurn(11), code)).toMatchObject({ status: 429 });
    // The counters live under this run's REDIS_KEY_PREFIX, where afterAll removes them.
    expect(await redisKeysUnder(REDIS_URL, REDIS_KEY_PREFIX)).toContain(`${REDIS_KEY_PREFIX}rl:code:${who.email}`);
  }, 60_000);

  it('serves a catalog change made in the back office of A from B within a second', async () => {
    const boss = await signedInAccount(db, JWT_SECRET, `boss.${run}@example.com`, 'admin');
    const [product] = await queryRows(
      db,
      z.object({ id: z.string(), brand_id: z.string() }),
      sql`SELECT id, brand_id FROM products WHERE id = ${lines.brand.id}`,
    );
    const readOnB = async () =>
      productResponse.parse((await httpJson(b.url, 'GET', `/api/fetch_product?id=${product!.id}`)).body).data;
    const before = await readOnB();
    await readOnB(); // now from B's cache

    const brands = await httpJson(a.url, 'GET', '/api/admin/brands', { token: boss.token });
    const brand = (brands.body.data as Array<Record<string, unknown>>).find((x) => x.id === product!.brand_id);
    expect(brand).toBeDefined();
    expect(before.brand.name).toBe(brand!.name);
    const renamed = `${String(brand!.name).slice(0, 60)} ${run}`;
    const saved = await httpJson(a.url, 'PUT', `/api/admin/brands/${product!.brand_id}`, {
      token: boss.token,
      body: { name: renamed, slug: brand!.slug, image: brand!.image, position: brand!.position, hidden: brand!.hidden },
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    const after = await eventually(readOnB, (p) => p.brand.name === renamed, 5_000);
    const lagMs = Date.now() - savedAt;
    expect(after.brand.name).toBe(renamed);
    expect(lagMs).toBeLessThan(1_000);
    console.info(`B served A's brand change ${lagMs} ms after A answered`);
  }, 60_000);

  it('serves a picture uploaded through A from B, out of the shared bucket', async () => {
    const boss = await signedInAccount(db, JWT_SECRET, `pictures.${run}@example.com`, 'admin');
    const { payload, contentType } = multipart([{ data: await photo('png', 800, 400), type: 'image/png' }]);
    const res = await fetch(`${a.url}/api/admin/uploads?kind=brand`, {
      method: 'POST',
      headers: { authorization: `Bearer ${boss.token}`, 'content-type': contentType },
      body: payload,
    });
    const uploaded = (await res.json()) as { data: { url: string } };
    expect(res.status).toBe(200);
    expect(uploaded.data.url).toMatch(/^\/media\//);

    const fromB = await fetch(`${b.url}${uploaded.data.url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    const bytesB = Buffer.from(await fromB.arrayBuffer());
    expect(bytesB.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const bytesA = Buffer.from(await (await fetch(`${a.url}${uploaded.data.url}`)).arrayBuffer());
    expect(bytesB.equals(bytesA)).toBe(true);
  }, 60_000);

  it('delivers every confirmation once after A is killed (SIGKILL) with them queued and started again', async () => {
    // B stops (gracefully) first: the mails must then come from the restarted A, nowhere else.
    await b.stop();
    await sink.stop();
    const buyer = await customer('restart');
    const orders: string[] = [];
    for (let i = 0; i < 5; i++) {
      const created = createOrderResponse.parse((await createOrderOn(a, buyer, lines.restart)).body);
      expect((await payOn(a, buyer, created.raz.order_id)).status).toBe(200);
      orders.push(created.data.order_number);
    }
    // Every confirmation has been tried once against the stopped mail server and waits for its
    // retry, none of them in a worker's hands: the moment to pull the plug.
    const waiting = await eventually(
      () => confirmationJobs(orders),
      (jobs) => jobs.length === 5 && jobs.every((j) => j.status === 'pending' && j.attempts >= 1 && j.due_in_ms > 800),
      15_000,
    );
    expect(waiting.map((j) => j.status)).toEqual(Array(5).fill('pending'));
    await a.kill();
    expect(a.alive()).toBe(false);
    for (const n of orders) expect(confirmationsOf(n)).toHaveLength(0);

    await sink.start();
    const restartedAt = Date.now();
    a = await startServer('A', a.port);
    const restartMs = Date.now() - restartedAt;
    const done = await eventually(
      () => confirmationJobs(orders),
      (jobs) => jobs.every((j) => j.status === 'done'),
      30_000,
    );
    expect(done.map((j) => j.status)).toEqual(Array(5).fill('done'));
    for (const job of done) expect(job.locked_by).toContain(`:${a.pid}:`);
    // A moment more for any second delivery to show up: there must be none.
    await new Promise((r) => setTimeout(r, 1_500));
    for (const n of orders) expect(confirmationsOf(n)).toHaveLength(1);
    expect(restartMs).toBeLessThan(60_000);
    console.info(`A restarted in ${restartMs} ms; ${orders.length} confirmations delivered once each`);
  }, 120_000);

  it('answers 503 while the database connection is cut, writes nothing by halves, and recovers alone', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, (_, i) => customer(`cut${i}`)));
    const stockBefore = await stockOf(db, lines.cut.variant);
    const readPrice = async () =>
      productResponse.parse((await httpJson(a.url, 'GET', `/api/fetch_product?id=${lines.cut.id}`)).body).data
        .discount_price;
    await readPrice();

    interface Outcome {
      startedAt: number;
      endedAt: number;
      kind: 'order' | 'list';
      status: number;
      body: Record<string, unknown>;
      retryAfter: string | null;
    }
    const outcomes: Outcome[] = [];
    let loading = true;
    const worker = async (who: { token: string }, n: number) => {
      for (let i = 0; loading; i++) {
        const kind = (i + n) % 2 === 0 ? 'order' : 'list';
        const startedAt = Date.now();
        // A connection the server dropped is an outcome too (status 0): it must not happen.
        const res = await (
          kind === 'order'
            ? createOrderOn(a, who, lines.cut, `10.7.0.${n}`)
            : httpJson(a.url, 'GET', '/api/get_user_order', { token: who.token })
        ).catch((err: unknown) => ({ status: 0, body: { dropped: String(err) }, headers: new Headers() }));
        outcomes.push({
          startedAt,
          endedAt: Date.now(),
          kind,
          status: res.status,
          body: res.body,
          retryAfter: res.headers.get('retry-after'),
        });
        // A refused request is tried again soon, as a browser's retry would be, not in a tight loop.
        if (res.status !== 200) await new Promise((r) => setTimeout(r, 25));
      }
    };
    const load = Promise.all(buyers.map((who, n) => worker(who, n)));
    await new Promise((r) => setTimeout(r, 1_000));
    const cutAt = Date.now();
    await proxy.cut();
    await new Promise((r) => setTimeout(r, 2_500));
    const restoredAt = Date.now();
    await proxy.restore();
    // Back by itself, without a restart: the pool makes new connections.
    const firstBack = () => {
      const ends = outcomes.filter((o) => o.startedAt > restoredAt && o.status === 200).map((o) => o.endedAt);
      return ends.length > 0 ? Math.min(...ends) : Number.POSITIVE_INFINITY;
    };
    const settled = await eventually(
      async () => outcomes.filter((o) => o.startedAt > firstBack()).length,
      (n) => n >= 12,
      20_000,
    );
    loading = false;
    await load;
    expect(a.alive(), a.output()).toBe(true);
    expect(settled).toBeGreaterThanOrEqual(12);
    const recoveredMs = firstBack() - restoredAt;
    expect(recoveredMs).toBeLessThan(10_000);
    // Once one request got through, every later one did.
    const afterRecovery = outcomes.filter((o) => o.startedAt > firstBack());
    expect(afterRecovery.map((o) => o.status)).toEqual(afterRecovery.map(() => 200));

    const during = outcomes.filter((o) => o.startedAt >= cutAt + 200 && o.endedAt <= restoredAt);
    const failed = outcomes.filter((o) => o.status !== 200);
    expect(during.length).toBeGreaterThan(0);
    for (const o of during) expect(o.status).toBe(503);
    for (const o of failed) {
      expect(o).toMatchObject({
        status: 503,
        retryAfter: expect.stringMatching(/^\d+$/),
        body: { error: true, status: 503, message: UNAVAILABLE_MESSAGE, data: null },
      });
    }

    // Nothing by halves: every order of this line has its line, its reservation and its event,
    // and the stock taken is exactly what the orders hold.
    const orders = await queryRows(
      db,
      z.object({ id: z.string(), lines: z.number(), reserved: z.number(), events: z.number() }),
      sql`SELECT o.id,
                 (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines,
                 (SELECT coalesce(sum(r.quantity), 0)::int FROM stock_reservations r
                   WHERE r.order_id = o.id AND r.status = 'active') AS reserved,
                 (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id) AS events
          FROM orders o
          WHERE o.user_id IN (${sql.join(
            buyers.map((x) => sql`${x.id}`),
            sql`, `,
          )})`,
    );
    for (const o of orders) expect(o).toMatchObject({ lines: 1, reserved: 1, events: 1 });
    expect(await stockOf(db, lines.cut.variant)).toBe(stockBefore - orders.length);
    const acknowledged = outcomes
      .filter((o) => o.kind === 'order' && o.status === 200)
      .map((o) => createOrderResponse.parse(o.body).data._id);
    const stored = new Set(orders.map((o) => o.id));
    for (const id of acknowledged) expect(stored.has(id)).toBe(true);

    // The LISTEN connection came back too: a change committed now empties A's catalog cache.
    const price = await readPrice();
    await db.execute(sql`UPDATE product_variants SET price_paise = ${price - 100} WHERE id = ${lines.cut.variant}`);
    expect(await eventually(readPrice, (p) => p === price - 100, 5_000)).toBe(price - 100);

    console.info(
      `cut: ${outcomes.length} requests, ${failed.length} answered 503, ${acknowledged.length} orders acknowledged, ` +
        `${orders.length} stored; 200 again ${recoveredMs} ms after the database came back`,
    );
  }, 120_000);
});
