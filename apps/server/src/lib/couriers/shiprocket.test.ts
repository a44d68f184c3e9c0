// The Shiprocket client against a local stand-in speaking its documented requests and answers:
// the token kept and shared, renewed before it ends and after a 401, couriers read in paise, and
// every failure a clear CourierError saying whether a retry may help.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseTokenStore } from '../../modules/couriers/courier-tokens.repo';
import { startShiprocketStandIn, type ShiprocketStandIn } from '../../test/shiprocket-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CourierError, createShiprocket, type ShiprocketSettings, type TokenStore } from './shiprocket';

let standIn: ShiprocketStandIn;
let t: TestApp;

beforeAll(async () => {
  standIn = await startShiprocketStandIn();
  t = await createTestApp();
});
afterAll(async () => {
  await standIn?.close();
  await t?.close();
});
afterEach(() => {
  standIn.failWith = null;
  standIn.delayMs = 0;
});

/** A token kept in memory, as one server alone would. */
function memoryTokens(): TokenStore & { kept: { token: string; expiresAt: Date } | null } {
  const store = {
    kept: null as { token: string; expiresAt: Date } | null,
    read: async () => store.kept,
    write: async (token: string, expiresAt: Date) => {
      store.kept = { token, expiresAt };
    },
  };
  return store;
}

const client = (extra: Partial<ShiprocketSettings> = {}) =>
  createShiprocket({
    email: standIn.email,
    password: standIn.password,
    apiUrl: standIn.url,
    tokens: memoryTokens(),
    ...extra,
  });

const toBengaluru = { pickupPin: '682001', deliveryPin: '560001', weightKg: 0.5, cod: false };

describe('the token', () => {
  it('is taken once and kept for every call', async () => {
    const before = standIn.logins();
    const shiprocket = client();
    await Promise.all([shiprocket.serviceability(toBengaluru), shiprocket.serviceability(toBengaluru)]);
    await shiprocket.serviceability(toBengaluru);
    expect(standIn.logins() - before).toBe(1);
  });

  it('is shared by every server through the database', async () => {
    const before = standIn.logins();
    const tokens = databaseTokenStore(t.db, 'shiprocket');
    const first = client({ tokens });
    const second = client({ tokens });
    await first.serviceability(toBengaluru);
    await second.serviceability(toBengaluru);
    expect(standIn.logins() - before).toBe(1);
    const kept = await tokens.read();
    expect(kept?.token).toMatch(/^token-/);
  });

  it('is renewed once when Shiprocket ends it mid-way, and the calls go through', async () => {
    const shiprocket = client();
    await shiprocket.serviceability(toBengaluru);
    const before = standIn.logins();
    standIn.endTokens();
    const answers = await Promise.all([shiprocket.serviceability(toBengaluru), shiprocket.serviceability(toBengaluru)]);
    for (const answer of answers) expect(answer.couriers.length).toBeGreaterThan(0);
    expect(standIn.logins() - before).toBe(1);
  });

  it('is renewed a day before its ten days end', async () => {
    let now = new Date('2026-12-01T10:00:00Z');
    const tokens = memoryTokens();
    const shiprocket = client({ tokens, now: () => now });
    await shiprocket.serviceability(toBengaluru);
    expect(tokens.kept?.expiresAt.toISOString()).toBe('2026-12-11T10:00:00.000Z');
    const first = tokens.kept?.token;
    now = new Date('2026-12-10T09:00:00Z');
    await shiprocket.serviceability(toBengaluru);
    expect(tokens.kept?.token).toBe(first);
    now = new Date('2026-12-10T11:00:00Z');
    await shiprocket.serviceability(toBengaluru);
    expect(tokens.kept?.token).not.toBe(first);
  });

  it('is used to its end when a renewal in its last day fails', async () => {
    let now = new Date('2026-12-01T10:00:00Z');
    const tokens = memoryTokens();
    await client({ tokens, now: () => now }).serviceability(toBengaluru);
    now = new Date('2026-12-10T12:00:00Z');
    const answer = await client({ tokens, now: () => now, password: 'changed-in-the-panel' }).serviceability(
      toBengaluru,
    );
    expect(answer.couriers.length).toBeGreaterThan(0);
  });

  it('refused says which settings to check, and retrying will not help', async () => {
    const error = await client({ password: 'wrong' })
      .serviceability(toBengaluru)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CourierError);
    expect((error as CourierError).message).toBe(
      'Shiprocket refused the API user: check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD',
    );
    expect((error as CourierError).retry).toBe(false);
  });
});

describe('serviceability', () => {
  it('lists the couriers with their price in paise, promised days and the recommended one', async () => {
    const answer = await client().serviceability({ ...toBengaluru, declaredValuePaise: 249_900 });
    expect(answer).toEqual({
      couriers: [
        { id: 43, name: 'Delhivery Surface', ratePaise: 5400, days: 4, etd: 'Dec 04, 2026', cod: true },
        { id: 142, name: 'Amazon Surface', ratePaise: 6150, days: 3, etd: 'Dec 04, 2026', cod: false },
      ],
      recommendedId: 43,
    });
    const asked = standIn.calls.filter((c) => c.path === '/v1/external/courier/serviceability/').at(-1);
    expect(asked?.query).toEqual({
      pickup_postcode: '682001',
      delivery_postcode: '560001',
      weight: '0.50',
      cod: '0',
      declared_value: '2499',
    });
  });

  it('keeps to couriers that collect cash for a cash order', async () => {
    const answer = await client().serviceability({ ...toBengaluru, cod: true });
    expect(answer.couriers.map((c) => c.id)).toEqual([43]);
  });

  it('answers no courier for a PIN no one serves', async () => {
    expect(await client().serviceability({ ...toBengaluru, deliveryPin: '194101' })).toEqual({
      couriers: [],
      recommendedId: null,
    });
  });
});

describe('faults', () => {
  it('a service down is a CourierError worth retrying', async () => {
    const shiprocket = client();
    await shiprocket.serviceability(toBengaluru);
    standIn.failWith = 503;
    const error = (await shiprocket.serviceability(toBengaluru).catch((e: unknown) => e)) as CourierError;
    expect(error).toBeInstanceOf(CourierError);
    expect(error.retry).toBe(true);
    expect(error.message).toBe('Shiprocket refused /v1/external/courier/serviceability/ (503): Service Unavailable');
  });

  it('a service too slow is given up after the timeout, worth retrying', async () => {
    const shiprocket = client({ timeoutMs: 200 });
    await shiprocket.serviceability(toBengaluru);
    standIn.delayMs = 1_000;
    const error = (await shiprocket.serviceability(toBengaluru).catch((e: unknown) => e)) as CourierError;
    expect(error.message).toBe('Shiprocket did not answer within 0.2 s');
    expect(error.retry).toBe(true);
  });

  it('a service that cannot be reached is worth retrying', async () => {
    const error = (await client({ apiUrl: 'http://127.0.0.1:9' })
      .serviceability(toBengaluru)
      .catch((e: unknown) => e)) as CourierError;
    expect(error.message).toBe('Shiprocket could not be reached');
    expect(error.retry).toBe(true);
  });

  it("a refused request says Shiprocket's reason and its first field error, and retrying will not help", async () => {
    const error = (await client()
      .call('GET', '/v1/external/courier/serviceability/', undefined, { pickup_postcode: '682001' })
      .catch((e: unknown) => e)) as CourierError;
    expect(error.message).toBe(
      'Shiprocket refused /v1/external/courier/serviceability/ (422): Required field missing: The delivery postcode field is required.',
    );
    expect(error.retry).toBe(false);
    expect(error.status).toBe(422);
  });
});
