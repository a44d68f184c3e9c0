import { FITMENT_MESSAGES } from '@store/contracts/fitment';
import { GARAGE_MAX_BIKES, GARAGE_MESSAGES, garageResponse, type BikeChoice } from '@store/contracts/garage';
import { INVALID_ID_MESSAGE } from '@store/contracts/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/accounts';
import { shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addTestBikes, bikeKey, garageOf, NEW_YEAR_IN_INDIA, storedBikes, type TestBikes } from './garage.kit';

let t: TestApp;
let bikes: TestBikes;
let n = 0;

const merge = (who: Shopper, body: { bikes: BikeChoice[]; current: BikeChoice | null }) =>
  call(t.app, 'POST', '/api/garage_merge', body, who);
const mergedGarage = async (who: Shopper, body: { bikes: BikeChoice[]; current: BikeChoice | null }) => {
  const res = await merge(who, body);
  expect(res.status).toBe(200);
  expect(res.body.message).toBe(GARAGE_MESSAGES.merged);
  return garageResponse.parse(res.body).data;
};
const rider = () => shopper(t.app, t.db, `merge-${++n}@example.com`);
const add = (who: Shopper, choice: BikeChoice) => call(t.app, 'POST', '/api/garage_add', choice, who);
const keys = (garage: Array<{ model_id: string; year: number }>) => garage.map(bikeKey);

beforeAll(async () => {
  t = await createTestApp({ now: () => NEW_YEAR_IN_INDIA });
  bikes = await addTestBikes(t);
});
afterAll(() => t?.close());

describe('garage_merge', () => {
  it("keeps the account's bikes, adds the visitor's in order, and makes the visitor's choice current", async () => {
    const asha = await rider();
    await add(asha, { model_id: bikes.classic.id, year: 2010 });
    const visitor = [
      { model_id: bikes.hunter.id, year: 2024 },
      { model_id: bikes.imported.id, year: 2005 },
    ];
    const garage = await mergedGarage(asha, { bikes: visitor, current: visitor[1]! });
    expect(keys(garage)).toEqual(keys([...visitor, { model_id: bikes.classic.id, year: 2010 }]));
    expect(garage.filter((b) => b.current).map(bikeKey)).toEqual([bikeKey(visitor[1]!)]);
  });

  it('is idempotent: the same garage sent twice answers the same garage', async () => {
    const asha = await rider();
    await add(asha, { model_id: bikes.classic.id, year: 2010 });
    const body = {
      bikes: [
        { model_id: bikes.hunter.id, year: 2024 },
        { model_id: bikes.classic.id, year: 2010 },
      ],
      current: { model_id: bikes.hunter.id, year: 2024 },
    };
    const once = await mergedGarage(asha, body);
    const twice = await mergedGarage(asha, body);
    expect(twice).toEqual(once);
    expect(await garageOf(t, asha)).toEqual(once);
    expect(await storedBikes(t.db, asha.id)).toBe(2);
  });

  it('skips unknown models, hidden ones, years not offered and duplicates, without refusing', async () => {
    const asha = await rider();
    const good = { model_id: bikes.classic.id, year: 2012 };
    const garage = await mergedGarage(asha, {
      bikes: [
        { model_id: '00000000-0000-4000-8000-000000000000', year: 2015 },
        { model_id: bikes.make.id, year: 2015 },
        { model_id: bikes.hidden.id, year: 2016 },
        { model_id: bikes.underHidden.id, year: 2016 },
        { model_id: bikes.classic.id, year: 2021 },
        { model_id: bikes.hunter.id, year: 2029 },
        good,
        good,
      ],
      current: { model_id: bikes.hunter.id, year: 2029 },
    });
    expect(keys(garage)).toEqual([bikeKey(good)]);
    // The visitor's current bike was skipped, so none is current.
    expect(garage[0]!.current).toBe(false);
  });

  it("leaves the account's current bike when the visitor chose none", async () => {
    const asha = await rider();
    await add(asha, { model_id: bikes.classic.id, year: 2010 });
    const garage = await mergedGarage(asha, { bikes: [{ model_id: bikes.hunter.id, year: 2023 }], current: null });
    expect(garage.filter((b) => b.current).map(bikeKey)).toEqual([bikeKey({ model_id: bikes.classic.id, year: 2010 })]);
  });

  it('makes a bike already in the account current when the visitor had it chosen', async () => {
    const asha = await rider();
    const shared = { model_id: bikes.classic.id, year: 2010 };
    await add(asha, shared);
    await add(asha, { model_id: bikes.hunter.id, year: 2022 });
    const garage = await mergedGarage(asha, { bikes: [shared], current: shared });
    expect(garage).toHaveLength(2);
    expect(garage.filter((b) => b.current).map(bikeKey)).toEqual([bikeKey(shared)]);
  });

  it(`adds nothing past ${GARAGE_MAX_BIKES} bikes, keeping the visitor's newest`, async () => {
    const asha = await rider();
    for (let year = 2009; year < 2009 + GARAGE_MAX_BIKES - 2; year += 1) {
      await add(asha, { model_id: bikes.classic.id, year });
    }
    const visitor = [2022, 2023, 2024, 2025].map((year) => ({ model_id: bikes.hunter.id, year }));
    const garage = await mergedGarage(asha, { bikes: visitor, current: visitor[3]! });
    expect(garage).toHaveLength(GARAGE_MAX_BIKES);
    expect(keys(garage.slice(0, 2))).toEqual(keys(visitor.slice(0, 2)));
    // The visitor's current bike did not fit, so the account's stays current.
    expect(garage.filter((b) => b.current).map(bikeKey)).toEqual([bikeKey({ model_id: bikes.classic.id, year: 2016 })]);
    expect(await storedBikes(t.db, asha.id)).toBe(GARAGE_MAX_BIKES);
  });

  it('refuses a malformed garage with the contract messages', async () => {
    const asha = await rider();
    const bad = await merge(asha, { bikes: [{ model_id: 'x', year: 1900 }], current: null });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        errors: [
          { path: 'bikes.0.model_id', message: INVALID_ID_MESSAGE },
          { path: 'bikes.0.year', message: FITMENT_MESSAGES.year },
        ],
      },
    });
    const tooMany = Array.from({ length: GARAGE_MAX_BIKES * 2 + 1 }, () => ({
      model_id: bikes.classic.id,
      year: 2010,
    }));
    expect((await merge(asha, { bikes: tooMany, current: null })).status).toBe(400);
    expect(await storedBikes(t.db, asha.id)).toBe(0);
  });
});
