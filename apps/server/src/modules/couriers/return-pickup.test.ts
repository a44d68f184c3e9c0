// Reverse pickups (docs/couriers.md): an approved return booked with a courier through a
// Shiprocket stand-in, from the buyer's address to the pickup location; the buyer mailed and shown
// the courier; the service down mid-way and resumed without booking twice; the return's tracking
// kept without moving the order; refusals; and the poll following it until the parcel is received.
import { orderCouriersResponse, returnPickupResponse } from '@store/contracts/couriers';
import { orderReturnsResponse } from '@store/contracts/returns';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call, mailsTo } from '../../test/accounts';
import { courierShop, type CourierShop } from '../../test/courier-shop';
import type { StandInScan } from '../../test/shiprocket-stand-in';

const TOKEN = 'return-tracking-token-9c1e';
let shop: CourierShop;

beforeAll(async () => {
  shop = await courierShop({ SHIPROCKET_WEBHOOK_TOKEN: TOKEN });
});
afterAll(() => shop?.close());
afterEach(() => {
  shop.standIn.failWith = null;
  shop.standIn.refuse = null;
});

/**
 * A paid order of three, shipped and delivered by staff, with a return of two of them asked for by
 * the buyer and, unless `approve` is false, approved: the order's and the return's ids.
 */
async function returnOf(approve = true) {
  const { t, asha, admin } = shop;
  const order = await shop.paidOrder(3);
  const ship = { tracking_number: 'DL555', carrier: 'Delhivery' };
  expect((await call(t.app, 'POST', `/api/admin/orders/${order._id}/ship`, ship, admin)).status).toBe(200);
  expect((await call(t.app, 'POST', `/api/admin/orders/${order._id}/deliver`, {}, admin)).status).toBe(200);
  const lines = (await call(t.app, 'GET', `/api/order_returns?id=${order._id}`, undefined, asha)).body.data.lines;
  const asked = await call(
    t.app,
    'POST',
    '/api/request_return',
    { order_id: order._id, lines: [{ line: lines[0].orderLineId, quantity: 2 }], reason: 'Too tight' },
    asha,
  );
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const returnId = asked.body.data.id as string;
  if (approve) {
    const approved = await call(t.app, 'POST', `/api/admin/returns/${returnId}/approve`, { note: '' }, admin);
    expect(approved.status).toBe(200);
  }
  return { orderId: order._id, orderNumber: order.order_number, returnId, number: asked.body.data.number as string };
}

const book = (returnId: string, body: Record<string, unknown> = {}) =>
  call(shop.t.app, 'POST', `/api/admin/returns/${returnId}/pickup`, body, shop.admin);
const standInReturn = (reference: string) =>
  [...shop.standIn.orders.values()].find((o) => o.isReturn && String(o.body.order_id).startsWith(reference));
/** The return as the buyer sees it on the order's page. */
async function buyersReturn(orderId: string, returnId: string) {
  const res = await call(shop.t.app, 'GET', `/api/order_returns?id=${orderId}`, undefined, shop.asha);
  return orderReturnsResponse.parse(res.body).data.returns.find((r) => r.id === returnId)!;
}
async function historyOf(orderId: string) {
  const rows = await queryRows(
    shop.t.db,
    z.object({ note: z.string().nullable() }),
    sql`SELECT note FROM order_events WHERE order_id = ${orderId} ORDER BY created_at, id`,
  );
  return rows.map((r) => r.note ?? '');
}
const scan = (statusId: number, label: string, date: string): StandInScan => ({
  statusId,
  label,
  location: 'Kochi',
  date,
});
const webhook = (body: unknown) =>
  shop.t.app.inject({
    method: 'POST',
    url: '/api/webhooks/courier-updates',
    headers: { 'x-api-key': TOKEN },
    payload: body as Record<string, unknown>,
  });

