// Parcels that track themselves (docs/couriers.md): Shiprocket's webhook, checked by its token,
// and the tracking poll move a booked order on to delivered, or back to the shop, on two servers
// sharing one database; each event acts once however often and in whatever order it comes.
import { shipmentResponse } from '@store/contracts/couriers';
import { createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call, mailsTo } from '../../test/accounts';
import { createOrder, payInTestMode, plainProducts, setStock, shopper, stockOf, type Shopper } from '../../test/shop';
import { startShiprocketStandIn, type ShiprocketStandIn, type StandInScan } from '../../test/shiprocket-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventually } from '../../test/eventually';

const TOKEN = 'tracking-token-7f3a';
const OWNER = 'owner@example.com';

let standIn: ShiprocketStandIn;
let a: TestApp;
let b: TestApp;
let asha: Shopper;
let admin: Shopper;
let line: { id: string; variant: string };

beforeAll(async () => {
  standIn = await startShiprocketStandIn();
  const env = {
    SHIPROCKET_EMAIL: standIn.email,
    SHIPROCKET_PASSWORD: standIn.password,
    SHIPROCKET_API_URL: standIn.url,
    SHIPROCKET_WEBHOOK_TOKEN: TOKEN,
    ADMIN_EMAIL: OWNER,
    // A failed try of an outbox job comes round again in milliseconds.
    JOB_RETRY_BASE_MS: '20',
  };
  a = await createTestApp({ env });
  b = await createTestApp({ env, sharing: a });
  asha = await shopper(a.app, a.db, 'asha@example.com');
  admin = await shopper(a.app, a.db, 'staff@example.com', 'admin');
  [line] = (await plainProducts(a.db, 1)) as [typeof line];
  await setStock(a.db, line.variant, 100);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await standIn?.close();
});

/** A paid order of two of the product, booked with a courier: its id and waybill. */
async function bookedOrder() {
  const created = createOrderResponse.parse((await createOrder(a.app, asha, line, 2)).body);
  expect((await payInTestMode(a.app, asha, created.raz.order_id)).status).toBe(200);
  const booked = await call(a.app, 'POST', `/api/admin/orders/${created.data._id}/shipment`, {}, admin);
  expect(booked.status).toBe(200);
  return { id: created.data._id, number: created.data.order_number, awb: booked.body.data.shipment.awb as string };
}

const send = (t: TestApp, body: unknown, token: string | null = TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/courier-updates',
    headers: token === null ? {} : { 'x-api-key': token },
    payload: body as Record<string, unknown>,
  });

const scan = (statusId: number, label: string, date: string, location = 'Kochi Hub'): StandInScan => ({
  statusId,
  label,
  location,
  date,
});

async function orderOf(id: string) {
  const [row] = await queryRows(
    a.db,
    z.object({ status: z.string(), payment_status: z.string() }),
    sql`SELECT status, payment_status FROM orders WHERE id = ${id}`,
  );
  return row!;
}
/** The notes of the order's history, oldest first. */
async function historyOf(id: string) {
  const rows = await queryRows(
    a.db,
    z.object({ to_status: z.string(), note: z.string().nullable() }),
    sql`SELECT to_status, note FROM order_events WHERE order_id = ${id} ORDER BY created_at, id`,
  );
  return rows;
}
const shipmentOf = async (id: string) =>
  shipmentResponse.parse((await call(a.app, 'GET', `/api/admin/orders/${id}/shipment`, undefined, admin)).body).data
    .shipment!;
/** The mails either server sent to `to` whose subject matches. */
const mails = async (to: string, subject: RegExp) =>
  [...(await mailsTo(a, to)), ...(await mailsTo(b, to))].filter((m) =>
    subject.test(/^Subject: (.*)$/m.exec(m)?.[1] ?? ''),
  );

