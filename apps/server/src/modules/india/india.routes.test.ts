import { pinCodeResponse, shopSettingsResponse, DEFAULT_DELIVERY_ZONES } from '@store/contracts/shop-settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/accounts';
import { adminCall } from '../../test/admin';
import { address, count, createOrder, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { lookUpPin, pinCount } from './pin-directory';
import { zoneOf } from './delivery';

let t: TestApp;
let asha: Shopper;
let admin: Shopper;
let a: { id: string; variant: string };
// 10:00 on Wednesday 25 November 2026 in India.
const now = () => new Date('2026-11-25T04:30:00Z');

const settings = {
  legal_name: 'Kerala Moto Hub Private Limited',
  gstin: '32AABCK1234M1ZT',
  address: 'NH 66 Bypass, Vyttila, Kochi 682019',
  state: 'Kerala',
  invoice_prefix: 'KMH',
  delivery_zones: DEFAULT_DELIVERY_ZONES,
  unserved_pins: [] as string[],
};

beforeAll(async () => {
  t = await createTestApp({ now });
  asha = await shopper(t.app, t.db, 'asha@example.com');
  admin = await shopper(t.app, t.db, 'boss@example.com', 'admin');
  [a] = (await plainProducts(t.db, 1)) as [typeof a];
  await setStock(t.db, a.variant, 50);
});
afterAll(() => t?.close());

describe('the PIN directory', () => {
  it("holds India Post's PIN codes with district and state", () => {
    expect(pinCount()).toBeGreaterThan(19_000);
    expect(lookUpPin('682019')).toEqual({
      pin: '682019',
      district: 'Ernakulam',
      states: [{ code: '32', name: 'Kerala' }],
    });
    expect(lookUpPin('110001')?.states[0]?.name).toBe('Delhi');
    // Leh is in Ladakh since 2019, though India Post's file still says Jammu and Kashmir.
    expect(lookUpPin('194101')?.states[0]?.name).toBe('Ladakh');
    // A PIN across a border lies in both states.
    expect(
      lookUpPin('605007')
        ?.states.map((s) => s.name)
        .sort(),
    ).toEqual(['Puducherry', 'Tamil Nadu']);
    expect(lookUpPin('999999')).toBeUndefined();
    expect(lookUpPin('68201')).toBeUndefined();
  });

  it('puts each PIN in its delivery zone', () => {
    const zone = (pin: string) => zoneOf(lookUpPin(pin)!);
    expect(zone('682019')).toBe('kerala');
    expect(zone('600001')).toBe('metro'); // Chennai
    expect(zone('110001')).toBe('metro'); // Delhi
    expect(zone('641001')).toBe('south'); // Coimbatore
    expect(zone('302001')).toBe('rest'); // Jaipur
    expect(zone('781001')).toBe('remote'); // Guwahati
    expect(zone('744101')).toBe('remote'); // Port Blair
  });
});

describe('GET /api/pin_code', () => {
  it('answers the place, the zone and the delivery date in India time', async () => {
    const res = await call(t.app, 'GET', '/api/pin_code?pin=682019');
    expect(res.status).toBe(200);
    expect(pinCodeResponse.parse(res.body).data).toEqual({
      pin: '682019',
      district: 'Ernakulam',
      state: 'Kerala',
      states: ['Kerala'],
      served: true,
      zone: 'Kerala',
      days: 3,
      delivery_by: '2026-11-28',
      // No courier booked here (couriers/courier-dates.test.ts): the zones' date.
      courier: null,
    });
    expect((await call(t.app, 'GET', '/api/pin_code?pin=781001')).body.data).toMatchObject({
      days: 8,
      delivery_by: '2026-12-03',
    });
  });

  it('refuses a PIN that does not exist and one that is not six digits', async () => {
    expect(await call(t.app, 'GET', '/api/pin_code?pin=999999')).toMatchObject({
      status: 404,
      body: { message: 'This PIN code does not exist: please check it' },
    });
    expect(await call(t.app, 'GET', '/api/pin_code?pin=12ab')).toMatchObject({
      status: 400,
      body: { message: 'Pin code must be 6 digits' },
    });
  });
});

describe('shop settings', () => {
  it('are read and saved by admins only, checked and audited', async () => {
    expect((await adminCall(t.app, asha, 'GET', '/api/admin/shop_settings')).status).toBe(403);
    const read = await adminCall(t.app, admin, 'GET', '/api/admin/shop_settings');
    expect(shopSettingsResponse.parse(read.body).data).toMatchObject({ state: 'Kerala', invoice_prefix: 'KMH' });

    const badGstin = await adminCall(t.app, admin, 'PUT', '/api/admin/shop_settings', {
      ...settings,
      gstin: '32AABCK1234M1ZA',
    });
    expect(badGstin.status).toBe(400);
    expect(JSON.stringify(badGstin.body)).toContain('GSTIN check character does not match');
    const otherState = await adminCall(t.app, admin, 'PUT', '/api/admin/shop_settings', {
      ...settings,
      gstin: '27AAPFU0939F1ZV',
    });
    expect(JSON.stringify(otherState.body)).toContain('must start with the code of the shop');
    const longPrefix = await adminCall(t.app, admin, 'PUT', '/api/admin/shop_settings', {
      ...settings,
      invoice_prefix: 'KMHXY',
    });
    expect(longPrefix.status).toBe(400);
    // KMHC is the credit notes' series of KMH: an invoice series of that name would collide with it.
    const creditLike = await adminCall(t.app, admin, 'PUT', '/api/admin/shop_settings', {
      ...settings,
      invoice_prefix: 'KMC',
    });
    expect(JSON.stringify(creditLike.body)).toContain('not ending in C');

    const saved = await adminCall(t.app, admin, 'PUT', '/api/admin/shop_settings', settings);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ legal_name: 'Kerala Moto Hub Private Limited' });
    expect(
      await count(
        t.db,
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'shop_settings.update' AND actor_id = ${admin.id}`,
      ),
    ).toBe(1);
  });

  it('stop checkout to a zone or PIN the shop does not serve, and the PIN check says so', async () => {
    const zones = DEFAULT_DELIVERY_ZONES.map((z) => (z.id === 'remote' ? { ...z, served: false } : z));
    expect(
      (
        await adminCall(t.app, admin, 'PUT', '/api/admin/shop_settings', {
          ...settings,
          delivery_zones: zones,
          unserved_pins: ['682001'],
        })
      ).status,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/api/pin_code?pin=781001')).body.data).toMatchObject({
      served: false,
      delivery_by: null,
    });
    const refused = await createOrder(t.app, asha, a, 1);
    expect(refused).toMatchObject({ status: 400, body: { message: 'We do not deliver to this PIN code yet' } });
    const guwahati = await createOrder(t.app, asha, a, 1, {
      address: { ...address, pinCode: '781001', town: 'Guwahati', state: 'Assam' },
    });
    expect(guwahati).toMatchObject({ status: 400, body: { message: 'We do not deliver to this PIN code yet' } });
    await adminCall(t.app, admin, 'PUT', '/api/admin/shop_settings', settings);
    expect((await createOrder(t.app, asha, a, 1)).status).toBe(200);
  });
});

describe('addresses checked against the directory', () => {
  it('refuses an unknown PIN and a PIN outside its state, at checkout and in the profile', async () => {
    const unknown = await createOrder(t.app, asha, a, 1, { address: { ...address, pinCode: '999999' } });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'This PIN code does not exist: please check it' } });
    const elsewhere = await createOrder(t.app, asha, a, 1, { address: { ...address, state: 'Tamil Nadu' } });
    expect(elsewhere).toMatchObject({
      status: 400,
      body: { message: 'PIN code 682001 is not in Tamil Nadu: please check the PIN or the state' },
    });
    const saved = {
      name: 'Asha Menon',
      phone: '9876543210',
      pin_code: '560001',
      address: '1 MG Road',
      town: 'Bengaluru',
      state: 'Kerala',
      landmark: 'Opposite the metro',
    };
    const wrongState = await call(t.app, 'POST', '/api/create_address', saved, asha);
    expect(wrongState).toMatchObject({ status: 400, body: { errors: [{ path: 'pin_code' }] } });
    const noState = await call(t.app, 'POST', '/api/create_address', { ...saved, state: 'Bangalore' }, asha);
    expect(noState).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'state', message: 'Choose a state from the list' }] },
    });
    const right = await call(t.app, 'POST', '/api/create_address', { ...saved, state: 'karnataka' }, asha);
    expect(right).toMatchObject({ status: 200, body: { data: { state: 'Karnataka' } } });
  });
});
