/*
 * The rules of fitment (docs/decisions/082) without its schemas: what the storefront's first
 * JavaScript needs (the product card's label, the garage's years) must not bring zod along, which
 * the schemas in fitment.ts would (docs/decisions/086).
 */

/** Model years a shopper can pick and staff can type. */
export const FIRST_MODEL_YEAR = 1950;
export const LAST_MODEL_YEAR = 2100;

/** One make or model a part fits; `from`/`to` are the model years, either end open when null. */
export interface FitmentBike {
  _id: string;
  from: number | null;
  to: number | null;
}

/** What a product card carries so the browser can label it for the chosen bike without asking. */
export interface Fitment {
  universal: boolean;
  /** Makes (every model of the make, any year) and models with their years. */
  bikes: FitmentBike[];
}

/** The bike the store fits things to: a model, its make and a model year. */
export interface ChosenBike {
  model_id: string;
  make_id: string;
  year: number;
}

/** fits, does_not_fit, universal, or null for what is not a bike part. */
export type FitVerdict = 'fits' | 'does_not_fit' | 'universal' | null;

/** Whether one fitment row takes in the bike. */
export function rowFits(row: FitmentBike, bike: ChosenBike): boolean {
  if (row._id === bike.make_id) return true;
  if (row._id !== bike.model_id) return false;
  return (row.from === null || row.from <= bike.year) && (row.to === null || bike.year <= row.to);
}

/** The label a card, a product page or a cart line shows for the chosen bike. */
export function fitVerdict(fitment: Fitment, bike: ChosenBike): FitVerdict {
  if (fitment.universal) return 'universal';
  if (fitment.bikes.length === 0) return null;
  return fitment.bikes.some((row) => rowFits(row, bike)) ? 'fits' : 'does_not_fit';
}

/** "2009–2020", "2021 on", "up to 2020", or '' for every year. */
export function yearsLabel(from: number | null, to: number | null): string {
  if (from !== null && to !== null) return from === to ? String(from) : `${from}–${to}`;
  if (from !== null) return `${from} on`;
  if (to !== null) return `up to ${to}`;
  return '';
}
