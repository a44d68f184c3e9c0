import { GARAGE_MAX_BIKES, GARAGE_MESSAGES } from '@store/contracts/garage';
import { describe, expect, it } from 'vitest';
import { CLASSIC_350, DUKE_390, garageBike, HIMALAYAN, KTM, storeVisitorGarage } from './garage-fixtures';
import {
  addVisitorBike,
  chooseVisitorBike,
  clearVisitorGarage,
  readVisitorGarage,
  removeVisitorBike,
  VISITOR_GARAGE_STORAGE_KEY,
} from './visitor-garage';

const classic = { model_id: CLASSIC_350, make_id: 'make-re', make_name: 'Royal Enfield', model_name: 'Classic 350' };
const duke = { model_id: DUKE_390, make_id: KTM, make_name: 'KTM', model_name: '390 Duke' };
const stored = () => JSON.parse(localStorage.getItem(VISITOR_GARAGE_STORAGE_KEY) ?? 'null') as unknown;

describe("a visitor's garage in the browser", () => {
  it('keeps each bike added with its names, the newest first and current', () => {
    expect(addVisitorBike({ ...classic, year: 2021 })).toEqual({ ok: true });
    expect(addVisitorBike({ ...duke, year: 2019 })).toEqual({ ok: true });

    expect(readVisitorGarage().map((b) => [b.model_name, b.year, b.current])).toEqual([
      ['390 Duke', 2019, true],
      ['Classic 350', 2021, false],
    ]);
    expect(stored()).toEqual({
      bikes: [
        { ...duke, year: 2019, _id: `${DUKE_390}:2019`, current: true },
        { ...classic, year: 2021, _id: `${CLASSIC_350}:2021`, current: false },
      ],
    });
  });

  it('finds a bike already there by model and year, and makes it current again', () => {
    addVisitorBike({ ...classic, year: 2021 });
    addVisitorBike({ ...duke, year: 2019 });
    addVisitorBike({ ...classic, year: 2021 });
    addVisitorBike({ ...classic, year: 2015 });

    expect(readVisitorGarage().map((b) => [b.year, b.current])).toEqual([
      [2015, true],
      [2021, false],
      [2019, false],
    ]);
  });

  it(`refuses an eleventh bike with the contract's words, and takes an old one again`, () => {
    for (let i = 0; i < GARAGE_MAX_BIKES; i += 1) addVisitorBike({ ...classic, year: 2010 + i });

    expect(addVisitorBike({ ...duke, year: 2020 })).toEqual({ ok: false, message: GARAGE_MESSAGES.full });
    expect(readVisitorGarage()).toHaveLength(GARAGE_MAX_BIKES);
    expect(addVisitorBike({ ...classic, year: 2010 })).toEqual({ ok: true });
    expect(readVisitorGarage()[0]).toMatchObject({ year: 2010, current: true });
  });

  it('chooses a bike or none, and removing the current bike leaves none current', () => {
    addVisitorBike({ ...classic, year: 2021 });
    addVisitorBike({ ...duke, year: 2019 });
    const [dukeBike, classicBike] = readVisitorGarage();

    chooseVisitorBike(classicBike!._id);
    expect(readVisitorGarage().find((b) => b.current)?._id).toBe(classicBike!._id);
    chooseVisitorBike(null);
    expect(readVisitorGarage().some((b) => b.current)).toBe(false);

    chooseVisitorBike(dukeBike!._id);
    removeVisitorBike(dukeBike!._id);
    expect(readVisitorGarage().map((b) => [b.model_name, b.current])).toEqual([['Classic 350', false]]);

    clearVisitorGarage();
    expect(localStorage.getItem(VISITOR_GARAGE_STORAGE_KEY)).toBeNull();
  });

  it('drops what it cannot read: bad JSON, bikes missing names or years out of range, twins, a second current', () => {
    localStorage.setItem(VISITOR_GARAGE_STORAGE_KEY, '{not json');
    expect(readVisitorGarage()).toEqual([]);

    storeVisitorGarage([
      garageBike({ year: 2021, current: true }),
      garageBike({ year: 2021, current: false }),
      garageBike({ model_id: HIMALAYAN, model_name: 'Himalayan', year: 2018, current: true }),
      garageBike({ model_name: '', year: 2019 }),
      garageBike({ year: 1800 }),
      { model_id: CLASSIC_350 } as never,
    ]);
    expect(readVisitorGarage().map((b) => [b.model_name, b.year, b.current])).toEqual([
      ['Classic 350', 2021, true],
      ['Himalayan', 2018, false],
    ]);
  });
});
