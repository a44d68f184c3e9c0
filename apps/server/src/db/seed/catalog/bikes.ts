/**
 * Motorcycles for "Shop by Bike": makes, and under each the models, named in full the way
 * riders search ("Royal Enfield Classic 350"), with the years each was made. Spares list the models
 * they fit by key (./fitment.ts).
 */
import type { PaletteName } from '../demo-types';
import { slugify } from './slug';

interface Make {
  name: string;
  palette: PaletteName;
}

export const MAKES = {
  'royal-enfield': { name: 'Royal Enfield', palette: 'desert_sand' },
  ktm: { name: 'KTM', palette: 'orange_ktm' },
  bajaj: { name: 'Bajaj', palette: 'petrol_blue' },
  yamaha: { name: 'Yamaha', palette: 'petrol_blue' },
  tvs: { name: 'TVS', palette: 'racing_red' },
  honda: { name: 'Honda', palette: 'racing_red' },
  hero: { name: 'Hero', palette: 'gunmetal' },
  suzuki: { name: 'Suzuki', palette: 'pearl_white' },
  kawasaki: { name: 'Kawasaki', palette: 'hi_viz' },
  triumph: { name: 'Triumph', palette: 'matte_black' },
} as const satisfies Record<string, Make>;
export type MakeSlug = keyof typeof MAKES;

/**
 * Model key -> [make, model name without the make, first model year, last model year or null
 * while still made], the years as sold in India: what the garage offers (docs/decisions/082).
 * Order here is display order.
 */
const MODELS = {
  classic350: ['royal-enfield', 'Classic 350', 2009, null],
  // Made in India since 1955; most parts here fit the unit-construction Bullets, 2012 on.
  bullet350: ['royal-enfield', 'Bullet 350', 1955, null],
  hunter350: ['royal-enfield', 'Hunter 350', 2022, null],
  meteor350: ['royal-enfield', 'Meteor 350', 2020, null],
  himalayan450: ['royal-enfield', 'Himalayan 450', 2023, null],
  himalayan411: ['royal-enfield', 'Himalayan 411', 2016, 2023],
  scram411: ['royal-enfield', 'Scram 411', 2022, 2024],
  interceptor650: ['royal-enfield', 'Interceptor 650', 2018, null],
  gt650: ['royal-enfield', 'Continental GT 650', 2018, null],
  superMeteor650: ['royal-enfield', 'Super Meteor 650', 2023, null],
  duke390: ['ktm', '390 Duke', 2013, null],
  duke250: ['ktm', '250 Duke', 2017, null],
  duke200: ['ktm', '200 Duke', 2012, null],
  rc390: ['ktm', 'RC 390', 2014, null],
  rc200: ['ktm', 'RC 200', 2014, null],
  adv390: ['ktm', '390 Adventure', 2020, null],
  ns200: ['bajaj', 'Pulsar NS200', 2012, null],
  n160: ['bajaj', 'Pulsar N160', 2022, null],
  pulsar220: ['bajaj', 'Pulsar 220F', 2007, null],
  dominar400: ['bajaj', 'Dominar 400', 2017, null],
  dominar250: ['bajaj', 'Dominar 250', 2020, null],
  avenger220: ['bajaj', 'Avenger 220 Cruise', 2015, null],
  r15: ['yamaha', 'R15 V4', 2021, null],
  mt15: ['yamaha', 'MT-15', 2019, null],
  fz: ['yamaha', 'FZ-S FI V4', 2023, null],
  // Sold from 2015 to 2019, then again from 2023.
  r3: ['yamaha', 'R3', 2015, null],
  rtr160: ['tvs', 'Apache RTR 160', 2007, null],
  rtr200: ['tvs', 'Apache RTR 200 4V', 2016, null],
  rr310: ['tvs', 'Apache RR 310', 2017, null],
  ronin: ['tvs', 'Ronin', 2022, null],
  raider: ['tvs', 'Raider 125', 2021, null],
  cb350: ['honda', 'CB350', 2020, null],
  cb350rs: ['honda', 'CB350RS', 2021, null],
  hornet: ['honda', 'Hornet 2.0', 2020, null],
  shine: ['honda', 'Shine 125', 2006, null],
  xpulse: ['hero', 'Xpulse 200 4V', 2022, null],
  xtreme: ['hero', 'Xtreme 160R 4V', 2023, null],
  mavrick: ['hero', 'Mavrick 440', 2024, null],
  splendor: ['hero', 'Splendor Plus', 2004, null],
  gixxer250: ['suzuki', 'Gixxer SF 250', 2019, null],
  vstrom: ['suzuki', 'V-Strom SX', 2022, null],
  ninja300: ['kawasaki', 'Ninja 300', 2013, null],
  z900: ['kawasaki', 'Z900', 2017, null],
  versys650: ['kawasaki', 'Versys 650', 2015, null],
  speed400: ['triumph', 'Speed 400', 2023, null],
  scrambler400: ['triumph', 'Scrambler 400 X', 2023, null],
} as const satisfies Record<string, readonly [MakeSlug, string, number, number | null]>;
export type BikeKey = keyof typeof MODELS;

export interface BikeModel {
  key: BikeKey;
  make: MakeSlug;
  /** Full name, e.g. "KTM 390 Duke". */
  name: string;
  /** The model's name without the make, e.g. "390 Duke". */
  modelName: string;
  slug: string;
  /** First and last model years; null while still made. */
  yearFrom: number;
  yearTo: number | null;
}

export const BIKES: readonly BikeModel[] = (Object.keys(MODELS) as BikeKey[]).map((key) => {
  const [make, modelName, yearFrom, yearTo] = MODELS[key];
  const name = `${MAKES[make].name} ${modelName}`;
  return { key, make, name, modelName, slug: slugify(name), yearFrom, yearTo };
});

export function bike(key: BikeKey): BikeModel {
  const found = BIKES.find((b) => b.key === key);
  if (!found) throw new Error(`unknown bike ${key}`);
  return found;
}
