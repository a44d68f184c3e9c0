import { adminAuditListResponse, adminOrderDetailResponse, adminOrderListResponse } from '@store/contracts/admin';
import { createOrderResponse } from '@store/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/accounts';
import { address, createOrder, payInTestMode, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let asha: Shopper;
let ravi: Shopper;
let admin: Shopper;
let a: { id: string; variant: string };

const get = (url: string) => call(t.app, 'GET', url, undefined, admin);
const list = async (query: string) => {
  const res = await get(`/api/admin/orders?${query}`);
  expect(res.status).toBe(200);
  return adminOrderListResponse.parse(res.body).data;
};
const detail = async (id: string) => adminOrderDetailResponse.parse((await get(`/api/admin/orders/${id}`)).body).data;

async function place(who: Shopper, extra: Record<string, unknown> = {}, pay = true) {
  const order = createOrderResponse.parse((await createOrder(t.app, who, a, 1, extra)).body);
  if (pay) expect((await payInTestMode(t.app, who, order.raz.order_id)).status).toBe(200);
  return order;
}

let paidByAsha: Awaited<ReturnType<typeof place>>;
let paidByRavi: Awaited<ReturnType<typeof place>>;
let unpaid: Awaited<ReturnType<typeof place>>;

beforeAll(async () => {
  t = await createTestApp();
  asha = await shopper(t.app, t.db, 'asha@example.com');
  ravi = await shopper(t.app, t.db, 'ravi.k@example.com');
  admin = await shopper(t.app, t.db, 'boss@example.com', 'admin');
  [a] = (await plainProducts(t.db, 1)) as [typeof a];
  await setStock(t.db, a.variant, 50);
  paidByAsha = await place(asha);
  paidByRavi = await place(ravi, { address: { ...address, name: 'Ravi Kumar', phone: '9123456780' } });
  unpaid = await place(asha, {}, false);
});
afterAll(() => t?.close());

describe('GET /api/admin/orders', () => {
  it('lists every order newest first with the total for the pager', async () => {
    const page = await list('pageSize=2');
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items.map((o) => o.id)).toEqual([unpaid.data._id, paidByRavi.data._id]);
    const second = await list('pageSize=2&page=2');
    expect(second.items.map((o) => o.id)).toEqual([paidByAsha.data._id]);
    expect((await list('pageSize=2&page=9')).items).toEqual([]);
    expect((await list('pageSize=2&page=9')).total).toBe(3);
  });

  it('finds orders by number, Razorpay order id, customer name, e-mail and phone', async () => {
    const ids = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).items.map((o) => o.id);
    expect(await ids(paidByRavi.data.order_number)).toEqual([paidByRavi.data._id]);
    expect(await ids(paidByRavi.raz.order_id)).toEqual([paidByRavi.data._id]);
    expect(await ids('ravi.k@')).toEqual([paidByRavi.data._id]);
    expect(await ids('ravi kumar')).toEqual([paidByRavi.data._id]);
    expect(await ids('91234 56780')).toEqual([paidByRavi.data._id]);
    expect(await ids('asha@example.com')).toHaveLength(2);
    expect(await ids('100%_')).toEqual([]);
  });

  it('filters by status and shows the customer and where it goes', async () => {
    const processing = await list('status=processing');
    expect(processing.total).toBe(2);
    expect(processing.items.every((o) => o.status === 'processing' && o.paymentStatus === 'paid')).toBe(true);
    const pending = await list('status=pending_payment');
    expect(pending.items[0]).toMatchObject({
      id: unpaid.data._id,
      customer: { id: asha.id, email: asha.email },
      shipTo: { name: address.name, phone: address.phone, town: address.town, pinCode: address.pinCode },
      itemCount: 1,
      totalPaise: unpaid.data.total,
    });
  });

  it('refuses bad filters with 400 and a message', async () => {
    expect(await get('/api/admin/orders?status=lost')).toMatchObject({
      status: 400,
      body: { message: 'Unknown order status' },
    });
    expect((await get('/api/admin/orders?pageSize=1000')).status).toBe(400);
    expect((await get('/api/admin/orders?page=0')).status).toBe(400);
    expect((await get(`/api/admin/orders?q=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows lines, address, payment and the allowed actions', async () => {
    const o = await detail(paidByAsha.data._id);
    expect(o).toMatchObject({ orderNumber: paidByAsha.data.order_number, status: 'processing', paymentStatus: 'paid' });
    expect(o.address).toMatchObject({ name: address.name, landMark: address.landMark });
    expect(o.lines).toHaveLength(1);
    expect(o.lines[0]).toMatchObject({ productId: a.id, variantId: a.variant, quantity: 1 });
    expect(o.lines[0]?.sku).toMatch(/\S/);
    expect(o.payments).toEqual([
      // The test window opens on UPI, as Razorpay's does.
      expect.objectContaining({
        provider: 'test',
        status: 'captured',
        amountPaise: paidByAsha.data.total,
        method: 'upi',
      }),
    ]);
    expect(o.allowedActions).toEqual(['ship', 'cancel']);
    expect((await detail(unpaid.data._id)).allowedActions).toEqual(['cancel']);
  });

  it('records the way the test window paid, card or net banking, and refuses one it does not offer', async () => {
    for (const method of ['card', 'netbanking'] as const) {
      const order = await place(asha, {}, false);
      const paid = await call(
        t.app,
        'POST',
        '/api/test_payment/pay',
        { razorpay_order_id: order.raz.order_id, method },
        asha,
      );
      expect(paid.status).toBe(200);
      expect((await call(t.app, 'POST', '/api/verify_order', paid.body.data, asha)).status).toBe(200);
      expect((await detail(order.data._id)).payments).toEqual([expect.objectContaining({ method })]);
    }
    const order = await place(asha, {}, false);
    const refused = await call(
      t.app,
      'POST',
      '/api/test_payment/pay',
      { razorpay_order_id: order.raz.order_id, method: 'cash' },
      asha,
    );
    expect(refused.status).toBe(400);
  });

  it('records each move in the history with who and when, and in the audit log', async () => {
    const id = paidByAsha.data._id;
    const shipped = await call(
      t.app,
      'POST',
      `/api/admin/orders/${id}/ship`,
      { tracking_number: 'EK123', carrier: 'India Post Speed Post' },
      admin,
    );
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({ trackingNumber: 'EK123', carrier: 'India Post Speed Post' });
    expect((await call(t.app, 'POST', `/api/admin/orders/${id}/deliver`, {}, admin)).status).toBe(200);
    const o = await detail(id);
    expect(o.allowedActions).toEqual([]);
    expect(o.events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'pending_payment'],
      ['pending_payment', 'processing'],
      ['processing', 'shipped'],
      ['shipped', 'delivered'],
    ]);
    expect(o.events[2]).toMatchObject({
      actor: { id: admin.id, name: 'Test Rider' },
      note: 'India Post Speed Post EK123',
    });
    expect(Date.parse(o.events[3]!.at)).toBeGreaterThan(Date.now() - 60_000);

    const audit = adminAuditListResponse.parse((await get(`/api/admin/audit?entity=order&entityId=${id}`)).body).data;
    expect(audit.items.map((e) => e.action)).toEqual(['order.deliver', 'order.ship']);
    expect(audit.items[1]).toMatchObject({
      actor: { id: admin.id, email: admin.email },
      before: { status: 'processing', trackingNumber: null },
      after: { status: 'shipped', trackingNumber: 'EK123', carrier: 'India Post Speed Post' },
    });
  });

  it('refuses illegal moves with 409 and leaves no trace', async () => {
    const id = unpaid.data._id;
    const before = (await detail(id)).events.length;
    expect(await call(t.app, 'POST', `/api/admin/orders/${id}/deliver`, {}, admin)).toMatchObject({
      status: 409,
      body: { message: 'An order that is pending payment cannot be delivered' },
    });
    expect((await detail(id)).events).toHaveLength(before);
    const audit = adminAuditListResponse.parse((await get(`/api/admin/audit?entityId=${id}`)).body).data;
    expect(audit.total).toBe(0);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await get('/api/admin/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await get('/api/admin/orders/KMH1')).toMatchObject({ status: 400, body: { message: 'Invalid id' } });
    expect(
      (
        await call(
          t.app,
          'POST',
          `/api/admin/orders/${paidByRavi.data._id}/ship`,
          { tracking_number: ' ', carrier: 'DTDC' },
          admin,
        )
      ).body.message,
    ).toBe('Tracking number is required');
  });
});

describe('GET /api/admin/orders/:id/packing-slip', () => {
  it('is a printable page with everything escaped and nothing allowed to run', async () => {
    const evil = await place(asha, {
      address: { ...address, name: '<img src=x onerror=alert(1)>', landMark: '"><script>alert(2)</script>' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${evil.data._id}/packing-slip`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain(evil.data.order_number);
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.body).not.toContain('<img');
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain(address.pinCode);
  });
});