describe('the couriers for a return', () => {
  it("lists those collecting at the buyer's PIN for the pickup location, asked of Shiprocket as a return", async () => {
    const { returnId } = await returnOf();
    const answer = await call(
      shop.t.app,
      'GET',
      `/api/admin/returns/${returnId}/pickup/couriers`,
      undefined,
      shop.admin,
    );
    expect(answer.status).toBe(200);
    const data = orderCouriersResponse.parse(answer.body).data;
    expect(data.pickup).toEqual({ name: 'Primary', pin: '682016' });
    expect(data.delivery_pin).toBe('682001');
    expect(data.couriers.map((c) => c.name)).toEqual(['Delhivery Surface', 'Amazon Surface']);
    const asked = shop.standIn.calls.filter((c) => c.path === '/v1/external/courier/serviceability/').at(-1)!;
    expect(asked.query).toMatchObject({
      pickup_postcode: '682001',
      delivery_postcode: '682016',
      is_return: '1',
      cod: '0',
    });
    expect(Number(asked.query.declared_value)).toBeGreaterThan(0);
  });
});

describe('booking a return pickup', () => {
  it('creates the return at Shiprocket from the buyer to the pickup location, assigns a waybill and mails the buyer', async () => {
    const { orderId, orderNumber, returnId, number } = await returnOf();
    const booked = await book(returnId, { courier_id: 142 });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const pickup = returnPickupResponse.parse(booked.body).data.pickup!;
    expect(pickup).toMatchObject({ state: 'booked', courier_name: 'Amazon Surface', courier_id: 142 });
    expect(pickup.pickup_scheduled_at).toBe('2026-12-01 14:00:00');

    const made = standInReturn(number)!;
    expect(made.body).toMatchObject({
      order_id: number,
      pickup_customer_name: 'Asha',
      pickup_last_name: 'Menon',
      pickup_pincode: '682001',
      pickup_address: '12 Marine Drive',
      pickup_email: 'asha@example.com',
      pickup_phone: '9876543210',
      shipping_customer_name: 'Store',
      shipping_last_name: 'manager',
      shipping_address: '12 MG Road',
      shipping_pincode: '682016',
      shipping_phone: '9847000002',
      payment_method: 'PREPAID',
    });
    const items = made.body.order_items as Array<{ units: number; selling_price: number }>;
    expect(items).toHaveLength(1);
    expect(items[0]!.units).toBe(2);
    expect(made.body.sub_total).toBeCloseTo(items[0]!.selling_price * 2, 1);
    const awbCall = shop.standIn.calls.filter((c) => c.path === '/v1/external/courier/assign/awb').at(-1)!;
    expect(awbCall.body).toMatchObject({ shipment_id: made.shipmentId, courier_id: 142, is_return: 1 });
    // A return's courier brings its own label: no pickup request, label or manifest is asked for.
    const asked = (path: string) =>
      shop.standIn.calls.filter((c) => c.path === path && JSON.stringify(c.body).includes(String(made.shipmentId)));
    expect(asked('/v1/external/courier/generate/pickup')).toHaveLength(0);
    expect(asked('/v1/external/courier/generate/label')).toHaveLength(0);

    // The buyer sees the courier on the order's page, and is mailed once.
    const seen = await buyersReturn(orderId, returnId);
    expect(seen.status).toBe('approved');
    expect(seen.pickup).toMatchObject({
      booked: true,
      courier: 'Amazon Surface',
      awb: made.awb,
      scheduledFor: '2026-12-01 14:00:00',
      trackingUrl: `https://shiprocket.co/tracking/${made.awb}`,
      problem: null,
    });
    const mails = (await mailsTo(shop.t, 'asha@example.com')).filter((m) =>
      m.includes('A courier will collect your return'),
    );
    expect(mails.filter((m) => m.includes(number))).toHaveLength(1);
    expect(mails.find((m) => m.includes(number))).toContain(made.awb!);
    expect((await historyOf(orderId)).some((n) => n.startsWith(`Return ${number}: Amazon Surface collects`))).toBe(
      true,
    );
    expect(orderNumber).toBeTruthy();

    // Asked again: already booked, nothing made twice.
    const again = await book(returnId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`This return's pickup is already booked: waybill ${made.awb}`);
    expect([...shop.standIn.orders.values()].filter((o) => String(o.body.order_id).startsWith(number))).toHaveLength(1);
    const view = await call(shop.t.app, 'GET', `/api/admin/returns/${returnId}/pickup`, undefined, shop.admin);
    expect(returnPickupResponse.parse(view.body).data).toMatchObject({ bookable: true, pickup: { awb: made.awb } });
  });

  it('resumes a booking cut off by a refusal and by Shiprocket going down, without creating the return twice', async () => {
    const { orderId, returnId, number } = await returnOf();
    shop.standIn.refuse = 'awb';
    const cut = await book(returnId);
    expect(cut.status).toBe(502);
    expect(cut.body.message).toMatch(/Insufficient wallet balance/);
    // The buyer sees nothing until it is booked; staff see what stopped it.
    expect((await buyersReturn(orderId, returnId)).pickup).toBeNull();
    const staffView = await call(shop.t.app, 'GET', `/api/admin/returns/${returnId}/pickup`, undefined, shop.admin);
    expect(returnPickupResponse.parse(staffView.body).data.pickup).toMatchObject({
      state: 'booking',
      last_error: expect.stringMatching(/^Could not assign the pickup a waybill/),
    });
    expect((await historyOf(orderId)).some((n) => n.startsWith(`Return ${number}: Shiprocket: could not`))).toBe(true);

    shop.standIn.refuse = null;
    shop.standIn.failWith = 503;
    expect((await book(returnId)).status).toBe(503);
    shop.standIn.failWith = null;
    // A waybill assigned whose answer is lost is read from the shipment's tracking.
    shop.standIn.loseAnswerOf.add('awb');
    const resumed = await book(returnId);
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    const made = standInReturn(number)!;
    expect(returnPickupResponse.parse(resumed.body).data.pickup).toMatchObject({ state: 'booked', awb: made.awb });
    expect([...shop.standIn.orders.values()].filter((o) => String(o.body.order_id).startsWith(number))).toHaveLength(1);
  });

  it('refuses a return not approved, one unknown, a malformed id and a shopper', async () => {
    const { returnId } = await returnOf(false);
    const early = await book(returnId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only an approved return can have its pickup booked; this one is requested');
    expect((await book('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await book('not-an-id')).status).toBe(400);
    expect((await book(returnId, { courier_id: 'fast' })).status).toBe(400);
    const asShopper = await call(shop.t.app, 'POST', `/api/admin/returns/${returnId}/pickup`, {}, shop.asha);
    expect(asShopper.status).toBe(403);
    const [{ n } = { n: -1 }] = await queryRows(
      shop.t.db,
      z.object({ n: z.number() }),
      sql`SELECT count(*)::int AS n FROM shipments WHERE return_id = ${returnId}`,
    );
    expect(n).toBe(0);
  });
});

describe("a return pickup's tracking", () => {
  it("is kept in the order's history and shown to the buyer, without moving the order or the return", async () => {
    const { orderId, returnId, number } = await returnOf();
    expect((await book(returnId)).status).toBe(200);
    const awb = standInReturn(number)!.awb!;
    const picked = shop.standIn.scan(awb, scan(42, 'PICKED UP', '2026-11-24 15:10:00'));
    expect(picked.is_return).toBe(1);
    expect((await webhook(picked)).statusCode).toBe(200);
    const arrived = shop.standIn.scan(awb, scan(7, 'DELIVERED', '2026-11-25 11:00:00'));
    expect((await webhook(arrived)).statusCode).toBe(200);
    expect((await webhook(arrived)).json().data).toEqual({ outcome: 'again' });

    const [order] = await queryRows(
      shop.t.db,
      z.object({ status: z.string() }),
      sql`SELECT status FROM orders WHERE id = ${orderId}`,
    );
    expect(order!.status).toBe('delivered');
    const seen = await buyersReturn(orderId, returnId);
    expect(seen.status).toBe('approved');
    expect(seen.pickup?.status).toBe('Delivered to the shop');
    const history = await historyOf(orderId);
    expect(history.filter((n) => n === `Return ${number} courier: Delivered to the shop at Kochi`)).toHaveLength(1);
    expect(history).toContain(`Return ${number} courier: Picked up at Kochi`);
  });

  it('is polled while the return waits for its parcel, and no more once staff receive it', async () => {
    const { returnId, number } = await returnOf();
    expect((await book(returnId)).status).toBe(200);
    const awb = standInReturn(number)!.awb!;
    shop.standIn.scan(awb, scan(18, 'IN TRANSIT', '2026-11-24 09:00:00'));
    const asked = () => shop.standIn.calls.filter((c) => c.path === `/v1/external/courier/track/awb/${awb}`).length;

    await shop.t.app.background.runTask('courier-tracking-poll');
    expect(asked()).toBe(1);
    const view = await call(shop.t.app, 'GET', `/api/admin/returns/${returnId}/pickup`, undefined, shop.admin);
    expect(returnPickupResponse.parse(view.body).data.pickup?.tracking_status).toBe('In transit');

    expect((await call(shop.t.app, 'POST', `/api/admin/returns/${returnId}/receive`, {}, shop.admin)).status).toBe(200);
    await shop.t.db.execute(
      sql`UPDATE shipments SET polled_at = now() - interval '3 hours', tracking_at = now() - interval '3 hours' WHERE return_id = ${returnId}`,
    );
    await shop.t.app.background.runTask('courier-tracking-poll');
    expect(asked()).toBe(1);
    const [row] = await queryRows(
      shop.t.db,
      z.object({ tracking_done: z.boolean() }),
      sql`SELECT tracking_done FROM shipments WHERE return_id = ${returnId}`,
    );
    expect(row!.tracking_done).toBe(true);
  });

  it('ends with a pickup cancelled at Shiprocket: the buyer is no longer told, and staff book another', async () => {
    const { orderId, returnId, number } = await returnOf();
    expect((await book(returnId)).status).toBe(200);
    const first = standInReturn(number)!;
    expect((await webhook(shop.standIn.scan(first.awb!, scan(8, 'CANCELED', '2026-11-24 10:00:00')))).statusCode).toBe(
      200,
    );
    expect((await buyersReturn(orderId, returnId)).pickup).toBeNull();

    const again = await book(returnId);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const second = [...shop.standIn.orders.values()].find((o) => o.body.order_id === `${number}-2`)!;
    expect(returnPickupResponse.parse(again.body).data.pickup).toMatchObject({ state: 'booked', awb: second.awb });
    expect((await buyersReturn(orderId, returnId)).pickup?.awb).toBe(second.awb);
  });
});

describe('a return received while its pickup was cut off', () => {
  it('calls the half-made booking off at Shiprocket and shows no pickup', async () => {
    const { orderId, returnId, number } = await returnOf();
    shop.standIn.refuse = 'awb';
    expect((await book(returnId)).status).toBe(502);
    shop.standIn.refuse = null;
    expect((await call(shop.t.app, 'POST', `/api/admin/returns/${returnId}/receive`, {}, shop.admin)).status).toBe(200);

    const late = await book(returnId);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Only an approved return can have its pickup booked; this one is received');
    const made = standInReturn(number)!;
    expect(shop.standIn.cancelled.has(made.orderId)).toBe(true);
    const view = await call(shop.t.app, 'GET', `/api/admin/returns/${returnId}/pickup`, undefined, shop.admin);
    expect(returnPickupResponse.parse(view.body).data.pickup).toBeNull();
    expect((await buyersReturn(orderId, returnId)).pickup).toBeNull();
  });
});
