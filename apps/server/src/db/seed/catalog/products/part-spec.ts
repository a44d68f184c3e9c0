/** Shared shape for spares and accessories: leaf category plus the bikes it fits. */
import type { PaletteName, PartKind } from '../../demo-types';
import { MAKES, bike, fitList, fits, type BikeKey } from '../bikes';
import { one, type ProductSpec, type VariantSpec } from '../product';

export interface PartFacts {
  name: string;
  brand: string;
  kind: PartKind;
  category: string;
  palette: PaletteName;
  /** MRP in rupees for a single "Default" variant, or explicit variants. */
  price: number | VariantSpec[];
  description: string;
  features: string[];
  /** Shop by Bike models it fits; empty for universal parts. */
  fit?: readonly BikeKey[];
  pop?: number;
  newDays?: number;
}

export function part(f: PartFacts): ProductSpec {
  const fit = f.fit ?? [];
  return {
    name: f.name,
    brand: f.brand,
    kind: f.kind,
    palette: f.palette,
    description: f.description,
    features: f.features,
    categories: [f.category, ...fits(...fit)],
    variants: typeof f.price === 'number' ? one(f.price) : f.price,
    pop: f.pop,
    newDays: f.newDays,
  };
}

/** Full name of the first bike in a fitment list, for "... for KTM 390 Duke" names. */
export function forBike(keys: readonly BikeKey[], brand?: string): string {
  const b = bike(keys[0] ?? 'classic350');
  // "Royal Enfield Genuine ... for Classic 350", not "... for Royal Enfield Classic 350".
  return brand === b.make ? b.name.slice(MAKES[b.make].name.length + 1) : b.name;
}

/** "Fits KTM 390 Duke, RC 390 and 390 Adventure" */
export const fitsLine = (keys: readonly BikeKey[]): string => `Fits ${fitList(keys)}`;

/** A closing sentence naming the other bikes a part also fits, or '' when it fits one. */
export function alsoFits(keys: readonly BikeKey[]): string {
  return keys.length > 1 ? ` It also fits the ${fitList(keys.slice(1))}.` : '';
}
