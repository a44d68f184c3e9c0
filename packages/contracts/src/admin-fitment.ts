/**
 * The back office's fitment (docs/decisions/082 and 083): the years on a product's suitable bikes,
 * the universal flag, a model's own years, and fitment assigned to many products at once.
 */
import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-common';
import { envelopeSchema } from './envelope';
import { FIRST_MODEL_YEAR, FITMENT_MESSAGES, LAST_MODEL_YEAR, yearsLabel } from './fitment';
import { idSchema } from './ids';

/** Most products one bulk fitment call changes. */
export const MAX_BULK_FITMENT_PRODUCTS = 500;

/** A model year as staff type it, or null for an open end. */
export const fitmentYearField = z
  .number({ error: FITMENT_MESSAGES.year })
  .int({ error: FITMENT_MESSAGES.year })
  .min(FIRST_MODEL_YEAR, { error: FITMENT_MESSAGES.year })
  .max(LAST_MODEL_YEAR, { error: FITMENT_MESSAGES.year })
  .nullable();

/** Years from and to, either end open when null. */
export interface YearRange {
  from: number | null;
  to: number | null;
}

/** The years a model was made; `yearTo` null while it is still made. */
export interface ModelYears {
  yearFrom: number | null;
  yearTo: number | null;
}

const inOrder = (from: number | null, to: number | null) => from === null || to === null || from <= to;

/** Whether a fitment range stays within the model's own years; an open end always does. */
export function withinModelYears(range: YearRange, model: ModelYears): boolean {
  const inside = (year: number | null) =>
    year === null ||
    ((model.yearFrom === null || model.yearFrom <= year) && (model.yearTo === null || year <= model.yearTo));
  return inside(range.from) && inside(range.to);
}

/**
 * What is wrong with these years on a link to this bike, or null: only a model carries years, and
 * only within its own. The product form, the CSV, the bulk call and a change of the model's own
 * years all ask this one question.
 */
export function fitmentYearsProblem(
  range: YearRange,
  bike: { kind: string; name: string } & ModelYears,
): string | null {
  if (range.from === null && range.to === null) return null;
  if (!inOrder(range.from, range.to)) return ADMIN_MESSAGES.yearsOrder;
  if (bike.kind !== 'model') return ADMIN_MESSAGES.yearsOnlyOnModels;
  if (!withinModelYears(range, bike)) {
    return ADMIN_MESSAGES.yearsOutsideModel(bike.name, yearsLabel(bike.yearFrom, bike.yearTo));
  }
  return null;
}

/**
 * What is wrong with a category's own years, or null: only a model has them, the first year comes
 * with the last, and not after it.
 */
export function modelYearsProblem(
  kind: string,
  years: ModelYears,
): { path: 'yearFrom' | 'yearTo'; message: string } | null {
  if (years.yearFrom === null && years.yearTo === null) return null;
  if (kind !== 'model') return { path: 'yearFrom', message: ADMIN_MESSAGES.yearsOnlyOnModels };
  if (years.yearFrom === null) return { path: 'yearFrom', message: ADMIN_MESSAGES.modelYearsFirst };
  if (!inOrder(years.yearFrom, years.yearTo)) return { path: 'yearTo', message: ADMIN_MESSAGES.yearsOrder };
  return null;
}

/** One suitable bike of the product form: a make, or a model with optional years. */
export const fitmentInputSchema = z
  .object({
    id: idSchema,
    from: fitmentYearField.default(null),
    to: fitmentYearField.default(null),
  })
  .refine((row) => inOrder(row.from, row.to), { path: ['to'], error: ADMIN_MESSAGES.yearsOrder });
export type FitmentInput = z.infer<typeof fitmentInputSchema>;

/** A suitable bike as the edit form loads it: the make or model with its path, and the years. */
export const adminFitmentRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type AdminFitmentRef = z.infer<typeof adminFitmentRefSchema>;

export const BULK_FITMENT_MODES = ['add', 'remove'] as const;
export type BulkFitmentMode = (typeof BULK_FITMENT_MODES)[number];

/**
 * POST /admin/products/fitment: one make or model (with years, for a model) added to every product
 * chosen, or taken off every one. Universal products are skipped; an unknown product refuses the lot.
 */
export const bulkFitmentBody = z
  .object({
    productIds: z
      .array(idSchema)
      .min(1, { error: ADMIN_MESSAGES.bulkNoProducts })
      .max(MAX_BULK_FITMENT_PRODUCTS, { error: ADMIN_MESSAGES.bulkTooMany(MAX_BULK_FITMENT_PRODUCTS) })
      .transform((ids) => [...new Set(ids)]),
    bikeId: idSchema,
    from: fitmentYearField.default(null),
    to: fitmentYearField.default(null),
    mode: z.enum(BULK_FITMENT_MODES, { error: ADMIN_MESSAGES.bulkMode }),
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'remove' && (body.from !== null || body.to !== null)) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: ADMIN_MESSAGES.bulkYearsOnRemove });
    } else if (!inOrder(body.from, body.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: ADMIN_MESSAGES.yearsOrder });
    }
  });
export type BulkFitment = z.infer<typeof bulkFitmentBody>;
export type BulkFitmentInput = z.input<typeof bulkFitmentBody>;

export const bulkFitmentResultSchema = z.object({
  mode: z.enum(BULK_FITMENT_MODES),
  /** Products whose fitment changed: the bike added (or its years changed), or removed. */
  changed: z.number().int(),
  /** Products that already had it so (add), or never had it (remove). */
  unchanged: z.number().int(),
  /** Universal products, left alone: they fit every bike already. */
  skippedUniversal: z.number().int(),
});
export type BulkFitmentResult = z.infer<typeof bulkFitmentResultSchema>;
export const bulkFitmentResponse = envelopeSchema(bulkFitmentResultSchema);

const products = (n: number) => `${n} product${n === 1 ? '' : 's'}`;

/** "Fitment added to 37 products; 2 universal products skipped": the answer's message and the screen's. */
export function bulkFitmentMessage(r: BulkFitmentResult): string {
  const parts = [
    r.mode === 'add' ? `Fitment added to ${products(r.changed)}` : `Fitment removed from ${products(r.changed)}`,
  ];
  if (r.unchanged > 0)
    parts.push(`${products(r.unchanged)} ${r.mode === 'add' ? 'already had it' : 'did not have it'}`);
  if (r.skippedUniversal > 0) {
    parts.push(`${r.skippedUniversal} universal product${r.skippedUniversal === 1 ? '' : 's'} skipped`);
  }
  return parts.join('; ');
}
