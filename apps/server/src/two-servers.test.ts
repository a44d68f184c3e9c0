import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from './db/client';
import { createHmac } from 'node:crypto';
import { AUTH_MESSAGES } from '@store/contracts/auth';
import { CART_MESSAGES } from '@store/contracts/cart';
import { productResponse } from '@store/contracts/catalog';
import { createOrderResponse } from '@store/contracts/orders';
import { codeIn } from './test/accounts';
import { count, plainProducts, setStock, stockOf } from './test/shop';
import { httpJson, redisKeysUnder, signedInAccount } from './test/store-cluster';
import { eventually } from './test/eventually';
import { startStorePair, type Line, type StorePair } from './test/store-pair';
import type { StoreProcess } from './test/store-process';
import { multipart, photo } from './test/uploads';

/*
 * Two real store processes on one PostgreSQL database, as behind a load balancer (test/store-pair.ts):
 * checkouts racing over both, one webhook to both, a code guessed on both, a catalog change and a
 * picture seen by the other server. The faults such a pair meets are in two-servers.faults.test.ts.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Old-Passw0rd!';

let p: StorePair;
let lines: { race: Line; hook: Line; brand: Line };

const title = serverUrl
  ? 'two store processes on one PostgreSQL database'
  : 'two store processes on one PostgreSQL database (skipped: they need a real PostgreSQL; set TEST_DATABASE_URL)';

describe.skipIf(!serverUrl)(title, () => {
  beforeAll(async () => {
    p = await startStorePair(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const [race, hook, brand] = (await plainProducts(p.db, 3)) as [Line, Line, Line];
    lines = { race, hook, brand };
    await setStock(p.db, race.variant, 10);
    await setStock(p.db, hook.variant, 10_000);
  });

  afterAll(async () => {
    await p?.close();
  });

  it('sells 10 in stock exactly 10 times when 200 checkouts race over both servers', async () => {
    // A buyer each and an address each: one account's new checkout lets go of its earlier unpaid
    // one (docs/decisions/068), so a buyer who checked out twice would hold only one.
    const buyers = await Promise.all(Array.from({ length: 200 }, (_, i) => p.customer(`racer${i}`)));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        p.createOrderOn(i % 2 === 0 ? p.a : p.b, buyers[i % buyers.length]!, lines.race, `10.1.${i % 2}.${i % 250}`),
      ),
    );
    // On a machine busy with other suites, a checkout can wait past the pool's 5 s for a
    // connection: it answers 503, to be tried again, and has taken nothing. Tried again once the
    // rush is over, each finds the item sold out, as the rest did.
    for (const [i, answer] of answers.entries()) {
      if (answer.status !== 503) continue;
      expect(answer.body.message).toMatch(/try again/i);
      answers[i] = await p.createOrderOn(i % 2 === 0 ? p.a : p.b, buyers[i]!, lines.race, `10.1.${i % 2}.${i % 250}`);
    }
    const sold = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    expect(sold).toHaveLength(10);
    // Stock is reserved inside create_order's transaction, so every other checkout is refused there.
    for (const r of refused)
      expect(r).toMatchObject({ status: 409, body: { error: true, message: CART_MESSAGES.outOfStock } });
    const orderIds = sold.map((r) => createOrderResponse.parse(r.body).data._id);
    expect(new Set(orderIds).size).toBe(10);

    expect(await stockOf(p.db, lines.race.variant)).toBe(0);
    expect(await count(p.db, sql`SELECT count(*)::int AS n FROM product_variants WHERE stock < 0`)).toBe(0);
    expect(
      await count(p.db, sql`SELECT count(*)::int AS n FROM order_lines WHERE variant_id = ${lines.race.variant}`),
    ).toBe(10);
    expect(
      await count(
        p.db,
        sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM stock_reservations
            WHERE variant_id = ${lines.race.variant} AND status = 'active'`,
      ),
    ).toBe(10);
  }, 90_000);

  it('changes an order once and queues one mail when both servers get the same webhook at once', async () => {
    const buyer = await p.customer('hook');
    const order = createOrderResponse.parse((await p.createOrderOn(p.b, buyer, lines.hook)).body);
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: `pay_${p.run}`,
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
          'x-razorpay-signature': createHmac('sha256', p.webhookSecret).update(raw).digest('hex'),
          'x-razorpay-event-id': `evt_${p.run}`,
        },
      });
    const both = await Promise.all([deliver(p.a), deliver(p.b)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.data.outcome).sort()).toEqual(['duplicate', 'paid']);

    const orderId = order.data._id;
    expect(
      await count(
        p.db,
        sql`SELECT count(*)::int AS n FROM orders
            WHERE id = ${orderId} AND status = 'processing' AND payment_status = 'paid'`,
      ),
    ).toBe(1);
    expect(
      await count(
        p.db,
        sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${orderId} AND to_status = 'processing'`,
      ),
    ).toBe(1);
    expect(await count(p.db, sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${orderId}`)).toBe(1);
    expect(await p.confirmationJobs([order.data.order_number])).toHaveLength(1);
    const mails = await eventually(
      async () => p.confirmationsOf(order.data.order_number),
      (m) => m.length >= 1,
      10_000,
    );
    expect(mails).toHaveLength(1);
  }, 60_000);

  it('verifies on B a test-mode payment whose window was signed by A', async () => {
    const buyer = await p.customer('window');
    const order = createOrderResponse.parse((await p.createOrderOn(p.a, buyer, lines.hook)).body);
    const paid = await httpJson(p.a.url, 'POST', '/api/test_payment/pay', {
      token: buyer.token,
      body: { razorpay_order_id: order.raz.order_id },
    });
    expect(paid.status).toBe(200);
    // Behind a load balancer the window's Pay and the verify_order after it may reach different servers.
    const verified = await httpJson(p.b.url, 'POST', '/api/verify_order', { token: buyer.token, body: paid.body.data });
    expect(verified.status).toBe(200);
    expect(
      await count(
        p.db,
        sql`SELECT count(*)::int AS n FROM orders WHERE id = ${order.data._id} AND payment_status = 'paid'`,
      ),
    ).toBe(1);
  }, 60_000);

  it('kills a reset code after 5 wrong tries made on both servers in turn, and shares the limits', async () => {
    const who = await signedInAccount(p.db, p.jwtSecret, `reset.${p.run}@example.com`, 'customer', PASSWORD);
    const ip = `10.3.${p.run.charCodeAt(0) % 250}.7`;
    const asked = await httpJson(p.a.url, 'POST', '/api/forgot_password_email_verify', {
      ip,
      body: { email: who.email },
    });
    expect(asked.status).toBe(200);
    const mail = await eventually(
      async () => p.sink.received.find((m) => m.to.includes(who.email)),
      (m) => m !== undefined,
      10_000,
    );
    const code = codeIn(mail?.raw);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const reset = (server: StoreProcess, otp: string) =>
      httpJson(server.url, 'POST', '/api/forgot_password', {
        ip,
        body: { email: who.email, otp, password: 'New-Passw0rd!', confirm_password: 'New-Passw0rd!' },
      });
    const servers = [p.a, p.b];
    const inTurn = (i: number) => servers[i % 2]!;

    for (let i = 0; i < 5; i++) {
      expect(await reset(inTurn(i), wrong)).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeWrong } });
    }
    // The sixth try is the right code, and it is dead: the tries are counted in the shared database.
    expect(await reset(inTurn(5), code)).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeWrong } });
    expect(
      await count(
        p.db,
        sql`SELECT attempts AS n FROM one_time_codes WHERE email = ${who.email} AND purpose = 'reset_password'`,
      ),
    ).toBe(5);
    expect(
      await count(p.db, sql`SELECT count(*)::int AS n FROM jobs WHERE payload->>'summary' LIKE ${`${who.email}:%`}`),
    ).toBe(1); // the code mail only: no 'password changed' mail was queued

    // Ten checks a quarter hour per e-mail, counted in Redis: the eleventh is refused whichever
    // server gets it. Counted per process, each server would have seen only five or six.
    for (let i = 6; i < 10; i++) expect((await reset(inTurn(i), wrong)).status).toBe(400);
    expect(await reset(inTurn(10), code)).toMatchObject({
      status: 429,
      body: { message: AUTH_MESSAGES.tooManyAttempts },
    });
    expect(await reset(inTurn(11), code)).toMatchObject({ status: 429 });
    // The counters live under this run's p.redisKeyPrefix, where afterAll removes them.
    expect(await redisKeysUnder(p.redisUrl, p.redisKeyPrefix)).toContain(`${p.redisKeyPrefix}rl:code:${who.email}`);
  }, 60_000);

  it('serves a catalog change made in the back office of A from B within a second', async () => {
    const boss = await signedInAccount(p.db, p.jwtSecret, `boss.${p.run}@example.com`, 'admin');
    const [product] = await queryRows(
      p.db,
      z.object({ id: z.string(), brand_id: z.string() }),
      sql`SELECT id, brand_id FROM products WHERE id = ${lines.brand.id}`,
    );
    const readOnB = async () =>
      productResponse.parse((await httpJson(p.b.url, 'GET', `/api/fetch_product?id=${product!.id}`)).body).data;
    const before = await readOnB();
    await readOnB(); // now from B's cache

    const brands = await httpJson(p.a.url, 'GET', '/api/admin/brands', { token: boss.token });
    const brand = (brands.body.data as Array<Record<string, unknown>>).find((x) => x.id === product!.brand_id);
    expect(brand).toBeDefined();
    expect(before.brand.name).toBe(brand!.name);
    const renamed = `${String(brand!.name).slice(0, 60)} ${p.run}`;
    const saved = await httpJson(p.a.url, 'PUT', `/api/admin/brands/${product!.brand_id}`, {
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
    const boss = await signedInAccount(p.db, p.jwtSecret, `pictures.${p.run}@example.com`, 'admin');
    const { payload, contentType } = multipart([{ data: await photo('png', 800, 400), type: 'image/png' }]);
    const res = await fetch(`${p.a.url}/api/admin/uploads?kind=brand`, {
      method: 'POST',
      headers: { authorization: `Bearer ${boss.token}`, 'content-type': contentType },
      body: payload,
    });
    const uploaded = (await res.json()) as { data: { url: string } };
    expect(res.status).toBe(200);
    expect(uploaded.data.url).toMatch(/^\/media\//);

    const fromB = await fetch(`${p.b.url}${uploaded.data.url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    const bytesB = Buffer.from(await fromB.arrayBuffer());
    expect(bytesB.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const bytesA = Buffer.from(await (await fetch(`${p.a.url}${uploaded.data.url}`)).arrayBuffer());
    expect(bytesB.equals(bytesA)).toBe(true);
  }, 60_000);
});
