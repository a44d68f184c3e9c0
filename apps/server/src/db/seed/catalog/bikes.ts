/**
 * Motorcycles for "Shop by Bike": makes, and under each the models, named in full the way
 * riders search ("Royal Enfield Classic 350"). Spares list the models they fit by key.
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

/** Model key -> [make, model name without the make]. Order here is display order. */
const MODELS = {
  classic350: ['royal-enfield', 'Classic 350'],
  bullet350: ['royal-enfield', 'Bullet 350'],
  hunter350: ['royal-enfield', 'Hunter 350'],
  meteor350: ['royal-enfield', 'Meteor 350'],
  himalayan450: ['royal-enfield', 'Himalayan 450'],
  himalayan411: ['royal-enfield', 'Himalayan 411'],
  scram411: ['royal-enfield', 'Scram 411'],
  interceptor650: ['royal-enfield', 'Interceptor 650'],
  gt650: ['royal-enfield', 'Continental GT 650'],
  superMeteor650: ['royal-enfield', 'Super Meteor 650'],
  duke390: ['ktm', '390 Duke'],
  duke250: ['ktm', '250 Duke'],
  duke200: ['ktm', '200 Duke'],
  rc390: ['ktm', 'RC 390'],
  rc200: ['ktm', 'RC 200'],
  adv390: ['ktm', '390 Adventure'],
  ns200: ['bajaj', 'Pulsar NS200'],
  n160: ['bajaj', 'Pulsar N160'],
  pulsar220: ['bajaj', 'Pulsar 220F'],
  dominar400: ['bajaj', 'Dominar 400'],
  dominar250: ['bajaj', 'Dominar 250'],
  avenger220: ['bajaj', 'Avenger 220 Cruise'],
  r15: ['yamaha', 'R15 V4'],
  mt15: ['yamaha', 'MT-15'],
  fz: ['yamaha', 'FZ-S FI V4'],
  r3: ['yamaha', 'R3'],
  rtr160: ['tvs', 'Apache RTR 160'],
  rtr200: ['tvs', 'Apache RTR 200 4V'],
  rr310: ['tvs', 'Apache RR 310'],
  ronin: ['tvs', 'Ronin'],
  raider: ['tvs', 'Raider 125'],
  cb350: ['honda', 'CB350'],
  cb350rs: ['honda', 'CB350RS'],
  hornet: ['honda', 'Hornet 2.0'],
  shine: ['honda', 'Shine 125'],
  xpulse: ['hero', 'Xpulse 200 4V'],
  xtreme: ['hero', 'Xtreme 160R 4V'],
  mavrick: ['hero', 'Mavrick 440'],
  splendor: ['hero', 'Splendor Plus'],
  gixxer250: ['suzuki', 'Gixxer SF 250'],
  vstrom: ['suzuki', 'V-Strom SX'],
  ninja300: ['kawasaki', 'Ninja 300'],
  z900: ['kawasaki', 'Z900'],
  versys650: ['kawasaki', 'Versys 650'],
  speed400: ['triumph', 'Speed 400'],
  scrambler400: ['triumph', 'Scrambler 400 X'],
} as const satisfies Record<string, readonly [MakeSlug, string]>;
export type BikeKey = keyof typeof MODELS;

export interface BikeModel {
  key: BikeKey;
  make: MakeSlug;
  /** Full name, e.g. "KTM 390 Duke". */
  name: string;
  slug: string;
}

export const BIKES: readonly BikeModel[] = (Object.keys(MODELS) as BikeKey[]).map((key) => {
  const [make, model] = MODELS[key];
  const name = `${MAKES[make].name} ${model}`;
  return { key, make, name, slug: slugify(name) };
});

export function bike(key: BikeKey): BikeModel {
  const found = BIKES.find((b) => b.key === key);
  if (!found) throw new Error(`unknown bike ${key}`);
  return found;
}

/** Category slugs of the models a part fits. */
export function fits(...keys: BikeKey[]): string[] {
  return keys.map((k) => bike(k).slug);
}

/** "Royal Enfield Classic 350, Bullet 350 and Meteor 350": models of one make read naturally. */
export function fitList(keys: readonly BikeKey[]): string {
  const names: string[] = [];
  let lastMake: MakeSlug | null = null;
  for (const k of keys) {
    const b = bike(k);
    names.push(b.make === lastMake ? b.name.slice(MAKES[b.make].name.length + 1) : b.name);
    lastMake = b.make;
  }
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Frequently shared platforms, for parts that fit a family of bikes. */
export const FAMILY = {
  re350: ['classic350', 'bullet350', 'meteor350', 'hunter350'],
  re411: ['himalayan411', 'scram411'],
  re650: ['interceptor650', 'gt650', 'superMeteor650'],
  ktm390: ['duke390', 'rc390', 'adv390'],
  ktm200: ['duke200', 'rc200', 'duke250'],
  dominar: ['dominar400', 'dominar250'],
  yamaha155: ['r15', 'mt15'],
  apache: ['rtr160', 'rtr200'],
  honda350: ['cb350', 'cb350rs'],
} as const satisfies Record<string, readonly BikeKey[]>;
