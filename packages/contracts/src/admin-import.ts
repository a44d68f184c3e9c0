/** The back office: bulk import and export of the catalog. */
import { z } from 'zod';
import { envelopeSchema } from './envelope';

/* ---------- bulk import and export ---------- */

/**
 * The catalog CSV: one row per variant; rows with the same `handle` (the product's slug) make one
 * product. Product columns may be left blank after a product's first row, but must not differ.
 * Lists inside a cell are separated by "|". Prices are in rupees (up to 2 decimals). `hidden` hides
 * the product, `variant_hidden` one variant (yes or no, blank is no). `hsn` and `gst_rate` (in
 * percent) go on its tax invoice; blank keeps a product's own, or 8714 at 18% for a new one.
 * `option_name` is what the product page calls the variants (Size, Length, Colour…); blank keeps a
 * product's own, or Size for a new one. `returnable` (yes or no) is no for custom-made or
 * non-returnable parts, which buyers cannot ask to return; blank keeps a product's own, or yes.
 * `fitment` lists makes and models by category slug, a model with its years after a colon:
 * `royal-enfield-classic-350:2021-|ktm-390-duke:2017-2023|bajaj` (`:2021-` from 2021 on, `:-2020`
 * up to 2020, `:2021` that year only, no colon every year, as files from before the years read).
 * `universal` (yes or no) marks a part that fits every bike and has no fitment; blank keeps a
 * product's own, or no (docs/decisions/083).
 */
export const IMPORT_COLUMNS = [
  'handle',
  'name',
  'brand',
  'categories',
  'fitment',
  'universal',
  'description',
  'features',
  'hidden',
  'hsn',
  'gst_rate',
  'images',
  'option_name',
  'returnable',
  'sku',
  'variant',
  'variant_hidden',
  'price_inr',
  'mrp_inr',
  'stock',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const IMPORT_REQUIRED_COLUMNS: readonly ImportColumn[] = [
  'handle',
  'name',
  'brand',
  'categories',
  'sku',
  'price_inr',
  'mrp_inr',
  'stock',
];

export const importRowErrorSchema = z.object({
  /** The row as a spreadsheet numbers it (the header is row 1); 0 for a problem with the file as a whole. */
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
export const importCheckSchema = z.object({
  ok: z.boolean(),
  rows: z.number().int(),
  products: z.number().int(),
  newProducts: z.number().int(),
  updatedProducts: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type ImportCheck = z.infer<typeof importCheckSchema>;
export const importCheckResponse = envelopeSchema(importCheckSchema);

/**
 * POST /admin/import answers `application/x-ndjson`: one JSON line per product written, then a
 * `done` line (or `failed`). A file with bad rows is refused before anything is written, with a
 * normal 400 envelope whose `data` is the ImportCheck.
 */
export const importProgressLineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), total: z.number().int() }),
  z.object({ type: z.literal('progress'), done: z.number().int(), total: z.number().int(), handle: z.string() }),
  z.object({
    type: z.literal('done'),
    created: z.number().int(),
    updated: z.number().int(),
    /** Products the file lists exactly as they are already: left untouched. */
    unchanged: z.number().int(),
    variants: z.number().int(),
  }),
  z.object({ type: z.literal('failed'), handle: z.string().nullable(), message: z.string(), done: z.number().int() }),
]);
export type ImportProgressLine = z.infer<typeof importProgressLineSchema>;
export const importRefusedResponse = z.object({
  error: z.literal(true),
  status: z.literal(400),
  message: z.string(),
  data: importCheckSchema,
});
