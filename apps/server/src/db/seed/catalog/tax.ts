/**
 * The HSN code and GST rate of each kind of demo product, as an Indian motorcycle shop would
 * invoice them under the rates in force since 22 September 2025 (docs/india.md, Demo catalog).
 */
import type { PartKind } from '../demo-types';

interface KindTax {
  hsn: string;
  /** GST in percent; clothing and footwear priced up to ₹2,500 a piece take `upTo2500`. */
  rate: number;
  upTo2500?: number;
}

const PARTS: KindTax = { hsn: '871410', rate: 18 };

const BY_KIND: Record<PartKind, KindTax> = {
  'helmet-full-face': { hsn: '650610', rate: 18 },
  'helmet-modular': { hsn: '650610', rate: 18 },
  'helmet-open-face': { hsn: '650610', rate: 18 },
  'helmet-offroad': { hsn: '650610', rate: 18 },
  visor: { hsn: '650699', rate: 18 },
  jacket: { hsn: '620193', rate: 18, upTo2500: 5 },
  'riding-pants': { hsn: '620343', rate: 18, upTo2500: 5 },
  gloves: { hsn: '621600', rate: 18, upTo2500: 5 },
  boots: { hsn: '640391', rate: 18, upTo2500: 5 },
  'knee-guard': { hsn: '392690', rate: 18 },
  balaclava: { hsn: '611710', rate: 18, upTo2500: 5 },
  'rain-suit': { hsn: '621010', rate: 18, upTo2500: 5 },
  'chain-sprocket': PARTS,
  'chain-lube': { hsn: '340319', rate: 18 },
  'brake-pads': PARTS,
  'brake-disc': PARTS,
  'engine-oil': { hsn: '271019', rate: 18 },
  'air-filter': { hsn: '842131', rate: 18 },
  'oil-filter': { hsn: '842123', rate: 18 },
  'spark-plug': { hsn: '851110', rate: 18 },
  'clutch-plates': PARTS,
  battery: { hsn: '850710', rate: 18 },
  tyre: { hsn: '401140', rate: 18 },
  headlight: { hsn: '851220', rate: 18 },
  indicator: { hsn: '851220', rate: 18 },
  mirror: { hsn: '700910', rate: 18 },
  'crash-guard': PARTS,
  'saddle-bag': { hsn: '420292', rate: 18 },
  'tank-bag': { hsn: '420292', rate: 18 },
  'phone-mount': PARTS,
  'usb-charger': { hsn: '850440', rate: 18 },
  'bike-cover': { hsn: '630790', rate: 5 },
  'handlebar-grips': { hsn: '401699', rate: 18 },
  levers: PARTS,
  exhaust: PARTS,
  intercom: { hsn: '851762', rate: 18 },
  'seat-cover': PARTS,
  'fog-light': { hsn: '851220', rate: 18 },
  horn: { hsn: '851230', rate: 18 },
  motorcycle: { hsn: '871120', rate: 18 },
};

/** The HSN and rate of a demo product of `kind` whose dearest variant sells for `pricePaise`. */
export function demoTax(kind: PartKind, pricePaise: number): { hsnCode: string; gstRate: number } {
  const tax = BY_KIND[kind];
  const rate = tax.upTo2500 !== undefined && pricePaise <= 250_000 ? tax.upTo2500 : tax.rate;
  return { hsnCode: tax.hsn, gstRate: rate };
}