describe("Shiprocket's tracking webhook", () => {
  it('is refused without the token set there, or with another, and changes nothing', async () => {
    const order = await bookedOrder();
    const update = standIn.scan(order.awb, scan(7, 'DELIVERED', '2026-11-23 11:00:00'));
    for (const token of [null, 'guess', `${TOKEN}x`]) {
      const refused = await send(a, update, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('The x-api-key header does not match the token set for courier updates');
    }
    expect((await orderOf(order.id)).status).toBe('shipped');
    // The token is checked before the body: no one without it learns what a body needs.
    expect((await send(a, { nonsense: true }, 'guess')).statusCode).toBe(401);
  });

  it('refuses a body without a waybill or a status, with the field named', async () => {
    const missing = await send(a, { shipment_status_id: 18 });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().errors)).toContain('awb');
    const words = await send(a, { awb: '123', shipment_status_id: 'in transit' });
    expect(words.statusCode).toBe(400);
    expect(words.json().message).toContain('shipment_status_id must be a status number');
  });

  it('takes words sent null or long, and an update with no scan time once', async () => {
    const order = await bookedOrder();
    const bare = {
      awb: order.awb,
      shipment_status_id: 6,
      shipment_status: null,
      current_status: 'SHIPPED',
      current_timestamp: null,
      etd: null,
      scans: [{ date: null, activity: 'x'.repeat(2_000), location: null }],
    };
    const first = await send(a, bare);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.outcome).toBe('kept');
    // Heard again with no time to tell it apart: the same event.
    expect((await send(b, bare)).json().data.outcome).toBe('again');
    const notes = (await historyOf(order.id)).filter((e) => e.note?.startsWith('Courier:'));
    expect(notes).toEqual([{ to_status: 'shipped', note: 'Courier: Shipped' }]);
  });

  it('answers 200 for a parcel not booked here, and keeps nothing', async () => {
    const answer = await send(a, { awb: '99999999999', shipment_status_id: 18, current_status: 'IN TRANSIT' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ outcome: 'unknown' });
  });

  it('keeps an event sent three times to two servers once, in the history and as where the parcel is', async () => {
    const order = await bookedOrder();
    const update = standIn.scan(order.awb, scan(18, 'IN TRANSIT', '2026-11-22 09:30:00', 'Coimbatore Hub'));
    const answers = await Promise.all([send(a, update), send(b, update), send(a, update)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.json().data.outcome).sort()).toEqual(['again', 'again', 'kept']);
    const notes = (await historyOf(order.id)).filter((e) => e.note?.startsWith('Courier:'));
    expect(notes).toEqual([{ to_status: 'shipped', note: 'Courier: In transit at Coimbatore Hub' }]);
    expect(await shipmentOf(order.id)).toMatchObject({
      tracking_status: 'In transit',
      // The scan's time, India's, as an instant.
      tracking_at: '2026-11-22T04:00:00.000Z',
    });
    expect((await orderOf(order.id)).status).toBe('shipped');
  });

  it('delivers the order once when told on both servers at once, with one mail asking for a review', async () => {
    const order = await bookedOrder();
    standIn.scan(order.awb, scan(18, 'IN TRANSIT', '2026-11-22 09:30:00'));
    standIn.scan(order.awb, scan(17, 'OUT FOR DELIVERY', '2026-11-23 08:10:00', 'Kochi'));
    const delivered = standIn.scan(order.awb, scan(7, 'DELIVERED', '2026-11-23 12:45:00', 'Kochi'));
    await Promise.all([send(a, delivered), send(b, delivered), send(b, delivered)]);
    expect(await orderOf(order.id)).toEqual({ status: 'delivered', payment_status: 'paid' });
    const moves = (await historyOf(order.id)).filter((e) => e.to_status === 'delivered' && e.note === 'Delivered');
    expect(moves).toHaveLength(1);
    expect(await mails('asha@example.com', new RegExp(`^Your order ${order.number} has been delivered$`))).toHaveLength(
      1,
    );
  });

  it('keeps the newest scan as where the parcel is when events come out of order', async () => {
    const order = await bookedOrder();
    const outForDelivery = standIn.scan(order.awb, scan(17, 'OUT FOR DELIVERY', '2026-11-24 08:00:00', 'Kochi'));
    const delivered = standIn.scan(order.awb, scan(7, 'DELIVERED', '2026-11-24 13:00:00', 'Kochi'));
    // An in-transit scan of the day before, sent last.
    const inTransit = {
      ...outForDelivery,
      shipment_status_id: 18,
      shipment_status: 'IN TRANSIT',
      current_timestamp: '23 11 2026 18:00:00',
      scans: [{ date: '2026-11-23 18:00:00', activity: 'IN TRANSIT', location: 'Kochi' }],
    };
    expect((await send(a, delivered)).statusCode).toBe(200);
    expect((await send(b, outForDelivery)).statusCode).toBe(200);
    expect((await send(a, inTransit)).statusCode).toBe(200);
    expect((await orderOf(order.id)).status).toBe('delivered');
    expect(await shipmentOf(order.id)).toMatchObject({ tracking_status: 'Delivered' });
    const notes = (await historyOf(order.id)).map((e) => e.note).filter((n) => n?.startsWith('Courier:'));
    expect(notes).toEqual([
      'Courier: Delivered at Kochi',
      'Courier: Out for delivery at Kochi',
      'Courier: In transit at Kochi',
    ]);
  });
});

