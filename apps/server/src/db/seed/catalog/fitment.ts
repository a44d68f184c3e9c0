/**
 * Which bikes a part fits, by model and model years (docs/decisions/082), and how product text
 * names them. A part lists models as bare keys (every year the model was made) or as
 * [model, first year, last year] with null for an open end: `[['classic350', 2021], 'meteor350']`.
 */
import { yearsLabel } from '@store/contracts/fitment';
import type { DemoFit } from '../demo-types';
import { bike, type BikeKey, type MakeSlug } from './bikes';

export type Fit = BikeKey | readonly [model: BikeKey, from: number | null, to?: number | null];

/**
 * Generations whose parts differ, so a part says which one it fits. Only real splits: a rider
 * with a 2015 Classic 350 must not be told a J-platform chain kit fits.
 */
export const GEN = {
  /** The unit-construction-engine (UCE) Classic. */
  classic350Uce: ['classic350', 2009, 2020],
  /** The J-platform Classic: new engine, frame and brakes. */
  classic350J: ['classic350', 2021],
  bullet350Uce: ['bullet350', 2012, 2022],
  bullet350J: ['bullet350', 2023],
  /** Both unit-construction Bullets (UCE and J); not the pre-unit cast-iron and AVL ones. */
  bullet350Unit: ['bullet350', 2012],
  /** The first two generations (373 cc), before the 399 cc third one with its new airbox. */
  duke390Gen1And2: ['duke390', 2013, 2023],
  duke390Gen2: ['duke390', 2017, 2023],
  duke390Gen3: ['duke390', 2024],
  duke250Gen1: ['duke250', 2017, 2023],
  duke250Gen2: ['duke250', 2024],
  /** A new trellis frame with the 2020 update. */
  duke200Gen1: ['duke200', 2012, 2019],
  duke200Gen2: ['duke200', 2020],
  rc390Gen1: ['rc390', 2014, 2021],
  /** Halogen headlamp; the 2024 update brought an LED one. */
  ns200Halogen: ['ns200', 2012, 2023],
} as const satisfies Record<string, Fit>;

/** Parts shared by a platform's models. */
export const FAMILY = {
  /** The J-platform 350s. */
  re350J: [GEN.classic350J, GEN.bullet350J, 'meteor350', 'hunter350'],
  /** The UCE 350s. */
  re350Uce: [GEN.classic350Uce, GEN.bullet350Uce],
} as const satisfies Record<string, readonly Fit[]>;

interface FitRange {
  key: BikeKey;
  from: number | null;
  to: number | null;
}

/** The model and years of one fitment entry; refuses years outside the model's own. */
function range(fit: Fit): FitRange {
  if (typeof fit === 'string') return { key: fit, from: null, to: null };
  const [key, from, to = null] = fit;
  const model = bike(key);
  const last = model.yearTo ?? Number.POSITIVE_INFINITY;
  const inside = (year: number | null) => year === null || (year >= model.yearFrom && year <= last);
  if (!inside(from) || !inside(to)) {
    throw new Error(`${key}: fitment years ${from}-${to} outside the model's ${model.yearFrom}-${model.yearTo}`);
  }
  if (from !== null && to !== null && from > to) throw new Error(`${key}: fitment years ${from}-${to} run backwards`);
  return { key, from, to };
}

/** The product's fitment links: one per model, with the years. */
export function demoFits(fits: readonly Fit[]): DemoFit[] {
  const ranges = fits.map(range);
  const keys = ranges.map((r) => r.key);
  const repeated = keys.find((k, i) => keys.indexOf(k) !== i);
  if (repeated) throw new Error(`${repeated} listed twice: one link per model`);
  return ranges.map((r) => ({ slug: bike(r.key).slug, yearFrom: r.from, yearTo: r.to }));
}

/** "2021 on" when the part fits only some of the years the model was made, '' when it fits every one. */
function yearsNote(fit: Fit): string {
  const r = range(fit);
  const model = bike(r.key);
  const narrower = (r.from ?? model.yearFrom) > model.yearFrom || (r.to !== null && r.to !== model.yearTo);
  return narrower ? yearsLabel(r.from, r.to) : '';
}

const withYears = (name: string, fit: Fit): string => {
  const note = yearsNote(fit);
  return note ? `${name} (${note})` : name;
};

const keyOf = (fit: Fit): BikeKey => (typeof fit === 'string' ? fit : fit[0]);

/**
 * The name of one model, with its years where the part fits only some of them: "Royal Enfield
 * Classic 350 (2021 on)"; "Classic 350 (2021 on)" for the make's own genuine parts.
 */
export function fitName(fit: Fit, brand?: string): string {
  const b = bike(keyOf(fit));
  return withYears(brand === b.make ? b.modelName : b.name, fit);
}

/** "Royal Enfield Classic 350 (2021 on), Bullet 350 (2023 on) and Meteor 350": one make reads naturally. */
export function fitList(fits: readonly Fit[]): string {
  const names: string[] = [];
  let lastMake: MakeSlug | null = null;
  for (const fit of fits) {
    const b = bike(keyOf(fit));
    names.push(withYears(b.make === lastMake ? b.modelName : b.name, fit));
    lastMake = b.make;
  }
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
