// Booking couriers through Shiprocket from the back office, against a local stand-in speaking its
// documented calls (docs/couriers.md): the couriers serving an order, a booking from order to
// waybill, pickup, label and manifest and on to shipped; a token ended mid-way; the service down
// during a booking, resumed without booking twice; a courier refusing; and without the settings.
import { orderCouriersResponse, shipmentResponse } from '@store/contracts/couriers';
import { createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call, mailsTo } from '../../test/accounts';
import { createOrder, type Shopper } from '../../test/shop';
import type { ShiprocketStandIn } from '../../test/shiprocket-stand-in';
import { courierShop, type CourierShop } from '../../test/courier-shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventually } from '../../test/eventually';

let standIn: ShiprocketStandIn;
let t: TestApp;
let asha: Shopper;
let admin: Shopper;
let line: { id: string; variant: string };

let shop: CourierShop;

beforeAll(async () => {
  shop = await courierShop();
  ({ standIn, t, asha, admin, line } = shop);
});
afterAll(() => shop?.close());
afterEach(() => {
  standIn.failWith = null;
  standIn.refuse = null;
});

const paidOrder = () => shop.paidOrder(2);

const book = (orderId: string, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `/api/admin/orders/${orderId}/shipment`, body, admin);
/** The order's status, tracking and total as stored. */
async function stored(orderId: string) {
  const [row] = await queryRows(
    t.db,
    z.object({
      status: z.string(),
      tracking_number: z.string().nullable(),
      carrier: z.string().nullable(),
      tracking_url: z.string().nullable(),
      total_paise: z.number().int(),
    }),
    sql`SELECT status, tracking_number, carrier, tracking_url, total_paise FROM orders WHERE id = ${orderId}`,
  );
  return row!;
}
const standInOrderFor = (reference: string) => [...standIn.orders.values()].find((o) => o.body.order_id === reference);

describe('the couriers for an order', () => {
  it("lists those serving its PIN from the primary pickup location, with the parcel's weight", async () => {
    const order = await paidOrder();
    const answer = await call(t.app, 'GET', `/api/admin/orders/${order._id}/couriers`, undefined, admin);
    expect(answer.status).toBe(200);
    const { data } = orderCouriersResponse.parse(answer.body);
    expect(data).toMatchObject({
      pickup: { name: 'Primary', pin: '682016' },
      delivery_pin: '682001',
      recommended_id: 43,
    });
    expect(data.parcel_grams).toBeGreaterThan(0);
    expect(data.couriers.map((c) => [c.name, c.rate_paise, c.days])).toEqual([
      ['Delhivery Surface', 5400, 4],
      ['Amazon Surface', 6150, 3],
    ]);
    const asked = standIn.calls.filter((c) => c.path === '/v1/external/courier/serviceability/').at(-1)!;
    expect(asked.query).toMatchObject({ pickup_postcode: '682016', delivery_postcode: '682001', cod: '0' });
    expect(Number(asked.query.weight)).toBeCloseTo(data.parcel_grams / 1000, 2);
  });

  it('is refused to shoppers, and answers 404 for an unknown order', async () => {
    const order = await paidOrder();
    expect((await call(t.app, 'GET', `/api/admin/orders/${order._id}/couriers`, undefined, asha)).status).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(t.app, 'GET', `/api/admin/orders/${unknown}/couriers`, undefined, admin)).status).toBe(404);
  });
});

