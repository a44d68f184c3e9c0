import { AUTH_MESSAGES } from '@store/contracts/auth';
import {
  adminStockAlertsResponse,
  STOCK_ALERT_MESSAGES,
  stockAlertResponse,
  stockAlertsResponse,
} from '@store/contracts/stock-alerts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../../test/admin';
import { call, latestCode, mailsTo, readableMail } from '../../test/accounts';
import { setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { alertCounts, backInStockMails, productWithOptions, setProductStock } from './stock-alerts.kit';

let t: TestApp;
let asha: Shopper;
let owner: Shopper;
let product: { id: string; name: string; variants: string[] };
let other: { id: string; name: string; variants: string[] };
let ip = 0;
/** A fresh address per call keeps the per-IP limits out of the way. */
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;
const post = (url: string, body: unknown, who?: Shopper) =>
  call(t.app, 'POST', url, body, { token: who?.token, ip: nextIp() });

beforeAll(async () => {
  t = await createTestApp();
  asha = await shopper(t.app, t.db, 'asha@example.com');
  owner = await shopper(t.app, t.db, 'owner@example.com', 'admin');
  product = await productWithOptions(t.db, 0);
  other = await productWithOptions(t.db, 1);
  await setProductStock(t.db, product.id, 0);
  await setProductStock(t.db, other.id, 0);
});
afterAll(() => t?.close());

describe("a signed-in shopper's alert", () => {
  it('turns on at once, answers the same when asked twice, lists and stops', async () => {
    const [first] = product.variants as [string];
    const body = { product_id: product.id, variant_id: first };
    const on = await post('/api/stock_alert', body, asha);
    expect(on.status).toBe(200);
    expect(on.body.message).toBe(STOCK_ALERT_MESSAGES.subscribed);
    expect(stockAlertResponse.parse(on.body).data).toEqual({ ...body, email: asha.email });
    const again = await Promise.all([post('/api/stock_alert', body, asha), post('/api/stock_alert', body, asha)]);
    expect(again.map((a) => a.status)).toEqual([200, 200]);
    expect(await alertCounts(t.db, product.id)).toMatchObject({ waiting: 1 });

    const mine = await call(t.app, 'GET', `/api/stock_alerts?product_id=${product.id}`, undefined, asha);
    expect(stockAlertsResponse.parse(mine.body).data).toEqual([{ ...body, email: asha.email }]);
    // Another shopper sees only their own alerts.
    const ravi = await shopper(t.app, t.db, 'ravi@example.com');
    const theirs = await call(t.app, 'GET', `/api/stock_alerts?product_id=${product.id}`, undefined, ravi);
    expect(theirs.body.data).toEqual([]);
    expect((await post('/api/stock_alert_cancel', body, ravi)).body.data).toEqual({ stopped: false });
    expect(await alertCounts(t.db, product.id)).toMatchObject({ waiting: 1 });

    const stop = await post('/api/stock_alert_cancel', body, asha);
    expect(stop.body).toMatchObject({ message: STOCK_ALERT_MESSAGES.stopped, data: { stopped: true } });
    await setStock(t.db, first, 4);
    expect(await backInStockMails(t, asha.email)).toHaveLength(0);
    await setStock(t.db, first, 0);
  });

  it('refuses what cannot be waited for, in words a shopper understands', async () => {
    const [first] = product.variants as [string];
    expect((await post('/api/stock_alert', { product_id: product.id })).status).toBe(401);
    const unknown = await post('/api/stock_alert', { product_id: '00000000-0000-4000-8000-000000000000' }, asha);
    expect(unknown).toMatchObject({ status: 404, body: { message: STOCK_ALERT_MESSAGES.productNotFound } });
    const foreign = await post('/api/stock_alert', { product_id: product.id, variant_id: other.variants[0] }, asha);
    expect(foreign).toMatchObject({ status: 404, body: { message: STOCK_ALERT_MESSAGES.variantNotFound } });
    expect((await post('/api/stock_alert', { product_id: 'x' }, asha)).status).toBe(400);
    expect((await post('/api/stock_alert', { product_id: product.id, variant_id: 7 }, asha)).status).toBe(400);
    await setStock(t.db, first, 2);
    const inStock = await post('/api/stock_alert', { product_id: product.id, variant_id: first }, asha);
    expect(inStock).toMatchObject({ status: 409, body: { message: STOCK_ALERT_MESSAGES.inStock } });
    // The product as a whole is in stock while one option is.
    expect((await post('/api/stock_alert', { product_id: product.id }, asha)).status).toBe(409);
    await setStock(t.db, first, 0);
  });
});

describe("a visitor's alert", () => {
  it('needs the mailed code, then turns on with a stop link that works once', async () => {
    const email = 'visitor@example.com';
    const sent = await post('/api/stock_alert_code', { email, product_id: other.id });
    expect(sent).toMatchObject({ status: 200, body: { message: STOCK_ALERT_MESSAGES.codeSent, data: { email } } });
    expect(await alertCounts(t.db, other.id)).toMatchObject({ waiting: 0 });
    const code = await latestCode(t, email);
    const wrong = await post('/api/stock_alert_verify', { email, otp: code === '0000' ? '1111' : '0000' });
    expect(wrong).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeWrong } });

    const on = await post('/api/stock_alert_verify', { email, otp: code });
    expect(on.status).toBe(200);
    const alert = stockAlertResponse.parse(on.body).data;
    expect(alert).toMatchObject({ product_id: other.id, variant_id: null, email });
    // The code is used up.
    expect((await post('/api/stock_alert_verify', { email, otp: code })).status).toBe(400);

    const confirmation = readableMail((await mailsTo(t, email)).at(-1)!);
    expect(confirmation).toContain(`/stock-alert/stop?token=${encodeURIComponent(alert.stop_token!)}`);
    expect((await post('/api/stock_alert_stop', { token: alert.stop_token })).body.data).toEqual({ stopped: true });
    const twice = await post('/api/stock_alert_stop', { token: alert.stop_token });
    expect(twice.body).toMatchObject({ message: STOCK_ALERT_MESSAGES.alreadyEnded, data: { stopped: false } });
    const forged = `${alert.stop_token!.slice(0, 37)}${'A'.repeat(43)}`;
    expect(await post('/api/stock_alert_stop', { token: forged })).toMatchObject({
      status: 400,
      body: { message: STOCK_ALERT_MESSAGES.linkInvalid },
    });
    expect((await post('/api/stock_alert_stop', { token: 'nonsense' })).status).toBe(400);
  });

  it('answers the same whether or not the e-mail has an account, within the code limits', async () => {
    const withAccount = await post('/api/stock_alert_code', { email: asha.email, product_id: other.id });
    const without = await post('/api/stock_alert_code', { email: 'nobody@example.com', product_id: other.id });
    expect(withAccount.status).toBe(200);
    expect(withAccount.body.message).toBe(without.body.message);
    // A second code within the minute waits, as every other code does.
    expect((await post('/api/stock_alert_code', { email: asha.email, product_id: other.id })).status).toBe(429);
    expect((await post('/api/stock_alert_code', { email: 'not an e-mail', product_id: other.id })).status).toBe(400);
  });
});

