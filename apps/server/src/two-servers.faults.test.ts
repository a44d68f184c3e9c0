import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from './db/client';
import { productResponse } from '@store/contracts/catalog';
import { createOrderResponse, ORDER_MESSAGES } from '@store/contracts/orders';
import { UNAVAILABLE_MESSAGE } from './lib/database-unavailable';
import { plainProducts, setStock, stockOf } from './test/shop';
import { httpJson } from './test/store-cluster';
import { eventually } from './test/eventually';
import { startStorePair, type Line, type StorePair } from './test/store-pair';

/*
 * The faults a pair of store servers on one database meets (test/store-pair.ts): a server killed
 * with mails queued, and the database connection cut under load.
 */

const serverUrl = process.env.TEST_DATABASE_URL;

let p: StorePair;
let lines: { restart: Line; cut: Line };

const title = serverUrl
  ? 'faults of two store processes on one PostgreSQL database'
  : 'faults of two store processes on one PostgreSQL database (skipped: they need a real PostgreSQL; set TEST_DATABASE_URL)';

describe.skipIf(!serverUrl)(title, () => {
  beforeAll(async () => {
    p = await startStorePair(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const [restart, cut] = (await plainProducts(p.db, 2)) as [Line, Line];
    lines = { restart, cut };
    for (const line of [restart, cut]) await setStock(p.db, line.variant, 10_000);
  });

  afterAll(async () => {
    await p?.close();
  });

  it('delivers every confirmation once after A is killed (SIGKILL) with them queued and started again', async () => {
    // B stops (gracefully) first: the mails must then come from the restarted A, nowhere else.
    await p.b.stop();
    await p.sink.stop();
    const buyer = await p.customer('restart');
    const orders: string[] = [];
    for (let i = 0; i < 5; i++) {
      const created = createOrderResponse.parse((await p.createOrderOn(p.a, buyer, lines.restart)).body);
      expect((await p.payOn(p.a, buyer, created.raz.order_id)).status).toBe(200);
      orders.push(created.data.order_number);
    }
    // Every confirmation has been tried once against the stopped mail server and waits for its
    // retry, none of them in a worker's hands: the moment to pull the plug.
    const waiting = await eventually(
      () => p.confirmationJobs(orders),
      (jobs) => jobs.length === 5 && jobs.every((j) => j.status === 'pending' && j.attempts >= 1 && j.due_in_ms > 800),
      15_000,
    );
    expect(waiting.map((j) => j.status)).toEqual(Array(5).fill('pending'));
    await p.a.kill();
    expect(p.a.alive()).toBe(false);
    for (const n of orders) expect(p.confirmationsOf(n)).toHaveLength(0);

    await p.sink.start();
    const restartedAt = Date.now();
    p.a = await p.startServer('A', p.a.port);
    const restartMs = Date.now() - restartedAt;
    const done = await eventually(
      () => p.confirmationJobs(orders),
      (jobs) => jobs.every((j) => j.status === 'done'),
      30_000,
    );
    expect(done.map((j) => j.status)).toEqual(Array(5).fill('done'));
    for (const job of done) expect(job.locked_by).toContain(`:${p.a.pid}:`);
    // A moment more for any second delivery to show up: there must be none.
    await new Promise((r) => setTimeout(r, 1_500));
    for (const n of orders) expect(p.confirmationsOf(n)).toHaveLength(1);
    expect(restartMs).toBeLessThan(60_000);
    console.info(`A restarted in ${restartMs} ms; ${orders.length} confirmations delivered once each`);
  }, 120_000);

  it('answers 503 while the database connection is cut, writes nothing by halves, and recovers alone', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, (_, i) => p.customer(`cut${i}`)));
    const stockBefore = await stockOf(p.db, lines.cut.variant);
    const readPrice = async () =>
      productResponse.parse((await httpJson(p.a.url, 'GET', `/api/fetch_product?id=${lines.cut.id}`)).body).data
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
            ? p.createOrderOn(p.a, who, lines.cut, `10.7.0.${n}`)
            : httpJson(p.a.url, 'GET', '/api/get_user_order', { token: who.token })
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
    await p.proxy.cut();
    await new Promise((r) => setTimeout(r, 2_500));
    const restoredAt = Date.now();
    await p.proxy.restore();
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
    expect(p.a.alive(), p.a.output()).toBe(true);
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

    // Nothing by halves: every order of this line has its line, and either its reservation and its
    // event, or (let go by its buyer's next checkout, docs/decisions/068) no reservation, the
    // reason and a second event; the stock taken is exactly what the orders hold.
    const orders = await queryRows(
      p.db,
      z.object({
        id: z.string(),
        lines: z.number(),
        reserved: z.number(),
        events: z.number(),
        failure_reason: z.string().nullable(),
      }),
      sql`SELECT o.id, o.failure_reason,
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
    const holding = { lines: 1, reserved: 1, events: 1, failure_reason: null };
    const replaced = { lines: 1, reserved: 0, events: 2, failure_reason: ORDER_MESSAGES.replaced };
    for (const { id: _id, ...o } of orders) expect([holding, replaced]).toContainEqual(o);
    // One order at a time holds each buyer's unit.
    expect(orders.filter((o) => o.reserved === 1).length).toBeLessThanOrEqual(buyers.length);
    const held = orders.reduce((sum, o) => sum + o.reserved, 0);
    expect(await stockOf(p.db, lines.cut.variant)).toBe(stockBefore - held);
    const acknowledged = outcomes
      .filter((o) => o.kind === 'order' && o.status === 200)
      .map((o) => createOrderResponse.parse(o.body).data._id);
    const stored = new Set(orders.map((o) => o.id));
    for (const id of acknowledged) expect(stored.has(id)).toBe(true);

    // The LISTEN connection came back too: a change committed now empties A's catalog cache.
    const price = await readPrice();
    await p.db.execute(sql`UPDATE product_variants SET price_paise = ${price - 100} WHERE id = ${lines.cut.variant}`);
    expect(await eventually(readPrice, (p) => p === price - 100, 5_000)).toBe(price - 100);

    console.info(
      `cut: ${outcomes.length} requests, ${failed.length} answered 503, ${acknowledged.length} orders acknowledged, ` +
        `${orders.length} stored; 200 again ${recoveredMs} ms after the database came back`,
    );
  }, 120_000);
});
