import type { Fitment } from '@store/contracts/fitment';
import { GARAGE_MESSAGES, type BikeMake, type GarageBike } from '@store/contracts/garage';
import { jsonResponse } from '@/test/fixtures';
import { VISITOR_GARAGE_STORAGE_KEY } from './visitor-garage';

/* Bikes and answers the garage's tests, and the pages' that label for a bike, share. */

export const ROYAL_ENFIELD = '00000000-0000-4000-8000-00000000e001';
export const CLASSIC_350 = '00000000-0000-4000-8000-00000000e002';
export const HIMALAYAN = '00000000-0000-4000-8000-00000000e003';
export const KTM = '00000000-0000-4000-8000-00000000e004';
export const DUKE_390 = '00000000-0000-4000-8000-00000000e005';

export const bikeMakes: BikeMake[] = [
  {
    _id: ROYAL_ENFIELD,
    name: 'Royal Enfield',
    models: [
      { _id: CLASSIC_350, name: 'Classic 350', year_from: 2009, year_to: null },
      { _id: HIMALAYAN, name: 'Himalayan', year_from: 2016, year_to: 2023 },
    ],
  },
  { _id: KTM, name: 'KTM', models: [{ _id: DUKE_390, name: '390 Duke', year_from: 2013, year_to: null }] },
];

/** A garage bike; the account's carry ids of their own, a visitor's are model:year. */
export function garageBike(overrides: Partial<GarageBike> = {}): GarageBike {
  const bike = {
    model_id: CLASSIC_350,
    make_id: ROYAL_ENFIELD,
    make_name: 'Royal Enfield',
    model_name: 'Classic 350',
    year: 2021,
    current: true,
    ...overrides,
  };
  return { _id: overrides._id ?? `${bike.model_id}:${bike.year}`, ...bike };
}

export const storeVisitorGarage = (bikes: GarageBike[]) =>
  localStorage.setItem(VISITOR_GARAGE_STORAGE_KEY, JSON.stringify({ bikes }));

export const garageAnswer = (bikes: GarageBike[], message: string = GARAGE_MESSAGES.fetched) =>
  jsonResponse({ error: false, status: 200, message, data: bikes });

export const bikeModelsAnswer = () =>
  jsonResponse({ error: false, status: 200, message: GARAGE_MESSAGES.bikesFetched, data: bikeMakes });

/** Fitment of a part for the 2009–2020 Classic 350, one for the 2021-on one, and a universal one. */
export const fitment = {
  oldClassic: { universal: false, bikes: [{ _id: CLASSIC_350, from: 2009, to: 2020 }] },
  newClassic: { universal: false, bikes: [{ _id: CLASSIC_350, from: 2021, to: null }] },
  anyRoyalEnfield: { universal: false, bikes: [{ _id: ROYAL_ENFIELD, from: null, to: null }] },
  universal: { universal: true, bikes: [] },
  notABikePart: { universal: false, bikes: [] },
} satisfies Record<string, Fitment>;
