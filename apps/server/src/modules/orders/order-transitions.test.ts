import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOrderResponse } from '@store/contracts/orders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrder, payInTestMode, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { transitionOrder } from './order-transitions';
import { findOrder, listEvents } from './orders.repo';

const src = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'seed' || name === 'migrations' ? [] : sourceFiles(full);
    return full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the one way to move an order', () => {
  it('is the only caller of the status write, and nothing else updates orders by hand', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      const rel = path.relative(src, file);
      if (/\bupdateOrderIfIn\(/.test(text) && !/orders\/(order-transitions|orders\.repo)\.ts$/.test(rel)) {
        offenders.push(`${rel} calls updateOrderIfIn`);
      }
      if (/\.update\(orders\)/.test(text) && !rel.endsWith('orders/orders.repo.ts'))
        offenders.push(`${rel} updates orders`);
      if (/UPDATE\s+"?orders"?\s/i.test(text)) offenders.push(`${rel} has UPDATE orders in SQL`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('transitionOrder', () => {
  let t: TestApp;
  let asha: Shopper;
  let admin: Shopper;
  let a: { id: string; variant: string };

  const newOrder = async () => createOrderResponse.parse((await createOrder(t.app, asha, a, 1)).body);
  const load = async (id: string) => (await findOrder(t.db, { id }))!;

  beforeAll(async () => {
    t = await createTestApp();
    asha = await shopper(t.app, t.db, 'asha@example.com');
    admin = await shopper(t.app, t.db, 'boss@example.com', 'admin');
    [a] = (await plainProducts(t.db, 1)) as [typeof a];
  });
  afterAll(() => t?.close());
  beforeEach(() => setStock(t.db, a.variant, 10));

  it('refuses a move the table does not have, and a move its guard refuses, changing nothing', async () => {
    const order = await newOrder();
    const before = await load(order.data._id);
    await expect(t.db.transaction((tx) => transitionOrder(tx, before, { to: 'delivered' }))).rejects.toMatchObject({
      status: 409,
      message: 'An order that is pending payment cannot be delivered',
    });
    // Paid only through a verified payment: a move to processing without one is refused.
    await expect(t.db.transaction((tx) => transitionOrder(tx, before, { to: 'processing' }))).rejects.toMatchObject({
      status: 409,
    });
    await expect(
      t.db.transaction((tx) => transitionOrder(tx, before, { to: 'cancelled', actorId: admin.id, note: ' ' })),
    ).rejects.toMatchObject({ status: 409, message: 'A reason is required' });
    expect(await load(order.data._id)).toEqual(before);
    expect(await listEvents(t.db, order.data._id)).toHaveLength(1);
  });

  it('ships only with a tracking number and a carrier', async () => {
    const order = await newOrder();
    expect((await payInTestMode(t.app, asha, order.raz.order_id)).status).toBe(200);
    const paid = await load(order.data._id);
    await expect(
      t.db.transaction((tx) =>
        transitionOrder(tx, paid, { to: 'shipped', actorId: admin.id, set: { carrier: 'DTDC' } }),
      ),
    ).rejects.toMatchObject({ status: 409, message: 'Tracking number is required' });
    const shipped = await t.db.transaction((tx) =>
      transitionOrder(tx, paid, {
        to: 'shipped',
        actorId: admin.id,
        set: { trackingNumber: 'EK1', carrier: 'DTDC' },
        note: 'DTDC EK1',
      }),
    );
    expect(shipped).toMatchObject({ status: 'shipped', trackingNumber: 'EK1', carrier: 'DTDC' });
    expect((await listEvents(t.db, order.data._id)).at(-1)).toMatchObject({
      fromStatus: 'processing',
      toStatus: 'shipped',
      actorId: admin.id,
      note: 'DTDC EK1',
    });
  });

  it('answers null, doing none of its work and writing nothing, when the order was moved since it was read', async () => {
    const order = await newOrder();
    const stale = await load(order.data._id);
    await t.db.transaction((tx) => transitionOrder(tx, stale, { to: 'cancelled', actorId: admin.id, note: 'first' }));
    const events = await listEvents(t.db, order.data._id);
    let worked = false;
    const second = await t.db.transaction((tx) =>
      transitionOrder(tx, stale, { to: 'cancelled', actorId: admin.id, note: 'second' }, async () => {
        worked = true;
        return {};
      }),
    );
    expect(second).toBeNull();
    // The work (stock back, a refund) runs only for the transaction whose move was written.
    expect(worked).toBe(false);
    expect(await listEvents(t.db, order.data._id)).toEqual(events);
  });

  it('keeps an unpaid order pending while its payment state changes, and refuses that for a paid one', async () => {
    const order = await newOrder();
    const unpaid = await load(order.data._id);
    const failed = await t.db.transaction((tx) =>
      transitionOrder(tx, unpaid, {
        to: 'pending_payment',
        set: { paymentStatus: 'failed', failureReason: 'card declined' },
        note: 'Payment failed: card declined',
      }),
    );
    expect(failed).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'failed',
      failureReason: 'card declined',
    });
    const paid = { ...failed!, paymentStatus: 'paid' as const };
    await expect(
      t.db.transaction((tx) => transitionOrder(tx, paid, { to: 'pending_payment', set: { paymentStatus: 'failed' } })),
    ).rejects.toMatchObject({ status: 409, message: 'This order is already paid' });
  });
});