describe('booking an order', () => {
  it('creates it at Shiprocket, gets a waybill, pickup, label and manifest, and ships it with the tracking page', async () => {
    const order = await paidOrder();
    const booked = await book(order._id, { courier_id: 142 });
    expect(booked.status).toBe(200);
    const awb = booked.body.data.shipment.awb as string;
    expect(booked.body.data.shipment).toMatchObject({
      state: 'booked',
      reference: order.order_number,
      courier_id: 142,
      courier_name: 'Amazon Surface',
      pickup_scheduled_at: '2026-12-01 14:00:00',
      last_error: null,
    });
    expect(booked.body.data.shipment.label_url).toMatch(/label-\d+\.pdf$/);
    expect(booked.body.data.shipment.manifest_url).toMatch(/manifest-\d+\.pdf$/);

    const row = await stored(order._id);
    expect(row).toMatchObject({
      status: 'shipped',
      tracking_number: awb,
      carrier: 'Amazon Surface',
      tracking_url: `https://shiprocket.co/tracking/${awb}`,
    });
    // What Shiprocket was sent: the order's address, lines and money, adding up to what the buyer paid.
    const sent = standInOrderFor(order.order_number)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      pickup_location: 'Primary',
      billing_customer_name: 'Asha',
      billing_last_name: 'Menon',
      billing_pincode: '682001',
      billing_phone: '9876543210',
      billing_email: 'asha@example.com',
      payment_method: 'Prepaid',
    });
    const money = sent as { sub_total: number; shipping_charges: number; total_discount: number };
    expect(Math.round((money.sub_total + money.shipping_charges - money.total_discount) * 100)).toBe(row.total_paise);
    // The shipped mail goes out as when staff type the tracking number in.
    await eventually(
      async () => (await mailsTo(t, 'asha@example.com')).filter((m) => m.includes(awb)).length,
      (n) => n > 0,
    );
    // Every call is in the order's history.
    const detail = await call(t.app, 'GET', `/api/admin/orders/${order._id}`, undefined, admin);
    const notes = (detail.body.data.events as Array<{ note: string | null }>).map((h) => h.note ?? '');
    expect(notes.filter((n) => n.startsWith('Shiprocket:'))).toHaveLength(4);
  });

  it('books the recommended courier when none is chosen, and never books an order twice', async () => {
    const order = await paidOrder();
    const booked = await book(order._id);
    expect(booked.status).toBe(200);
    expect(booked.body.data.shipment.courier_name).toBe('Delhivery Surface');
    const again = await book(order._id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `This order is already booked with a courier: waybill ${booked.body.data.shipment.awb}`,
    );
    expect([...standIn.orders.values()].filter((o) => o.body.order_id === order.order_number)).toHaveLength(1);
  });

  it('logs in again when Shiprocket ends the token mid-way, and the booking goes through', async () => {
    const order = await paidOrder();
    const logins = standIn.logins();
    standIn.endTokens();
    expect((await book(order._id)).status).toBe(200);
    expect(standIn.logins()).toBe(logins + 1);
  });

  it('with the service down, marks nothing shipped, says why, and resumes from where it stopped', async () => {
    const order = await paidOrder();
    standIn.refuse = 'awb';
    const refused = await book(order._id);
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe('Shiprocket did not assign a waybill: Insufficient wallet balance');
    expect((await stored(order._id)).status).toBe('processing');

    standIn.refuse = null;
    standIn.failWith = 503;
    const down = await book(order._id);
    expect(down.status).toBe(503);
    const shipment = shipmentResponse.parse(
      (await call(t.app, 'GET', `/api/admin/orders/${order._id}/shipment`, undefined, admin)).body,
    ).data;
    expect(shipment.bookable).toBe(true);
    expect(shipment.shipment).toMatchObject({ state: 'booking', awb: null });
    expect(shipment.shipment?.last_error).toMatch(/^Could not assign a waybill: Shiprocket refused .* \(503\)/);

    standIn.failWith = null;
    const resumed = await book(order._id);
    expect(resumed.status).toBe(200);
    // One order at Shiprocket: the booking went on from the waybill.
    expect([...standIn.orders.values()].filter((o) => o.body.order_id === order.order_number)).toHaveLength(1);
    expect((await stored(order._id)).status).toBe('shipped');
  });

  it('refuses an order not yet paid or already shipped by hand', async () => {
    const unpaid = createOrderResponse.parse((await createOrder(t.app, asha, line, 1)).body).data;
    const refused = await book(unpaid._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Only an order being prepared can be booked with a courier; this one is pending_payment',
    );
    const byHand = await paidOrder();
    const shipped = await call(
      t.app,
      'POST',
      `/api/admin/orders/${byHand._id}/ship`,
      { tracking_number: 'DL123', carrier: 'Delhivery' },
      admin,
    );
    expect(shipped.status).toBe(200);
    expect((await book(byHand._id)).body.message).toBe(
      'Only an order being prepared can be booked with a courier; this one is shipped',
    );
  });

  it('finds again what a step did when its answer was lost, and books each thing once', async () => {
    const order = await paidOrder();
    const before = standIn.orders.size;
    // The order made at Shiprocket, its answer lost: the next try makes it under a new reference.
    standIn.loseAnswerOf.add('create');
    expect((await book(order._id)).status).toBe(503);
    // The waybill assigned, its answer lost: read at once from the shipment's tracking. Then the
    // pickup booked, its answer lost: the next try takes the queued pickup as booked.
    standIn.loseAnswerOf.add('awb');
    standIn.loseAnswerOf.add('pickup');
    const cut = await book(order._id);
    expect(cut.status).toBe(503);
    expect(standIn.loseAnswerOf.size).toBe(0);
    const shipment = await call(t.app, 'GET', `/api/admin/orders/${order._id}/shipment`, undefined, admin);
    expect(shipment.body.data.shipment).toMatchObject({ state: 'booking', pickup_scheduled_at: null });
    expect(shipment.body.data.shipment.awb).toMatch(/^7\d{11}$/);
    const booked = await book(order._id);
    expect(booked.status).toBe(200);

    const made = [...standIn.orders.values()].slice(before);
    expect(made).toHaveLength(2);
    // The first, whose answer was lost, is left unbooked; the second has the one waybill and pickup.
    expect(made[0]).toMatchObject({ awb: null, pickups: 0 });
    expect(made[1]).toMatchObject({ awb: booked.body.data.shipment.awb, pickups: 1, labels: 1, manifests: 1 });
    expect(made[1]!.body.order_id).toBe(booked.body.data.shipment.reference);
    expect(booked.body.data.shipment.reference).toMatch(new RegExp(`^${order.order_number}-`));
  });

  it('lets one booking of an order run at a time', async () => {
    const order = await paidOrder();
    standIn.delayMs = 150;
    try {
      const [first, second] = await Promise.all([book(order._id), book(order._id)]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const refused = first.status === 409 ? first : second;
      expect(refused.body.message).toBe('This order is being booked right now: wait a moment and look again');
    } finally {
      standIn.delayMs = 0;
    }
    expect([...standIn.orders.values()].filter((o) => o.body.order_id === order.order_number)).toHaveLength(1);
  });

  it('calls off at Shiprocket a booking cut off when the order is cancelled, and books it no more', async () => {
    const order = await paidOrder();
    standIn.refuse = 'pickup';
    expect((await book(order._id)).status).toBe(502);
    const cancelled = await call(
      t.app,
      'POST',
      `/api/admin/orders/${order._id}/cancel`,
      { reason: 'Customer changed their mind' },
      admin,
    );
    expect(cancelled.status).toBe(200);
    standIn.refuse = null;
    // The cancellation's call-off goes through the outbox (track-shipment.test.ts holds its retries).
    await t.app.background.jobs.drain();
    const again = await book(order._id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only an order being prepared can be booked with a courier; this one is cancelled');
    const made = standInOrderFor(order.order_number)!;
    expect(standIn.cancelled.has(made.orderId)).toBe(true);
    const shipment = await call(t.app, 'GET', `/api/admin/orders/${order._id}/shipment`, undefined, admin);
    expect(shipment.body.data.shipment).toBeNull();
  });
});

describe('without Shiprocket set', () => {
  it('says couriers are booked by hand', async () => {
    const plain = await createTestApp({ sharing: t });
    try {
      const order = await paidOrder();
      const answer = await call(plain.app, 'GET', `/api/admin/orders/${order._id}/couriers`, undefined, admin);
      expect(answer.status).toBe(404);
      const shipment = await call(plain.app, 'GET', `/api/admin/orders/${order._id}/shipment`, undefined, admin);
      expect(shipment.body.data).toEqual({ bookable: false, shipment: null });
      expect(answer.body.message).toBe(
        'Couriers are booked by hand: set SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD to book them from the back office',
      );
    } finally {
      await plain.close();
    }
  });
});
