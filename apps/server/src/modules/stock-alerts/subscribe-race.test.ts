import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../test/accounts';
import { setStock, shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Db } from '../../db/client';
import { alertCounts, backInStockMails, productWithOptions, setProductStock } from './stock-alerts.kit';
import * as target from './stock-alert-target';
import * as repo from './stock-alerts.repo';

// The alert service's sold-out check goes through this spy, so a test can restock in between. (Not
// the stock read itself: the restock job reads it too, on the worker's own timer, and could take
// the one call the test means for the service.)
vi.mock('./stock-alert-target', async (importOriginal) => {
  const real = await importOriginal<typeof target>();
  return { ...real, soldOutTargetName: vi.fn(real.soldOutTargetName) };
});
const realTarget = await vi.importActual<typeof target>('./stock-alert-target');
// And its upserts through this one, so a test can end the alert between the upsert's statements.
vi.mock('./stock-alerts.repo', async (importOriginal) => {
  const real = await importOriginal<typeof repo>();
  return { ...real, upsertAlert: vi.fn(real.upsertAlert) };
});
const realRepo = await vi.importActual<typeof repo>('./stock-alerts.repo');

let t: TestApp;
let product: { id: string; variants: string[] };

beforeAll(async () => {
  t = await createTestApp();
  product = await productWithOptions(t.db);
  await setProductStock(t.db, product.id, 0);
});
afterAll(() => t?.close());

describe('an alert made as its stock comes back', () => {
  it('is mailed, though the restock’s own job ran before the alert existed', async () => {
    const [first] = product.variants as [string];
    const asha = await shopper(t.app, t.db, 'asha@example.com');
    // The check finds the option sold out; then, before the alert is written, the stock comes back
    // and the restock's job runs and finds nobody waiting.
    vi.mocked(target.soldOutTargetName).mockImplementationOnce(async (db, asked) => {
      const name = await realTarget.soldOutTargetName(db, asked);
      await setStock(t.db, first, 3);
      await t.app.background.jobs.drain();
      return name;
    });
    const on = await call(t.app, 'POST', '/api/stock_alert', { product_id: product.id, variant_id: first }, asha);
    expect(on.status).toBe(200);
    expect(await backInStockMails(t, asha.email)).toHaveLength(1);
    expect(await alertCounts(t.db, product.id)).toEqual({ waiting: 0, notified: 1, stopped: 0 });
  });

  it('asks again when the waiting alert ends between the insert and the read', async () => {
    const [, second] = product.variants as [string, string];
    const ravi = await shopper(t.app, t.db, 'ravi@example.com');
    const wanted = { product_id: product.id, variant_id: second };
    expect((await call(t.app, 'POST', '/api/stock_alert', wanted, ravi)).status).toBe(200);
    // Asking again: the insert finds the alert waiting, then another tab stops it before the read.
    vi.mocked(repo.upsertAlert).mockImplementationOnce((db, email, alertTarget, now) => {
      const stopAfterInsert = new Proxy(db, {
        get: (d, key) =>
          key === 'execute'
            ? async (query: Parameters<Db['execute']>[0]) => {
                const result = await d.execute(query);
                await realRepo.stopAlertOf(d, email, alertTarget, now);
                return result;
              }
            : Reflect.get(d, key),
      });
      return realRepo.upsertAlert(stopAfterInsert, email, alertTarget, now);
    });
    const again = await call(t.app, 'POST', '/api/stock_alert', wanted, ravi);
    expect(again.status).toBe(200);
    expect(await alertCounts(t.db, product.id)).toMatchObject({ waiting: 1, stopped: 1 });
  });
});