describe('a parcel in trouble', () => {
  it('tells staff once of a failed delivery, however often it is sent', async () => {
    const order = await bookedOrder();
    const failed = standIn.scan(order.awb, scan(21, 'UNDELIVERED', '2026-11-23 17:00:00'));
    await send(a, failed);
    await send(b, failed);
    // A second attempt that failed too is in the history; staff were told once.
    await send(a, standIn.scan(order.awb, scan(21, 'UNDELIVERED', '2026-11-24 17:00:00')));
    const told = await mails(OWNER, new RegExp(`Order #${order.number}: Delivery attempted, not delivered`));
    expect(told).toHaveLength(1);
    expect((await orderOf(order.id)).status).toBe('shipped');
  });

  it('brought back to the shop, returns its stock and refunds a paid order in full, once', async () => {
    const order = await bookedOrder();
    const before = await stockOf(a.db, line.variant);
    await send(a, standIn.scan(order.awb, scan(9, 'RTO INITIATED', '2026-11-25 10:00:00')));
    expect((await orderOf(order.id)).status).toBe('shipped');
    const returned = standIn.scan(order.awb, scan(10, 'RTO DELIVERED', '2026-11-27 15:00:00', 'Kochi'));
    await Promise.all([send(a, returned), send(b, returned)]);
    expect(await orderOf(order.id)).toEqual({ status: 'cancelled', payment_status: 'refunded' });
    expect(await stockOf(a.db, line.variant)).toBe(before + 2);
    expect(await refundJobsOf(order.id)).toBe(1);
    expect(await mails(OWNER, new RegExp(`Order #${order.number}: Returning to the shop`))).toHaveLength(1);
    const back = await mails(OWNER, new RegExp(`Order #${order.number}: Returned to the shop`));
    expect(back).toHaveLength(1);
    expect(back[0]).toContain('refunded in full');
  });

  it('brought back to the shop, counts a cash order as a delivery refused, with nothing refunded', async () => {
    const order = await bookedOrder();
    // Arranged as a cash order on its way: payment due on delivery (cash-on-delivery.test.ts
    // places them through checkout).
    await a.db.execute(
      sql`UPDATE orders SET payment_method = 'cod', payment_status = 'created' WHERE id = ${order.id}`,
    );
    const refusedBefore = await refusedDeliveries();
    await send(a, standIn.scan(order.awb, scan(10, 'RTO DELIVERED', '2026-11-27 15:00:00')));
    expect(await orderOf(order.id)).toEqual({ status: 'cancelled', payment_status: 'created' });
    expect(await refusedDeliveries()).toBe(refusedBefore + 1);
    expect(await refundJobsOf(order.id)).toBe(0);
    const back = await mails(OWNER, new RegExp(`Order #${order.number}: Returned to the shop`));
    expect(back[0]).toContain('the cash was never collected');
  });
});

/** The outbox's jobs of this kind for an order. */
async function jobsOf(kind: string, orderId: string) {
  const [row] = await queryRows(
    a.db,
    z.object({ n: z.number() }),
    sql`SELECT count(*)::int AS n FROM jobs WHERE kind = ${kind} AND payload->>'orderId' = ${orderId}`,
  );
  return row!.n;
}
const refundJobsOf = (orderId: string) => jobsOf('refund', orderId);

async function refusedDeliveries() {
  const [row] = await queryRows(
    a.db,
    z.object({ n: z.number() }),
    sql`SELECT refused_deliveries AS n FROM users WHERE email = 'asha@example.com'`,
  );
  return row!.n;
}

describe('a parcel delivered after its order was cancelled', () => {
  it('changes nothing and tells staff', async () => {
    const order = await bookedOrder();
    await send(a, standIn.scan(order.awb, scan(42, 'PICKED UP', '2026-11-22 16:00:00')));
    const cancelled = await call(a.app, 'POST', `/api/admin/orders/${order.id}/cancel`, { reason: 'Asked to' }, admin);
    expect(cancelled.status).toBe(200);
    await send(b, standIn.scan(order.awb, scan(7, 'DELIVERED', '2026-11-24 12:00:00')));
    expect((await orderOf(order.id)).status).toBe('cancelled');
    const told = await mails(OWNER, new RegExp(`Order #${order.number}: Delivered`));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('the store changed nothing');
  });
});

