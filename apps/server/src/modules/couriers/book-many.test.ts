// Many orders booked at once from the back office's list (docs/couriers.md): each being prepared
// is queued and booked by the outbox with the recommended courier, the rest left out with why;
// Shiprocket down is tried again, Shiprocket refusing fails that booking for good with its reason.
import { randomUUID } from 'node:crypto';
import { bookManyResponse, courierSetupResponse } from '@store/contracts/couriers';
import { createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { eventually } from '../../test/eventually';
import { createOrder, type Shopper } from '../../test/shop';
import type { ShiprocketStandIn } from '../../test/shiprocket-stand-in';
import { courierShop, type CourierShop } from '../../test/courier-shop';
import type { TestApp } from '../../test/test-app';

let standIn: ShiprocketStandIn;
let t: TestApp;
let asha: Shopper;
let admin: Shopper;
let line: { id: string; variant: string };

let shop: CourierShop;

beforeAll(async () => {
  shop = await courierShop({
    // A failed try of an outbox job comes round again in milliseconds.
    JOB_RETRY_BASE_MS: '20',
  });
  ({ standIn, t, asha, admin, line } = shop);
});
afterAll(() => shop?.close());
afterEach(() => {
  standIn.failWith = null;
  standIn.refuse = null;
});

const paidOrder = () => shop.paidOrder(1);
const bookMany = (ids: string[], who: Shopper = admin) =>
  call(t.app, 'POST', '/api/admin/shipments', { order_ids: ids }, who);

async function statusOf(id: string) {
  const [row] = await queryRows(
    t.db,
    z.object({ status: z.string(), tracking_number: z.string().nullable() }),
    sql`SELECT status, tracking_number FROM orders WHERE id = ${id}`,
  );
  return row!;
}
/** The outbox's booking jobs of these orders, with their state. */
async function bookingJobs(ids: string[]) {
  return queryRows(
    t.db,
    z.object({ order_id: z.string(), status: z.string(), last_error: z.string().nullable() }),
    sql`SELECT payload->>'orderId' AS order_id, status, last_error FROM jobs
        WHERE kind = 'courier-book' AND payload->>'orderId' = ANY(${sql.param(ids)}::text[])`,
  );
}

describe('booking many orders at once', () => {
  it('says couriers are booked here, and whether the tracking webhook is taken', async () => {
    const setup = courierSetupResponse.parse(
      (await call(t.app, 'GET', '/api/admin/shipments/setup', undefined, admin)).body,
    );
    expect(setup.data).toEqual({ bookable: true, webhook: false });
  });

  it('queues those being prepared, leaves out the rest with why, and books each once with its recommended courier', async () => {
    const [one, two, three] = [await paidOrder(), await paidOrder(), await paidOrder()];
    const unpaid = createOrderResponse.parse((await createOrder(t.app, asha, line, 1)).body).data;
    const booked = await paidOrder();
    const before = await call(t.app, 'POST', `/api/admin/orders/${booked._id}/shipment`, {}, admin);
    expect(before.status).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';

    const answer = await bookMany([one._id, two._id, three._id, unpaid._id, booked._id, unknown, one._id]);
    expect(answer.status).toBe(200);
    const { message, data } = bookManyResponse.parse(answer.body);
    expect(message).toBe('3 orders are being booked');
    expect(data.queued.map((q) => q.order_number)).toEqual([one.order_number, two.order_number, three.order_number]);
    expect(data.skipped).toEqual([
      { id: unpaid._id, order_number: unpaid.order_number, reason: 'Not being prepared: it is pending_payment' },
      {
        id: booked._id,
        order_number: booked.order_number,
        reason: `Already booked: waybill ${before.body.data.shipment.awb}`,
      },
      { id: unknown, order_number: '', reason: 'No such order' },
    ]);

    await t.app.background.jobs.drain();
    for (const order of [one, two, three]) {
      const row = await statusOf(order._id);
      expect(row.status).toBe('shipped');
      expect(row.tracking_number).toMatch(/^7\d{11}$/);
      const made = [...standIn.orders.values()].filter((o) => o.body.order_id === order.order_number);
      expect(made).toHaveLength(1);
      // The recommended courier: none was named when the waybill was asked for.
      expect(made[0]!.courierId).toBe(43);
    }
    // Asked again, each is left out as booked: nothing is booked twice.
    const again = bookManyResponse.parse((await bookMany([one._id])).body).data;
    expect(again.queued).toEqual([]);
    expect(again.skipped[0]!.reason).toMatch(/^Already booked: waybill 7\d{11}$/);
  });

  it('with Shiprocket down, tries again through the outbox until the booking goes through', async () => {
    const order = await paidOrder();
    standIn.failWith = 503;
    expect((await bookMany([order._id])).status).toBe(200);
    await t.app.background.jobs.drain();
    expect((await statusOf(order._id)).status).toBe('processing');
    standIn.failWith = null;
    await eventually(
      async () => {
        await t.app.background.jobs.drain();
        return (await statusOf(order._id)).status;
      },
      (status) => status === 'shipped',
      5_000,
    );
    expect([...standIn.orders.values()].filter((o) => o.body.order_id === order.order_number)).toHaveLength(1);
  });

  it("with Shiprocket refusing, fails that booking for good with its reason, on the job and the order's booking", async () => {
    const order = await paidOrder();
    standIn.refuse = 'awb';
    expect((await bookMany([order._id])).status).toBe(200);
    await t.app.background.jobs.drain();
    expect(await bookingJobs([order._id])).toEqual([
      {
        order_id: order._id,
        status: 'failed',
        last_error: 'Shiprocket did not assign a waybill: Insufficient wallet balance',
      },
    ]);
    expect((await statusOf(order._id)).status).toBe('processing');
    const shipment = await call(t.app, 'GET', `/api/admin/orders/${order._id}/shipment`, undefined, admin);
    expect(shipment.body.data.shipment.last_error).toBe(
      'Could not assign a waybill: Shiprocket did not assign a waybill: Insufficient wallet balance',
    );
  });

  it('refuses an empty list, more than fifty, ids that are not ids, and shoppers', async () => {
    for (const ids of [[], Array.from({ length: 51 }, () => randomUUID())]) {
      const refused = await bookMany(ids);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Choose from 1 to 50 orders to book at once');
    }
    expect((await bookMany(['KMH100001'])).status).toBe(400);
    expect((await bookMany([randomUUID()], asha)).status).toBe(403);
  });
});
