import { z } from 'zod';
import { idSchema } from './ids';

/*
 * Fitment (docs/decisions/082): which bikes a part fits, by model and model years. A product is
 * one of three kinds: bike-specific (it lists the makes or models it fits), universal (it fits
 * every bike: a chain lube, a phone mount), or not a bike part at all (a helmet, a jacket), which
 * the garage leaves alone.
 */

/** Model years a shopper can pick and staff can type. */
export const FIRST_MODEL_YEAR = 1950;
export const LAST_MODEL_YEAR = 2100;

export const FITMENT_MESSAGES = {
  bikeWithoutYear: 'Choose the year of your bike',
  yearWithoutBike: 'Choose your bike before its year',
  year: `Year must be a model year from ${FIRST_MODEL_YEAR} to ${LAST_MODEL_YEAR}`,
} as const;

export const modelYearSchema = z.coerce
  .number({ error: FITMENT_MESSAGES.year })
  .int({ error: FITMENT_MESSAGES.year })
  .min(FIRST_MODEL_YEAR, { error: FITMENT_MESSAGES.year })
  .max(LAST_MODEL_YEAR, { error: FITMENT_MESSAGES.year });

/** One make or model a part fits; `from`/`to` are the model years, either end open when null. */
export const fitmentBikeSchema = z.object({
  _id: z.string(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type FitmentBike = z.infer<typeof fitmentBikeSchema>;

/** What a product card carries so the browser can label it for the chosen bike without asking. */
export const fitmentSchema = z.object({
  universal: z.boolean(),
  /** Makes (every model of the make, any year) and models with their years. */
  bikes: z.array(fitmentBikeSchema),
});
export type Fitment = z.infer<typeof fitmentSchema>;

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

/**
 * `?bike=&year=` on the product list and search calls: keep only what fits that bike (and
 * universal parts, and what is not a bike part). Both or neither.
 */
export const bikeFilterFields = {
  bike: idSchema.optional(),
  year: modelYearSchema.optional(),
};

/** Refuses half a bike filter with a message that says which half is missing. */
export function checkBikeFilter(value: { bike?: string | undefined; year?: number | undefined }, ctx: z.RefinementCtx) {
  if (value.bike !== undefined && value.year === undefined) {
    ctx.addIssue({ code: 'custom', path: ['year'], message: FITMENT_MESSAGES.bikeWithoutYear });
  }
  if (value.year !== undefined && value.bike === undefined) {
    ctx.addIssue({ code: 'custom', path: ['bike'], message: FITMENT_MESSAGES.yearWithoutBike });
  }
}
