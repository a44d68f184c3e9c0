// Delivery dates from the courier at the PIN check and checkout (docs/couriers.md): with
// Shiprocket set, /api/pin_code dates a delivery by the recommended courier's days plus a day to
// pack, kept per PIN; Shiprocket slow, down or serving no courier there leaves it to the zones.
import { pinCodeResponse } from '@store/contracts/shop-settings';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startShiprocketStandIn, type ShiprocketStandIn } from '../../test/shiprocket-stand-in';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

let standIn: ShiprocketStandIn;
let t: TestApp;
let plain: TestApp;
/** Half past nine in the morning in India. */
const NOW = new Date('2026-12-01T04:00:00Z');

beforeAll(async () => {
  standIn = await startShiprocketStandIn();
  t = await createTestApp({
    now: () => NOW,
    env: {
      SHIPROCKET_EMAIL: standIn.email,
      SHIPROCKET_PASSWORD: standIn.password,
      SHIPROCKET_API_URL: standIn.url,
    },
  });
  plain = await createTestApp({ now: () => NOW, sharing: t });
});
afterAll(async () => {
  await plain?.close();
  await t?.close();
  await standIn?.close();
});
afterEach(() => {
  standIn.failWith = null;
  standIn.delayMs = 0;
});

const pinCheck = async (app: TestApp, pin: string) =>
  pinCodeResponse.parse((await getJson(app.app, `/api/pin_code?pin=${pin}`)).body).data;
const askedAbout = (pin: string) =>
  standIn.calls.filter((c) => c.path === '/v1/external/courier/serviceability/' && c.query.delivery_postcode === pin)
    .length;

describe('the delivery date of a PIN', () => {
  it("is the recommended courier's days and a day to pack, asked once and kept", async () => {
    const zones = await pinCheck(plain, '560001');
    expect(zones.courier ?? null).toBeNull();
    const courier = await pinCheck(t, '560001');
    // Delhivery Surface, recommended, promises four days from pickup.
    expect(courier).toMatchObject({ served: true, courier: 'Delhivery Surface', days: 5, delivery_by: '2026-12-06' });
    expect(courier.days).not.toBe(zones.days);
    const asked = standIn.calls.filter((c) => c.path === '/v1/external/courier/serviceability/').at(-1)!;
    expect(asked.query).toMatchObject({ pickup_postcode: '682016', delivery_postcode: '560001', cod: '0' });
    const calls = standIn.calls.length;
    expect(await pinCheck(t, '560001')).toMatchObject({ courier: 'Delhivery Surface', days: 5 });
    expect(standIn.calls.length).toBe(calls);
  });

  it("is the zones' when Shiprocket is slower than a shopper waits, and the courier's once its answer is in", async () => {
    standIn.delayMs = 1_000;
    const started = Date.now();
    const first = await pinCheck(t, '682001');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(first.courier ?? null).toBeNull();
    expect(first).toEqual(await pinCheck(plain, '682001'));
    // The answer that came late is kept for the next shopper.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    standIn.delayMs = 0;
    expect(await pinCheck(t, '682001')).toMatchObject({ courier: 'Delhivery Surface' });
  });

  it("is the zones' when Shiprocket is down or no courier serves the PIN, and the shop still delivers there", async () => {
    standIn.failWith = 503;
    const down = await pinCheck(t, '400001');
    expect(down).toEqual(await pinCheck(plain, '400001'));
    standIn.failWith = null;
    // 110001 is served by no courier at the stand-in.
    const none = await pinCheck(t, '110001');
    expect(askedAbout('110001')).toBeGreaterThan(0);
    expect(none).toEqual({ ...(await pinCheck(plain, '110001')), courier: null });
    expect(none.served).toBe(true);
  });
});
