import { adminOrderDetailResponse } from '@store/contracts/admin';
import { createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { address, payInTestMode, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TaxDocumentBody } from './invoice-body';

let t: TestApp;
let garage: Shopper;
let a: { id: string; variant: string };

/** A Bengaluru workshop's GSTIN (state code 29, check character computed). */
const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';
const KERALA_GSTIN = '32AABCK1234M1ZT';
const bengaluruOffice = { ...address, name: 'Accounts', pinCode: '560001', town: 'Bengaluru', state: 'Karnataka' };

function order(business: unknown) {
  return call(
    t.app,
    'POST',
    '/api/create_order',
    { address, products: [{ product: a.id, variant: a.variant, quantity: 2 }], type: 'single', business },
    garage,
  );
}

async function invoiceBody(orderId: string) {
  const [row] = await queryRows(
    t.db,
    z.object({ body: z.unknown() }),
    sql`SELECT body FROM tax_documents WHERE order_id = ${orderId} AND kind = 'invoice'`,
  );
  return row?.body as TaxDocumentBody;
}

beforeAll(async () => {
  t = await createTestApp();
  garage = await shopper(t.app, t.db, 'workshop@example.com');
  [a] = (await plainProducts(t.db, 1)) as [typeof a];
  await setStock(t.db, a.variant, 50);
});
afterAll(() => t?.close());

describe('a business buyer at checkout', () => {
  it("gets its GSTIN and billing address on the invoice, place of supply its GSTIN's state", async () => {
    const placed = await order({
      gstin: KARNATAKA_GSTIN.toLowerCase(),
      name: 'Speed Garage LLP',
      billing_address: bengaluruOffice,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const created = createOrderResponse.parse(placed.body);
    expect((await payInTestMode(t.app, garage, created.raz.order_id)).status).toBe(200);
    const body = await invoiceBody(created.data._id);
    expect(body).toMatchObject({
      buyer: { name: 'Speed Garage LLP', gstin: KARNATAKA_GSTIN, state: 'Karnataka', stateCode: '29' },
      shipTo: { state: 'Kerala', stateCode: '32', gstin: null },
      placeOfSupply: { state: 'Karnataka', stateCode: '29' },
      intraState: false,
    });
    expect(body.totals.taxablePaise + body.totals.igstPaise).toBe(created.data.total);
    const staff = await shopper(t.app, t.db, 'boss@example.com', 'admin');
    const detail = adminOrderDetailResponse.parse(
      (await call(t.app, 'GET', `/api/admin/orders/${created.data._id}`, undefined, staff)).body,
    ).data;
    expect(detail.business).toMatchObject({
      gstin: KARNATAKA_GSTIN,
      name: 'Speed Garage LLP',
      billingAddress: { pinCode: '560001', state: 'Karnataka' },
    });
  });

  it('bills to the delivery address when no billing address is given', async () => {
    const placed = await order({ gstin: KERALA_GSTIN, name: 'Kochi Moto Works' });
    const created = createOrderResponse.parse(placed.body);
    expect((await payInTestMode(t.app, garage, created.raz.order_id)).status).toBe(200);
    expect(await invoiceBody(created.data._id)).toMatchObject({
      buyer: { name: 'Kochi Moto Works', gstin: KERALA_GSTIN, stateCode: '32' },
      intraState: true,
    });
  });

  it('refuses a GSTIN that fails its check, one from another state, and no business name', async () => {
    expect(await order({ gstin: '29AAGCB7383J1Z5', name: 'Speed Garage LLP' })).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'business.gstin', message: expect.stringContaining('check character') }] },
    });
    expect(await order({ gstin: KARNATAKA_GSTIN, name: 'Speed Garage LLP' })).toMatchObject({
      status: 400,
      body: {
        message: 'This GSTIN is registered outside Kerala: its state code must match the billing state',
        errors: [{ path: 'business.gstin' }],
      },
    });
    expect(await order({ gstin: KERALA_GSTIN, name: ' ' })).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'business.name', message: 'Business name is required' }] },
    });
    const wrongBilling = await order({
      gstin: KARNATAKA_GSTIN,
      name: 'Speed Garage LLP',
      billing_address: { ...bengaluruOffice, pinCode: '682019' },
    });
    expect(wrongBilling).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'business.billing_address.pinCode' }] },
    });
  });
});
