import { AUTH_MESSAGES } from '@store/contracts/auth';
import { FITMENT_MESSAGES } from '@store/contracts/fitment';
import { GARAGE_MAX_BIKES, GARAGE_MESSAGES, garageResponse } from '@store/contracts/garage';
import { INVALID_ID_MESSAGE } from '@store/contracts/ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/accounts';
import { shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addTestBikes, garageOf, NEW_YEAR_IN_INDIA, storedBikes, type TestBikes } from './garage.kit';

let t: TestApp;
let bikes: TestBikes;
let asha: Shopper;
let ravi: Shopper;
const NOBODY = '00000000-0000-4000-8000-000000000000';

const post = (url: string, body: unknown, who?: Shopper) => call(t.app, 'POST', `/api/${url}`, body, who);
const add = (who: Shopper, model_id: string, year: number | string) => post('garage_add', { model_id, year }, who);
const fieldError = (path: string, message: string) => ({ status: 400, body: { errors: [{ path, message }] } });

beforeAll(async () => {
  t = await createTestApp({ now: () => NEW_YEAR_IN_INDIA });
  bikes = await addTestBikes(t);
  asha = await shopper(t.app, t.db, 'asha@example.com');
  ravi = await shopper(t.app, t.db, 'ravi@example.com');
});
afterAll(() => t?.close());

describe('garage_add', () => {
  it('adds a bike as the current one, newest first, with its make and model named', async () => {
    const first = await add(asha, bikes.classic.id, 2015);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(GARAGE_MESSAGES.added);
    const second = garageResponse.parse((await add(asha, bikes.hunter.id, '2023')).body).data;
    expect(
      second.map(({ model_name, make_name, year, current }) => ({ model_name, make_name, year, current })),
    ).toEqual([
      { model_name: 'Hunter 350', make_name: 'Garage Motors', year: 2023, current: true },
      { model_name: 'Classic 350', make_name: 'Garage Motors', year: 2015, current: false },
    ]);
    expect(second[0]).toMatchObject({ model_id: bikes.hunter.id, make_id: bikes.make.id });
    expect(await garageOf(t, asha)).toEqual(second);
  });

  it('makes a bike already there current instead of adding it twice', async () => {
    const before = await garageOf(t, asha);
    const again = garageResponse.parse((await add(asha, bikes.classic.id, 2015)).body).data;
    expect(again.map((b) => b._id)).toEqual(before.map((b) => b._id));
    expect(again.filter((b) => b.current).map((b) => b.model_id)).toEqual([bikes.classic.id]);
    expect(await storedBikes(t.db, asha.id)).toBe(2);
  });

  it('offers only the years the model was made, and next year while it still is, by the year in India', async () => {
    expect(await add(asha, bikes.classic.id, 2008)).toMatchObject(fieldError('year', GARAGE_MESSAGES.yearOutOfRange));
    expect(await add(asha, bikes.classic.id, 2021)).toMatchObject(fieldError('year', GARAGE_MESSAGES.yearOutOfRange));
    expect(await add(asha, bikes.hunter.id, 2021)).toMatchObject(fieldError('year', GARAGE_MESSAGES.yearOutOfRange));
    // 2027 in India, 2026 in UTC: a bike still made is offered up to 2028.
    expect((await add(asha, bikes.hunter.id, 2028)).status).toBe(200);
    expect(await add(asha, bikes.hunter.id, 2029)).toMatchObject(fieldError('year', GARAGE_MESSAGES.yearOutOfRange));
    // Without a recorded first year, from 25 years back.
    expect(await add(asha, bikes.imported.id, 2001)).toMatchObject(fieldError('year', GARAGE_MESSAGES.yearOutOfRange));
    expect((await add(asha, bikes.imported.id, 2002)).status).toBe(200);
  });

  it('refuses what is not a bike the garage offers', async () => {
    const unknown = fieldError('model_id', GARAGE_MESSAGES.unknownModel);
    expect(await add(asha, NOBODY, 2015)).toMatchObject(unknown);
    expect(await add(asha, bikes.make.id, 2015)).toMatchObject(unknown);
    expect(await add(asha, bikes.hidden.id, 2016)).toMatchObject(unknown);
    expect(await add(asha, bikes.underHidden.id, 2016)).toMatchObject(unknown);
    expect(await storedBikes(t.db, asha.id)).toBe(4);
  });

  it('refuses malformed ids and years with the contract messages', async () => {
    expect(await add(asha, 'not-an-id', 2015)).toMatchObject(fieldError('model_id', INVALID_ID_MESSAGE));
    for (const year of [1949, 2101, 2015.5, 'soon']) {
      expect(await add(asha, bikes.classic.id, year)).toMatchObject(fieldError('year', FITMENT_MESSAGES.year));
    }
    expect((await post('garage_add', { model_id: bikes.classic.id }, asha)).status).toBe(400);
  });
});