describe('the tracking poll', () => {
  it('asks about parcels with no news and makes up a missed webhook; a delivered one is not asked about again', async () => {
    const order = await bookedOrder();
    standIn.scan(order.awb, scan(17, 'OUT FOR DELIVERY', '2026-11-23 08:10:00', 'Kochi'));
    standIn.scan(order.awb, scan(7, 'DELIVERED', '2026-11-23 12:45:00', 'Kochi'));
    const asked = () => standIn.calls.filter((c) => c.path === `/v1/external/courier/track/awb/${order.awb}`).length;

    const ran = await a.app.background.runTask('courier-tracking-poll');
    expect(ran.done).toBeGreaterThanOrEqual(1);
    expect(asked()).toBe(1);
    expect((await orderOf(order.id)).status).toBe('delivered');
    expect(await shipmentOf(order.id)).toMatchObject({ tracking_status: 'Delivered' });

    // Two hours on, its order delivered, the parcel is not asked about again, and followed no more.
    await a.db.execute(sql`UPDATE shipments SET polled_at = now() - interval '3 hours' WHERE order_id = ${order.id}`);
    await b.app.background.runTask('courier-tracking-poll');
    expect(asked()).toBe(1);
    const [row] = await queryRows(
      a.db,
      z.object({ tracking_done: z.boolean() }),
      sql`SELECT tracking_done FROM shipments WHERE order_id = ${order.id}`,
    );
    expect(row!.tracking_done).toBe(true);
  });

  it('stops when Shiprocket is down, leaving the order as it was until it is asked again', async () => {
    const order = await bookedOrder();
    standIn.scan(order.awb, scan(7, 'DELIVERED', '2026-11-23 12:45:00'));
    standIn.failWith = 503;
    try {
      const ran = await a.app.background.runTask('courier-tracking-poll');
      expect(ran.result).toMatch(/Shiprocket/);
      expect((await orderOf(order.id)).status).toBe('shipped');
    } finally {
      standIn.failWith = null;
    }
    // Back up: the parcel asked about as Shiprocket failed is asked again once two hours have
    // passed (the rest in the next run at once), and delivered.
    await a.db.execute(sql`UPDATE shipments SET polled_at = now() - interval '3 hours' WHERE order_id = ${order.id}`);
    await a.app.background.runTask('courier-tracking-poll');
    expect((await orderOf(order.id)).status).toBe('delivered');
  });
});

describe('cancelling an order booked with a courier', () => {
  const cancel = (id: string) =>
    call(a.app, 'POST', `/api/admin/orders/${id}/cancel`, { reason: 'Buyer phoned to cancel' }, admin);
  const serviceOrderOf = (number: string) =>
    [...standIn.orders.values()].find((o) => o.body.order_id === number)!.orderId;
  const drained = async () => {
    await a.app.background.jobs.drain();
    await b.app.background.jobs.drain();
  };

  it('calls the booking off at Shiprocket at once, so no courier comes', async () => {
    const order = await bookedOrder();
    expect((await cancel(order.id)).status).toBe(200);
    expect(await jobsOf('courier-call-off', order.id)).toBe(1);
    await drained();
    expect(standIn.cancelled.has(serviceOrderOf(order.number))).toBe(true);
    const notes = (await historyOf(order.id)).map((e) => e.note);
    expect(notes).toContain(`Shiprocket: booking called off (order ${serviceOrderOf(order.number)} cancelled there)`);
    // No open booking is left: the order shows none.
    const shipment = await call(a.app, 'GET', `/api/admin/orders/${order.id}/shipment`, undefined, admin);
    expect(shipment.body.data.shipment).toBeNull();
  });

  it('with Shiprocket down, tries again through the outbox until it is told', async () => {
    const order = await bookedOrder();
    standIn.failWith = 503;
    try {
      expect((await cancel(order.id)).status).toBe(200);
      await drained();
      expect(standIn.cancelled.has(serviceOrderOf(order.number))).toBe(false);
    } finally {
      standIn.failWith = null;
    }
    await eventually(
      async () => {
        await drained();
        return standIn.cancelled.has(serviceOrderOf(order.number));
      },
      (told) => told,
      5_000,
    );
  });

  it('leaves alone a parcel a courier has picked up: cancelling cannot stop it', async () => {
    const order = await bookedOrder();
    await send(a, standIn.scan(order.awb, scan(42, 'PICKED UP', '2026-11-22 16:00:00')));
    expect((await cancel(order.id)).status).toBe(200);
    expect(await jobsOf('courier-call-off', order.id)).toBe(0);
    await drained();
    expect(standIn.cancelled.has(serviceOrderOf(order.number))).toBe(false);
  });
});

describe('without the token set', () => {
  it('answers 404 saying so', async () => {
    const c = await createTestApp({ sharing: a });
    try {
      const answer = await send(c, { awb: '1', shipment_status_id: 7 });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(
        'Courier updates are not taken here: set SHIPROCKET_WEBHOOK_TOKEN to take them',
      );
    } finally {
      await c.close();
    }
  });
});
