/** Shared shape for spares and accessories: leaf category plus the bikes it fits. */
import type { PaletteName, PartKind } from '../../demo-types';
import { fitList, fitName, type Fit } from '../fitment';
import { one, type ProductSpec, type VariantSpec } from '../product';

interface PartBase {
  name: string;
  brand: string;
  kind: PartKind;
  category: string;
  palette: PaletteName;
  /** MRP in rupees for a single "Default" variant, or explicit variants. */
  price: number | VariantSpec[];
  description: string;
  features: string[];
  pop?: number;
  newDays?: number;
}

/**
 * A part says what it fits: the Shop by Bike models (with years where only some fit), or
 * `universal` for every bike. Neither is for what rides on the rider, not the bike (an intercom).
 */
export type PartFacts = PartBase &
  ({ fit: readonly Fit[]; universal?: never } | { universal: true; fit?: never } | { fit?: never; universal?: never });

export function part(f: PartFacts): ProductSpec {
  return {
    name: f.name,
    brand: f.brand,
    kind: f.kind,
    palette: f.palette,
    description: f.description,
    features: f.features,
    categories: [f.category],
    fit: f.fit,
    universal: f.universal,
    variants: typeof f.price === 'number' ? one(f.price) : f.price,
    pop: f.pop,
    newDays: f.newDays,
  };
}

/** The first bike of a fitment list with its years, for "... for KTM 390 Duke (2024 on)" names. */
export function forBike(fits: readonly Fit[], brand?: string): string {
  // "Royal Enfield Genuine ... for Classic 350", not "... for Royal Enfield Classic 350".
  return fitName(fits[0] ?? 'classic350', brand);
}

/** "Fits Royal Enfield Classic 350 (2021 on), Bullet 350 (2023 on) and Meteor 350" */
export const fitsLine = (fits: readonly Fit[]): string => `Fits ${fitList(fits)}`;

/** A closing sentence naming the other bikes a part also fits, or '' when it fits one. */
export function alsoFits(fits: readonly Fit[]): string {
  return fits.length > 1 ? ` It also fits the ${fitList(fits.slice(1))}.` : '';
}
