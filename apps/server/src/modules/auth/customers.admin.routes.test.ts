import { adminAuditListResponse, adminCustomerDetailResponse, adminCustomerListResponse } from '@store/contracts/admin';
import { createOrderResponse } from '@store/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../../test/admin';
import { call, createUser } from '../../test/accounts';
import { address, createOrder, payInTestMode, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Shopper;
let asha: Shopper;
let meera: { id: string; email: string; password: string };
let a: { id: string; variant: string };
let paidTotal = 0;

const list = async (query: string) => {
  const res = await adminCall(t.app, admin, 'GET', `/api/admin/customers?${query}`);
  expect(res.status).toBe(200);
  return adminCustomerListResponse.parse(res.body).data;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await shopper(t.app, t.db, 'owner@example.com', 'admin');
  asha = await shopper(t.app, t.db, 'asha@example.com');
  meera = { email: 'meera@example.com', password: 'helmet42', id: '' };
  meera.id = (await createUser(t.db, { email: meera.email, password: meera.password, name: 'Meera Nair' })).id;
  [a] = (await plainProducts(t.db, 1)) as [typeof a];
  await setStock(t.db, a.variant, 20);
  for (const quantity of [1, 2]) {
    const order = createOrderResponse.parse(
      (await createOrder(t.app, asha, a, quantity, { address: { ...address, phone: '9988776655' } })).body,
    );
    await payInTestMode(t.app, asha, order.raz.order_id);
    paidTotal += order.data.total;
  }
  await createOrder(t.app, asha, a, 1); // never paid
});
afterAll(() => t?.close());

describe('GET /api/admin/customers', () => {
  it('lists customers, not staff, with order count and total spent', async () => {
    const page = await list('');
    expect(page.items.map((c) => c.email).sort()).toEqual(['asha@example.com', 'meera@example.com']);
    expect(page.items.find((c) => c.id === asha.id)).toMatchObject({
      orderCount: 2,
      totalSpentPaise: paidTotal,
      status: 'active',
      phone: address.phone,
    });
    expect(page.items.find((c) => c.id === meera.id)).toMatchObject({
      orderCount: 0,
      totalSpentPaise: 0,
      lastOrderAt: null,
    });
  });

  it('searches name, e-mail and phone, and pages', async () => {
    expect((await list('q=meera%20n')).items.map((c) => c.id)).toEqual([meera.id]);
    expect((await list('q=ASHA@')).items.map((c) => c.id)).toEqual([asha.id]);
    expect((await list('q=99887%2076655')).items.map((c) => c.id)).toEqual([asha.id]);
    expect(await list('pageSize=1&page=2')).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect((await adminCall(t.app, admin, 'GET', '/api/admin/customers?status=vip')).status).toBe(400);
  });
});

describe('GET /api/admin/customers/:id', () => {
  it("shows a customer's orders, and 404 for staff and unknown ids", async () => {
    const c = adminCustomerDetailResponse.parse(
      (await adminCall(t.app, admin, 'GET', `/api/admin/customers/${asha.id}`)).body,
    ).data;
    expect(c.orders).toHaveLength(3);
    expect(c.orders.every((o) => o.customer.id === asha.id)).toBe(true);
    expect(c.signsInWithGoogle).toBe(false);
    expect((await adminCall(t.app, admin, 'GET', `/api/admin/customers/${admin.id}`)).status).toBe(404);
    expect(
      (await adminCall(t.app, admin, 'GET', '/api/admin/customers/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });
});

describe('blocking a customer', () => {
  it('ends their sessions at once and refuses log-in until unblocked', async () => {
    const session = await call(t.app, 'POST', '/api/log_in', { email: meera.email, password: meera.password });
    expect(session.status).toBe(200);
    const token = session.body.data.token as string;
    expect((await call(t.app, 'GET', '/api/get_profile', undefined, { token })).status).toBe(200);

    const blocked = await adminCall(t.app, admin, 'POST', `/api/admin/customers/${meera.id}/block`);
    expect(blocked).toMatchObject({
      status: 200,
      body: { message: 'Customer blocked; their sessions have ended', data: { status: 'blocked' } },
    });
    expect((await call(t.app, 'GET', '/api/get_profile', undefined, { token })).status).toBe(401);
    expect(await call(t.app, 'POST', '/api/log_in', { email: meera.email, password: meera.password })).toMatchObject({
      status: 403,
      body: { message: 'Your account is blocked. Please contact support' },
    });
    expect((await list('status=blocked')).items.map((c) => c.id)).toEqual([meera.id]);

    expect((await adminCall(t.app, admin, 'POST', `/api/admin/customers/${meera.id}/unblock`)).body.data.status).toBe(
      'active',
    );
    expect((await call(t.app, 'GET', '/api/get_profile', undefined, { token })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/log_in', { email: meera.email, password: meera.password })).status).toBe(
      200,
    );

    const audit = adminAuditListResponse.parse(
      (await adminCall(t.app, admin, 'GET', `/api/admin/audit?entity=customer&actorId=${admin.id}`)).body,
    ).data;
    expect(audit.items.map((e) => e.action)).toEqual(['customer.unblock', 'customer.block']);
    expect(audit.items[1]).toMatchObject({ before: { status: 'active' }, after: { status: 'blocked' } });
  });

  it('refuses to block staff and unknown accounts', async () => {
    const other = await shopper(t.app, t.db, 'manager@example.com', 'admin');
    expect(await adminCall(t.app, admin, 'POST', `/api/admin/customers/${other.id}/block`)).toMatchObject({
      status: 409,
      body: { message: 'An admin account cannot be blocked' },
    });
    expect(
      (await adminCall(t.app, admin, 'POST', '/api/admin/customers/00000000-0000-4000-8000-000000000000/block')).status,
    ).toBe(404);
    expect((await adminCall(t.app, admin, 'POST', '/api/admin/customers/not-an-id/block')).status).toBe(400);
  });
});
