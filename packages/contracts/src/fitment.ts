import { z } from 'zod';
import { FIRST_MODEL_YEAR, LAST_MODEL_YEAR, type Fitment, type FitmentBike } from './fitment-rules';
import { idSchema } from './ids';

export * from './fitment-rules';

/*
 * Fitment (docs/decisions/082): which bikes a part fits, by model and model years. A product is
 * one of three kinds: bike-specific (it lists the makes or models it fits), universal (it fits
 * every bike: a chain lube, a phone mount), or not a bike part at all (a helmet, a jacket), which
 * the garage leaves alone.
 */

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

/** One make or model a part fits (FitmentBike); `from`/`to` are the model years, either end open when null. */
export const fitmentBikeSchema = z.object({
  _id: z.string(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
}) satisfies z.ZodType<FitmentBike>;

/** What a product card carries (Fitment) so the browser can label it for the chosen bike without asking. */
export const fitmentSchema = z.object({
  universal: z.boolean(),
  /** Makes (every model of the make, any year) and models with their years. */
  bikes: z.array(fitmentBikeSchema),
}) satisfies z.ZodType<Fitment>;

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
