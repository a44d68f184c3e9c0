/** Shared shape for riding gear: sized apparel with a closing sizing note per kind. */
import type { PaletteName, PartKind } from '../../demo-types';
import { sized, type ProductSpec } from '../product';

const SIZING: Partial<Record<PartKind, string>> = {
  jacket:
    'Check the chest measurement in the size chart before ordering, and leave room for a layer underneath on cold ghat mornings.',
  'riding-pants':
    'The size chart lists waist and inseam in centimetres; most riders pick the same size as their jacket.',
  gloves:
    'Measure around your palm just below the knuckles to pick the right size; a riding glove should feel snug, not tight.',
  boots: 'Sizes are UK; if you are between sizes, go half a size up to leave room for thick riding socks.',
  'knee-guard': 'They are adjustable with elastic and hook-and-loop straps, so one size fits most riders comfortably.',
  balaclava:
    'It is a single stretchable size that fits under any helmet, and a couple in rotation means a fresh one every day.',
  'rain-suit': 'Pack it small under the seat or in a tank bag so it is always with you when the clouds open.',
};

export interface GearFacts {
  name: string;
  brand: string;
  kind: PartKind;
  category: string;
  palette: PaletteName;
  mrp: number;
  sizes: readonly string[];
  blurb: string;
  features: string[];
  pop?: number;
  newDays?: number;
}

export function gearItem(f: GearFacts): ProductSpec {
  return {
    name: f.name,
    brand: f.brand,
    kind: f.kind,
    palette: f.palette,
    description: `${f.blurb} ${SIZING[f.kind] ?? ''}`.trim(),
    features: f.features,
    categories: [f.category],
    variants: sized(f.sizes, f.mrp),
    pop: f.pop,
    newDays: f.newDays,
  };
}

export const FREE_SIZE = ['Free Size'];

export type GearRow = readonly [
  name: string,
  brand: string,
  mrp: number,
  palette: PaletteName,
  blurb: string,
  features: string[],
  pop?: number,
  newDays?: number,
];

export function rows(
  kind: PartKind,
  category: string,
  sizes: readonly string[],
  list: readonly GearRow[],
): ProductSpec[] {
  return list.map(([name, brand, mrp, palette, blurb, features, pop, newDays]) =>
    gearItem({ name, brand, kind, category, palette, mrp, sizes, blurb, features, pop, newDays }),
  );
}
