import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { createOrder, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { returnStock, takeStock } from '../catalog/stock.repo';
import { expireReservations } from '../orders/expire-reservations.service';
import { runStockAlertsJob } from './notify-restock.service';
import { deleteEndedAlerts } from './stock-alerts.repo';
import { alertCounts, backInStockMails, productWithOptions, setHidden, setProductStock } from './stock-alerts.kit';

let t: TestApp;
let asha: Shopper;
let ravi: Shopper;
let tests = 0;
let product: { id: string; name: string; variants: string[] };

const subscribe = (who: Shopper, variantId: string | null) =>
  call(t.app, 'POST', '/api/stock_alert', { product_id: product.id, variant_id: variantId }, who);

beforeAll(async () => {
  t = await createTestApp();
  product = await productWithOptions(t.db);
});
afterAll(() => t?.close());
beforeEach(async () => {
  // Each test starts with the product sold out, nobody waiting and nothing in the outbox.
  await t.db.execute(sql`DELETE FROM stock_alerts`);
  await setProductStock(t.db, product.id, 0);
  await setHidden(t.db, product.id, false);
  await t.app.background.jobs.drain();
  // New shoppers for each test: the mails of one test stay in the mail folder.
  tests += 1;
  asha = await shopper(t.app, t.db, `asha${tests}@example.com`);
  ravi = await shopper(t.app, t.db, `ravi${tests}@example.com`);
});

describe('back-in-stock mails', () => {
  it('mails each subscriber once when stock goes from 0 to more, and never twice', async () => {
    const [first, second] = product.variants as [string, string];
    expect((await subscribe(asha, first)).status).toBe(200);
    expect((await subscribe(ravi, null)).status).toBe(200);
    expect((await subscribe(asha, second)).status).toBe(200);

    await setStock(t.db, first, 3);
    // Asha's alert on the first option and Ravi's on any option; Asha's second option still waits.
    const ashaMails = await backInStockMails(t, asha.email);
    expect(ashaMails).toHaveLength(1);
    expect(ashaMails[0]).toContain(`/product/${product.id}?variant=${first}`);
    expect(await backInStockMails(t, ravi.email)).toHaveLength(1);
    expect(await alertCounts(t.db, product.id)).toEqual({ waiting: 1, notified: 2, stopped: 0 });

    // Sold out and back again: the ended alerts stay ended.
    await setStock(t.db, first, 0);
    await setStock(t.db, first, 2);
    expect(await backInStockMails(t, ravi.email)).toHaveLength(1);
    expect(await backInStockMails(t, asha.email)).toHaveLength(1);

    // More stock on an option already in stock is no restock; the second option coming back is.
    await setStock(t.db, first, 9);
    await setStock(t.db, second, 1);
    expect(await backInStockMails(t, asha.email)).toHaveLength(2);
    expect(await alertCounts(t.db, product.id)).toEqual({ waiting: 0, notified: 3, stopped: 0 });
  });

  it('mails a shopper once for a restock, though they waited for any option and for the one back', async () => {
    const [first] = product.variants as [string];
    expect((await subscribe(asha, null)).status).toBe(200);
    expect((await subscribe(asha, first)).status).toBe(200);
    await setStock(t.db, first, 2);
    const mails = await backInStockMails(t, asha.email);
    expect(mails).toHaveLength(1);
    // The mail names the option that came back and opens it.
    const [variant] = await queryRows(
      t.db,
      z.object({ name: z.string() }),
      sql`SELECT name FROM product_variants WHERE id = ${first}`,
    );
    expect(mails[0]).toContain(`${product.name} (${variant!.name}) is back in stock`);
    expect(mails[0]).toContain(`/product/${product.id}?variant=${first}`);
    expect(await alertCounts(t.db, product.id)).toEqual({ waiting: 0, notified: 2, stopped: 0 });
  });

  it('mails an alert written while the restock was still being saved', async () => {
    const [first] = product.variants as [string];
    // The restock's triggers run before the alert exists, and the alert commits with it: as an
    // alert made on another connection whose own re-check still read the stock before the commit.
    await t.db.transaction(async (tx) => {
      await setStock(tx, first, 3);
      await tx.execute(sql`INSERT INTO stock_alerts (email, product_id, variant_id)
        VALUES (${asha.email}, ${product.id}, ${first})`);
    });
    expect(await backInStockMails(t, asha.email)).toHaveLength(1);
  });

  // Two connections at once: the restock stays uncommitted while the shopper subscribes.
  it.runIf(process.env.TEST_DATABASE_URL)('mails a subscription made during an uncommitted restock', async () => {
    const [first] = product.variants as [string];
    await t.db.transaction(async (tx) => {
      await setStock(tx, first, 3);
      // Another connection: it still reads the option as sold out, so the alert is made and waits.
      expect((await subscribe(ravi, first)).status).toBe(200);
    });
    expect(await backInStockMails(t, ravi.email)).toHaveLength(1);
    expect(await alertCounts(t.db, product.id)).toEqual({ waiting: 0, notified: 1, stopped: 0 });
  });

  it("catches stock given back by an unpaid order's released hold", async () => {
    const [first] = product.variants as [string];
    await setStock(t.db, first, 1);
    const buyer = await shopper(t.app, t.db, 'buyer@example.com');
    const placed = await createOrder(t.app, buyer, { id: product.id, variant: first });
    expect(placed.status).toBe(200);
    expect((await subscribe(asha, first)).status).toBe(200);
    // The hold runs out unpaid: the sweep gives the stock back, and the alert fires.
    const later = new Date(Date.now() + 24 * 60 * 60_000);
    expect(await expireReservations({ db: t.db, now: () => later })).toBe(1);
    expect(await backInStockMails(t, asha.email)).toHaveLength(1);
  });

  it('catches stock returned through the catalog, as a cancelled sale returns it', async () => {
    const [, second] = product.variants as [string, string];
    await setStock(t.db, second, 1);
    expect(await takeStock(t.db, second, 1)).toBe(0);
    expect((await subscribe(ravi, second)).status).toBe(200);
    await returnStock(t.db, second, 1);
    expect(await backInStockMails(t, ravi.email)).toHaveLength(1);
  });

  it('sends nothing for a hidden product until it is shown again with stock', async () => {
    expect((await subscribe(asha, null)).status).toBe(200);
    await setHidden(t.db, product.id, true);
    await setProductStock(t.db, product.id, 4);
    expect(await backInStockMails(t, asha.email)).toHaveLength(0);
    expect(await alertCounts(t.db, product.id)).toMatchObject({ waiting: 1 });
    await setHidden(t.db, product.id, false);
    expect(await backInStockMails(t, asha.email)).toHaveLength(1);
  });

  it('mails once however many jobs for the product run at once', async () => {
    const [first] = product.variants as [string];
    // The alerts are written after the restock, so its own job (which the worker may run at any
    // moment) finds nobody, and these runs alone end them.
    await setStock(t.db, first, 5);
    await t.app.background.jobs.drain();
    await t.db.execute(sql`INSERT INTO stock_alerts (email, product_id, variant_id)
      VALUES (${asha.email}, ${product.id}, ${first}), (${ravi.email}, ${product.id}, ${first})`);
    // Jobs of the same product racing (two servers, or a job retried): each alert ends once.
    const deps = { db: t.db, now: () => new Date(), publicUrl: 'http://shop.test' };
    const payload = { product_id: product.id, summary: 'race' };
    const runs = await Promise.all(Array.from({ length: 4 }, () => runStockAlertsJob(deps, payload)));
    const sent = runs.map((r) => Number(/(\d+) sent$/.exec(r.summary)?.[1]));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await backInStockMails(t, asha.email)).toHaveLength(1);
    expect(await backInStockMails(t, ravi.email)).toHaveLength(1);
  });

  it('ends every waiting alert of a much-wanted item, in batches, each once', async () => {
    const [first] = product.variants as [string];
    await setStock(t.db, first, 1);
    await t.app.background.jobs.drain();
    await t.db.execute(sql`INSERT INTO stock_alerts (email, product_id, variant_id)
      SELECT 'many' || g || '@example.com', ${product.id}, ${first} FROM generate_series(1, 450) g`);
    const deps = { db: t.db, now: () => new Date(), publicUrl: 'http://shop.test' };
    const runs = await Promise.all([1, 2].map(() => runStockAlertsJob(deps, { product_id: product.id, summary: 'x' })));
    const sent = runs.map((r) => Number(/(\d+) sent$/.exec(r.summary)?.[1]));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(450);
    expect(await alertCounts(t.db, product.id)).toEqual({ waiting: 0, notified: 450, stopped: 0 });
    // The 450 mails are left unsent to keep the test short.
    await t.db.execute(sql`DELETE FROM jobs WHERE status = 'pending' AND kind = 'mail'`);
  });

  it('deletes alerts that ended more than 90 days ago, e-mail and all', async () => {
    const now = new Date('2027-03-01T00:00:00Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 60 * 60_000);
    await t.db.execute(sql`INSERT INTO stock_alerts (email, product_id, created_at, ended_at, end_reason) VALUES
      ('old-mailed@example.com', ${product.id}, ${daysAgo(200)}, ${daysAgo(91)}, 'notified'),
      ('old-stopped@example.com', ${product.id}, ${daysAgo(100)}, ${daysAgo(95)}, 'stopped'),
      ('recent@example.com', ${product.id}, ${daysAgo(100)}, ${daysAgo(89)}, 'notified')`);
    await t.db.execute(sql`INSERT INTO stock_alerts (email, product_id, created_at)
      VALUES ('waiting@example.com', ${product.id}, ${daysAgo(400)})`);
    expect(await deleteEndedAlerts(t.db, now)).toBe(2);
    const left = await queryRows(
      t.db,
      z.object({ email: z.string() }),
      sql`SELECT email FROM stock_alerts ORDER BY email`,
    );
    expect(left.map((r) => r.email)).toEqual(['recent@example.com', 'waiting@example.com']);
  });
});