describe('the garage limit', () => {
  it(`keeps at most ${GARAGE_MAX_BIKES} bikes, even when two adds arrive at once`, async () => {
    const kiran = await shopper(t.app, t.db, 'kiran@example.com');
    for (let year = 2009; year < 2009 + GARAGE_MAX_BIKES - 1; year += 1) {
      expect((await add(kiran, bikes.classic.id, year)).status).toBe(200);
    }
    const both = await Promise.all([add(kiran, bikes.hunter.id, 2022), add(kiran, bikes.hunter.id, 2023)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)?.body.message).toBe(GARAGE_MESSAGES.full);
    expect(await storedBikes(t.db, kiran.id)).toBe(GARAGE_MAX_BIKES);
    expect(await add(kiran, bikes.imported.id, 2010)).toMatchObject({
      status: 400,
      body: { message: GARAGE_MESSAGES.full },
    });
    // A bike already there is still chosen when the garage is full.
    const chosen = garageResponse.parse((await add(kiran, bikes.classic.id, 2009)).body).data;
    expect(chosen.find((b) => b.current)).toMatchObject({ model_id: bikes.classic.id, year: 2009 });
    expect(chosen).toHaveLength(GARAGE_MAX_BIKES);
  });
});

describe('garage_choose and garage_remove', () => {
  it('choose one bike, or none, and never leave two current', async () => {
    const garage = await garageOf(t, asha);
    const other = garage.find((b) => !b.current)!;
    const chosen = await post('garage_choose', { bike_id: other._id }, asha);
    expect(chosen.body.message).toBe(GARAGE_MESSAGES.chosen);
    expect(
      garageResponse
        .parse(chosen.body)
        .data.filter((b) => b.current)
        .map((b) => b._id),
    ).toEqual([other._id]);
    const answers = await Promise.all(garage.map((b) => post('garage_choose', { bike_id: b._id }, asha)));
    expect(answers.map((a) => a.status)).toEqual(garage.map(() => 200));
    expect((await garageOf(t, asha)).filter((b) => b.current)).toHaveLength(1);
    const none = garageResponse.parse((await post('garage_choose', { bike_id: null }, asha)).body).data;
    expect(none.filter((b) => b.current)).toEqual([]);
    expect(none.map((b) => b._id)).toEqual(garage.map((b) => b._id));
  });

  it('remove a bike; removing the current one leaves none current', async () => {
    const [newest, ...rest] = await garageOf(t, asha);
    await post('garage_choose', { bike_id: newest!._id }, asha);
    const removed = await post('garage_remove', { bike_id: newest!._id }, asha);
    expect(removed.body.message).toBe(GARAGE_MESSAGES.removed);
    const left = garageResponse.parse(removed.body).data;
    expect(left.map((b) => b._id)).toEqual(rest.map((b) => b._id));
    expect(left.filter((b) => b.current)).toEqual([]);
  });

  it("answer another shopper's bike as one that does not exist", async () => {
    const [mine] = await garageOf(t, asha);
    const notFound = { status: 404, body: { message: GARAGE_MESSAGES.bikeNotFound } };
    for (const id of [mine!._id, NOBODY]) {
      expect(await post('garage_choose', { bike_id: id }, ravi)).toMatchObject(notFound);
      expect(await post('garage_remove', { bike_id: id }, ravi)).toMatchObject(notFound);
    }
    expect((await garageOf(t, asha)).map((b) => b._id)).toContain(mine!._id);
    expect(await garageOf(t, ravi)).toEqual([]);
  });

  it('refuse malformed ids with the contract message', async () => {
    const malformed = fieldError('bike_id', INVALID_ID_MESSAGE);
    expect(await post('garage_choose', { bike_id: 'x' }, asha)).toMatchObject(malformed);
    expect(await post('garage_remove', { bike_id: 'x' }, asha)).toMatchObject(malformed);
    expect((await post('garage_remove', { bike_id: null }, asha)).status).toBe(400);
    expect((await post('garage_choose', {}, asha)).status).toBe(400);
  });
});

describe('a bike whose model staff hide', () => {
  it('leaves the garage until the model is shown again, and cannot be chosen meanwhile', async () => {
    const lena = await shopper(t.app, t.db, 'lena@example.com');
    await add(lena, bikes.classic.id, 2012);
    const [hunter] = garageResponse.parse((await add(lena, bikes.hunter.id, 2024)).body).data;
    await t.db.execute(sql`UPDATE categories SET is_hidden = true WHERE id = ${bikes.hunter.id}`);
    t.app.catalog.changed();
    try {
      expect((await garageOf(t, lena)).map((b) => b.model_id)).toEqual([bikes.classic.id]);
      expect(await post('garage_choose', { bike_id: hunter!._id }, lena)).toMatchObject({ status: 404 });
    } finally {
      await t.db.execute(sql`UPDATE categories SET is_hidden = false WHERE id = ${bikes.hunter.id}`);
      t.app.catalog.changed();
    }
    expect((await garageOf(t, lena)).map((b) => [b.model_id, b.current])).toEqual([
      [bikes.hunter.id, true],
      [bikes.classic.id, false],
    ]);
  });
});

describe('a visitor', () => {
  it('is asked to sign in for every garage call, before the body is read', async () => {
    const signIn = { status: 401, body: { message: AUTH_MESSAGES.signInRequired } };
    expect(await call(t.app, 'GET', '/api/garage')).toMatchObject(signIn);
    expect(await post('garage_add', { model_id: bikes.classic.id, year: 2015 })).toMatchObject(signIn);
    expect(await post('garage_add', { model_id: 'x' })).toMatchObject(signIn);
    expect(await post('garage_remove', { bike_id: NOBODY })).toMatchObject(signIn);
    expect(await post('garage_choose', { bike_id: null })).toMatchObject(signIn);
    expect(await post('garage_merge', { bikes: [], current: null })).toMatchObject(signIn);
  });
});
