/** Shared wording for helmets: name, description and features from a few facts. */
import type { PaletteName, PartKind } from '../../demo-types';
import { brandName } from '../brands';
import { C } from '../categories';
import { HELMET_SIZES, sized, type ProductSpec } from '../product';

export type HelmetType = 'full' | 'modular' | 'open' | 'offroad';

export interface HelmetFacts {
  brand: string;
  model: string;
  type: HelmetType;
  /** e.g. "ISI + ECE 22.06" */
  certs: string;
  mrp: number;
  shell: string;
  grams: number;
  palette: PaletteName;
  /** One product-specific opening sentence. */
  blurb: string;
  extras?: string[];
  pop?: number;
  newDays?: number;
  sizes?: readonly string[];
}

const TYPE: Record<HelmetType, { label: string; kind: PartKind; category: string }> = {
  full: { label: 'Full Face', kind: 'helmet-full-face', category: C.fullFace },
  modular: { label: 'Modular', kind: 'helmet-modular', category: C.modular },
  open: { label: 'Open Face', kind: 'helmet-open-face', category: C.openFace },
  offroad: { label: 'Off-Road', kind: 'helmet-offroad', category: C.offRoad },
};

const VIEW: Record<HelmetType, string> = {
  full: 'the wide-aperture, anti-scratch visor keeps the view clear and distortion-free',
  modular: 'the chin bar flips up one-handed, so you can talk at a toll booth or fuel stop without taking it off',
  open: 'the long visor shields your face from wind, dust and bugs while keeping the airy feel of a jet helmet',
  offroad: 'the adjustable peak cuts glare and the wide eye port takes most riding goggles',
};

const FEATURE: Record<HelmetType, string> = {
  full: 'Quick-release anti-scratch clear visor',
  modular: 'Flip-up chin bar with drop-down sun visor',
  open: 'Long clear visor with quick-release mechanism',
  offroad: 'Adjustable peak and goggle-ready eye port',
};

function certSentence(certs: string, premium: boolean): string {
  if (certs === 'ISI') {
    return 'It carries the ISI mark required for road use in India, and the cheek pads and liner come out for washing after a sweaty ride.';
  }
  return premium
    ? `Certified to ${certs}, it pairs race-bred safety with a removable, anti-bacterial liner that copes well with humid Indian summers.`
    : `Certified to ${certs}, it offers proper international-standard protection at a price that makes sense for daily riding.`;
}

export function helmet(f: HelmetFacts): ProductSpec {
  const t = TYPE[f.type];
  const premium = f.mrp >= 8000;
  const sizes =
    f.sizes ??
    (f.mrp >= 20000 ? ['XS', ...HELMET_SIZES, 'XXL'] : f.mrp >= 5000 ? [...HELMET_SIZES, 'XXL'] : HELMET_SIZES);
  const kg = (f.grams / 1000).toFixed(2).replace(/0$/, '');
  return {
    name: `${brandName(f.brand)} ${f.model} ${t.label} Helmet`,
    brand: f.brand,
    kind: t.kind,
    palette: f.palette,
    description: [
      f.blurb,
      `The ${f.shell} shell weighs about ${kg} kg over a multi-density EPS liner, and ${VIEW[f.type]}.`,
      certSentence(f.certs, premium),
    ].join(' '),
    features: [
      `${f.certs} certified`,
      `${f.shell[0]?.toUpperCase()}${f.shell.slice(1)} shell, approx. ${f.grams} g`,
      FEATURE[f.type],
      ...(f.extras ?? []),
      premium ? 'Double-D ring chin strap' : 'Micrometric quick-release buckle',
      'Removable, washable hypoallergenic liner and cheek pads',
    ].slice(0, 6),
    categories: [t.category],
    variants: sized(sizes, f.mrp),
    pop: f.pop,
    newDays: f.newDays,
  };
}
