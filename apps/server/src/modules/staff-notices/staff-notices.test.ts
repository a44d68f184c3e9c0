import { staffNoticesResponse } from '@store/contracts/staff-notices';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { adminCall } from '../../test/admin';
import { call } from '../../test/accounts';
import { deliveredOrder, paidOrder } from '../../test/reviews';
import { count, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { noticeFailedMails } from './staff-notices.service';

const OWNER = 'owner@ridersbay.test';
let t: TestApp;
let admin: Shopper;
let buyer: Shopper;
let line: { id: string; variant: string };

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: OWNER, PUBLIC_URL: 'https://shop.test' } });
  // Queued mails stay queued, whole, to be read here: a sent mail keeps only its summary.
  await t.app.background.stop();
  admin = await shopper(t.app, t.db, 'staff@ridersbay.test', 'admin');
  buyer = await shopper(t.app, t.db, 'meera@ridersbay.test');
  [line] = (await plainProducts(t.db, 1)) as [typeof line];
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.execute(sql`DELETE FROM jobs WHERE kind = 'mail'`);
  await setStock(t.db, line.variant, 100);
});

/** The subjects of the notices queued to `to`, oldest first. */
const notices = async (to = OWNER) =>
  (
    await queryRows(
      t.db,
      z.object({ subject: z.string() }),
      sql`SELECT payload->>'subject' AS subject FROM jobs
          WHERE kind = 'mail' AND payload->>'to' = ${to} ORDER BY created_at, id`,
    )
  ).map((r) => r.subject);

const settings = (change: Record<string, unknown> = {}) => ({
  notice_email: '',
  kinds: { paid_order: true, return_requested: true, low_stock: true, failed_mail: true, parcel_trouble: true },
  low_stock_level: 5,
  ...change,
});