describe('the back office', () => {
  it('shows staff the demand per product and option, to staff only', async () => {
    await t.db.execute(sql`DELETE FROM stock_alerts`);
    const [first, second] = product.variants as [string, string];
    for (const who of ['a1@example.com', 'a2@example.com', 'a3@example.com']) {
      const s = await shopper(t.app, t.db, who);
      expect((await post('/api/stock_alert', { product_id: product.id, variant_id: first }, s)).status).toBe(200);
    }
    expect((await post('/api/stock_alert', { product_id: product.id, variant_id: second }, asha)).status).toBe(200);
    expect((await adminCall(t.app, asha, 'GET', '/api/admin/stock_alerts')).status).toBe(403);
    const page = adminStockAlertsResponse.parse((await adminCall(t.app, owner, 'GET', '/api/admin/stock_alerts')).body);
    expect(page.data.waitingTotal).toBe(4);
    expect(page.data.total).toBe(2);
    expect(page.data.items.map((i) => [i.variantId, i.waiting, i.stock])).toEqual([
      [first, 3, 0],
      [second, 1, 0],
    ]);
    expect(page.data.items[0]).toMatchObject({ productId: product.id, productName: product.name, hidden: false });
    expect((await adminCall(t.app, owner, 'GET', '/api/admin/stock_alerts?page=0')).status).toBe(400);
  });
});
