/** The back office's category tree: the nodes as listed, and what adds, edits, moves and orders them. */
import { z } from 'zod';
import { ADMIN_MESSAGES, CATEGORY_KINDS, imageUrlField, positionField, requiredName, slugField } from './admin-common';
import { fitmentYearField, modelYearsProblem } from './admin-fitment';
import { envelopeSchema } from './envelope';
import { idSchema } from './ids';

export const adminCategorySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  kind: z.enum(CATEGORY_KINDS),
  image: z.string().nullable(),
  position: z.number().int(),
  hidden: z.boolean(),
  /** 0 for a top-level category. */
  depth: z.number().int(),
  /** Names from the top down, joined with " › ". */
  path: z.string(),
  /** Products linked to this very node (not its sub-categories). */
  productCount: z.number().int(),
  childCount: z.number().int(),
  /** A model's first and last model year (null last: still made); null on every other node. */
  yearFrom: z.number().int().nullable(),
  yearTo: z.number().int().nullable(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
/** The whole tree, flat, parents before children and siblings in order. */
export const adminCategoryListResponse = envelopeSchema(z.array(adminCategorySchema));
export const adminCategoryResponse = envelopeSchema(adminCategorySchema);
export const categoryCreateBody = z
  .object({
    name: requiredName(80),
    slug: slugField.optional(),
    parentId: idSchema.nullable(),
    kind: z.enum(CATEGORY_KINDS, { error: 'Unknown category kind' }),
    image: imageUrlField.nullable().default(null),
    hidden: z.boolean().default(false),
    yearFrom: fitmentYearField.default(null),
    yearTo: fitmentYearField.default(null),
  })
  .superRefine((body, ctx) => {
    const problem = modelYearsProblem(body.kind, body);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type CategoryCreate = z.infer<typeof categoryCreateBody>;
/**
 * PATCH /admin/categories/:id: rename, change the image, kind, visibility or a model's years; the
 * years are checked with what the category keeps (docs/decisions/083).
 */
export const categoryUpdateBody = z
  .object({
    name: requiredName(80),
    slug: slugField,
    kind: z.enum(CATEGORY_KINDS, { error: 'Unknown category kind' }),
    image: imageUrlField.nullable(),
    hidden: z.boolean(),
    yearFrom: fitmentYearField,
    yearTo: fitmentYearField,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to change' });
export type CategoryUpdate = z.infer<typeof categoryUpdateBody>;
/** POST /admin/categories/:id/move: a new parent, placed last or at `position`. */
export const categoryMoveBody = z.object({ parentId: idSchema, position: positionField.optional() });
/** PUT /admin/categories/order: the children of `parentId` (null: the top level) in their new order. */
export const categoryOrderBody = z.object({
  parentId: idSchema.nullable(),
  ids: z.array(idSchema).min(1, { error: ADMIN_MESSAGES.siblingsOrder }).max(1000),
});