describe('the staff notices settings', () => {
  it('are read and saved by admins only, checked and audited', async () => {
    expect((await adminCall(t.app, buyer, 'GET', '/api/admin/staff_notices')).status).toBe(403);
    const read = staffNoticesResponse.parse((await adminCall(t.app, admin, 'GET', '/api/admin/staff_notices')).body);
    expect(read.data).toEqual({ ...settings(), admin_email: OWNER });
    const bad = await adminCall(
      t.app,
      admin,
      'PUT',
      '/api/admin/staff_notices',
      settings({ notice_email: 'not-mail' }),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Enter an e-mail address, or leave it empty to use ADMIN_EMAIL');
    const level = await adminCall(t.app, admin, 'PUT', '/api/admin/staff_notices', settings({ low_stock_level: -1 }));
    expect(level.status).toBe(400);
    const saved = await adminCall(t.app, admin, 'PUT', '/api/admin/staff_notices', settings({ low_stock_level: 3 }));
    expect(saved.body.data).toMatchObject({ low_stock_level: 3 });
    expect(await count(t.db, sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'staff_notices.update'`)).toBe(
      1,
    );
    await adminCall(t.app, admin, 'PUT', '/api/admin/staff_notices', settings());
  });
});

describe('a notice', () => {
  it('of each paid order goes once to ADMIN_EMAIL, with a link to it; turned off, none', async () => {
    const orderId = await paidOrder(t.app, buyer, line);
    const [subject, ...more] = await notices();
    expect(subject).toMatch(/^New order #KMH\d+: ₹/);
    expect(more).toEqual([]);
    const [body] = await queryRows(
      t.db,
      z.object({ text: z.string() }),
      sql`SELECT payload->>'text' AS text FROM jobs WHERE payload->>'to' = ${OWNER}`,
    );
    expect(body!.text).toContain(`https://shop.test/admin/orders/${orderId}`);

    await adminCall(
      t.app,
      admin,
      'PUT',
      '/api/admin/staff_notices',
      settings({ kinds: { ...settings().kinds, paid_order: false } }),
    );
    await paidOrder(t.app, buyer, line);
    expect(await notices()).toHaveLength(1);
    await adminCall(t.app, admin, 'PUT', '/api/admin/staff_notices', settings());
  });

  it('goes to the notice address when the back office names one', async () => {
    await adminCall(
      t.app,
      admin,
      'PUT',
      '/api/admin/staff_notices',
      settings({ notice_email: 'orders@ridersbay.test' }),
    );
    await paidOrder(t.app, buyer, line);
    expect(await notices()).toEqual([]);
    expect(await notices('orders@ridersbay.test')).toHaveLength(1);
    await adminCall(t.app, admin, 'PUT', '/api/admin/staff_notices', settings());
  });

  it('of low stock comes once when a sale takes an option to the level, and again after a restock', async () => {
    const low = async () => (await notices()).filter((s) => s.startsWith('Low stock'));
    await setStock(t.db, line.variant, 7);
    await paidOrder(t.app, buyer, line); // 6 left: above 5
    expect(await low()).toEqual([]);
    await paidOrder(t.app, buyer, line); // 5: at the level
    expect(await low()).toHaveLength(1);
    await paidOrder(t.app, buyer, line); // 4: already told
    expect(await low()).toHaveLength(1);
    await setStock(t.db, line.variant, 6); // restocked, then sold to the level at once
    await paidOrder(t.app, buyer, line);
    expect(await low()).toHaveLength(2);
  });

  it('of low stock follows a product’s own level over the shop’s', async () => {
    const low = async () => (await notices()).filter((s) => s.startsWith('Low stock'));
    try {
      await t.db.execute(sql`UPDATE products SET low_stock_level = 10 WHERE id = ${line.id}`);
      await setStock(t.db, line.variant, 11);
      await paidOrder(t.app, buyer, line); // 10: at its own level, above the shop's 5
      expect(await low()).toHaveLength(1);
      const body = await queryRows(
        t.db,
        z.object({ text: z.string() }),
        sql`SELECT payload->>'text' AS text FROM jobs WHERE kind = 'mail' AND payload->>'subject' LIKE 'Low stock%'`,
      );
      expect(body[0]!.text).toContain('10 left (level 10)');

      await t.db.execute(sql`DELETE FROM jobs WHERE kind = 'mail'`);
      await t.db.execute(sql`UPDATE products SET low_stock_level = 0 WHERE id = ${line.id}`);
      await setStock(t.db, line.variant, 3);
      await paidOrder(t.app, buyer, line); // 2: below the shop's 5, above its own 0
      expect(await low()).toEqual([]);
    } finally {
      await t.db.execute(sql`UPDATE products SET low_stock_level = NULL WHERE id = ${line.id}`);
    }
  });

  it('of a return requested', async () => {
    const orderId = await deliveredOrder(t.app, buyer, admin, line);
    await t.db.execute(sql`UPDATE products SET returnable = true WHERE id = ${line.id}`);
    const [orderLine] = await queryRows(
      t.db,
      z.object({ id: z.string() }),
      sql`SELECT id FROM order_lines WHERE order_id = ${orderId}`,
    );
    const asked = await call(
      t.app,
      'POST',
      '/api/request_return',
      { order_id: orderId, lines: [{ line: orderLine!.id, quantity: 1 }], reason: 'Wrong size' },
      buyer,
    );
    expect(asked.status).toBe(200);
    expect((await notices()).filter((s) => s.startsWith('Return '))).toEqual([
      expect.stringMatching(/^Return \S+ requested for order #KMH\d+$/),
    ]);
  });

  it('of mails that failed for good, at most one a period, not counting failed notices', async () => {
    const now = () => new Date();
    expect(await noticeFailedMails(t.db, { now, adminEmail: OWNER })).toEqual({ result: 'no mail failed', done: 0 });
    // Failed already, as the worker leaves a mail after its last try: one to a customer, one notice.
    const failed = (payload: Record<string, unknown>) =>
      t.db.execute(sql`INSERT INTO jobs (kind, payload, status, attempts, max_attempts)
                       VALUES ('mail', ${JSON.stringify(payload)}::jsonb, 'failed', 10, 10)`);
    await failed({ to: 'a@x.test', subject: 'Your order', text: 't', html: 'h', summary: 'a@x.test: Your order' });
    await failed({ to: OWNER, subject: 'New order', text: 't', html: 'h', summary: 'notice', staff: true });
    expect(await noticeFailedMails(t.db, { now, adminEmail: OWNER })).toEqual({
      result: '1 failed mails noticed',
      done: 1,
    });
    expect(await notices()).toContain('1 mail to customers could not be sent');
  });
});
