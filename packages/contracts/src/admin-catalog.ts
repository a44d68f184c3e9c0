/** The back office: products with their variants, brands, categories and collections. */
import { z } from 'zod';
import { DEFAULT_GST_RATE, DEFAULT_HSN, gstRateField, hsnField } from './tax';
import { DEFAULT_OPTION_NAME, optionNameField } from './variants';
import { envelopeSchema } from './envelope';
import { idSchema } from './ids';
import { adminFitmentRefSchema, fitmentInputSchema } from './admin-fitment';
import {
  MAX_VARIANTS,
  MAX_FEATURES,
  MAX_PRODUCT_CATEGORIES,
  MAX_FITMENT,
  MAX_PRODUCT_IMAGES,
  UPLOAD_KINDS,
  ADMIN_MESSAGES,
  text,
  requiredName,
  optionalSearch,
  slugField,
  paiseField,
  stockField,
  skuField,
  imageUrlField,
  positionField,
  isoDate,
  uniqueIds,
  adminPageQuery,
  pagedSchema,
} from './admin-common';

/* ---------- products ---------- */

export const adminProductListQuery = adminPageQuery.extend({
  /** Name, slug or SKU. */
  q: optionalSearch,
  categoryId: idSchema.optional(),
  brandId: idSchema.optional(),
  visibility: z.enum(['all', 'visible', 'hidden'], { error: 'Unknown visibility' }).default('all'),
  /** low: some variant at or below its product's low-stock level (its own or the shop's); out: nothing in stock. */
  stock: z.enum(['all', 'low', 'out'], { error: 'Unknown stock filter' }).default('all'),
  sort: z.enum(['name', 'updated'], { error: 'Unknown sort order' }).default('name'),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuery>;

export const adminProductSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  brand: z.object({ id: z.string(), name: z.string() }),
  image: z.string().nullable(),
  /** The cheapest visible variant's prices, as the storefront card shows them. */
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  discountPercent: z.number().int(),
  stock: z.number().int(),
  variantCount: z.number().int(),
  hidden: z.boolean(),
  updatedAt: isoDate,
});
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;
export const adminProductListResponse = envelopeSchema(pagedSchema(adminProductSummarySchema));

export const adminCategoryRefSchema = z.object({ id: z.string(), name: z.string(), path: z.string() });
export const adminVariantSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  discountPercent: z.number().int(),
  stock: z.number().int(),
  hidden: z.boolean(),
  position: z.number().int(),
});
export const adminProductImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  alt: z.string(),
  position: z.number().int(),
});
export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.object({ id: z.string(), name: z.string() }),
  categories: z.array(adminCategoryRefSchema),
  /** Suitable bikes: makes and models under Shop by Bike, models with their years (docs/decisions/083). */
  fitment: z.array(adminFitmentRefSchema),
  /** Fits every bike (a chain lube, a phone mount); a universal product has no suitable bikes. */
  universal: z.boolean(),
  features: z.array(z.string()),
  hidden: z.boolean(),
  /** What its tax invoice prints (docs/india.md). */
  hsnCode: z.string(),
  gstRate: z.number().int(),
  /** What the product page calls the variants: 'Size', 'Length', 'Colour'… */
  optionName: z.string(),
  /** False for custom-made or non-returnable parts: buyers cannot ask to return them. */
  returnable: z.boolean(),
  /** An option at or below this many is low on stock; null for the shop's level. */
  lowStockLevel: z.number().int().nullable(),
  /** The packed weight in grams, for shipping by weight; null when not weighed. */
  weightGrams: z.number().int().nullable(),
  variants: z.array(adminVariantSchema),
  images: z.array(adminProductImageSchema),
  rating: z.number(),
  reviewCount: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductResponse = envelopeSchema(adminProductSchema);

/** One variant of the product form; without `id` it is new, and variants left out are removed. */
export const variantInputSchema = z
  .object({
    id: idSchema.optional(),
    name: z
      .string({ error: ADMIN_MESSAGES.variantLabelRequired })
      .trim()
      .min(1, { error: ADMIN_MESSAGES.variantLabelRequired, abort: true })
      .max(80, { error: ADMIN_MESSAGES.tooLong(80) }),
    sku: skuField,
    pricePaise: paiseField('Price'),
    mrpPaise: paiseField('Original price'),
    stock: stockField,
    hidden: z.boolean().default(false),
  })
  .refine((v) => v.pricePaise <= v.mrpPaise, { path: ['pricePaise'], error: ADMIN_MESSAGES.priceAboveMrp });
export type VariantInput = z.infer<typeof variantInputSchema>;

/** POST /admin/products and PUT /admin/products/:id: the whole product form. */
export const productInputBody = z
  .object({
    name: requiredName(200),
    /** Made from the name when left out. */
    slug: slugField.optional(),
    description: text(10_000).default(''),
    brandId: idSchema,
    categoryIds: uniqueIds(MAX_PRODUCT_CATEGORIES).refine((ids) => ids.length > 0, {
      error: ADMIN_MESSAGES.categoriesRequired,
    }),
    /** Makes, and models with optional years, each once; empty for a universal product. */
    fitment: z
      .array(fitmentInputSchema)
      .max(MAX_FITMENT, { error: `At most ${MAX_FITMENT} may be chosen` })
      .default([]),
    universal: z.boolean({ error: 'Universal must be true or false' }).default(false),
    features: z
      .array(z.string().trim().min(1, { error: 'A feature cannot be empty' }).max(200))
      .max(MAX_FEATURES, { error: `At most ${MAX_FEATURES} features` })
      .default([]),
    hidden: z.boolean().default(false),
    hsnCode: hsnField.default(DEFAULT_HSN),
    gstRate: gstRateField.default(DEFAULT_GST_RATE),
    optionName: optionNameField.default(DEFAULT_OPTION_NAME),
    returnable: z.boolean({ error: 'Returnable must be true or false' }).default(true),
    /** Null for the shop's level; left out, a saved product keeps its own (an import names none). */
    lowStockLevel: z
      .number({ error: ADMIN_MESSAGES.lowStockLevel })
      .int({ error: ADMIN_MESSAGES.lowStockLevel })
      .min(0, { error: ADMIN_MESSAGES.lowStockLevel })
      .max(1000, { error: ADMIN_MESSAGES.lowStockLevel })
      .nullable()
      .optional(),
    /** Grams, packed; null when not weighed; left out, a saved product keeps its weight (an import names none). */
    weightGrams: z
      .number({ error: ADMIN_MESSAGES.weightGrams })
      .int({ error: ADMIN_MESSAGES.weightGrams })
      .min(1, { error: ADMIN_MESSAGES.weightGrams })
      .max(50_000, { error: ADMIN_MESSAGES.weightGrams })
      .nullable()
      .optional(),
    variants: z
      .array(variantInputSchema)
      .min(1, { error: ADMIN_MESSAGES.variantsRequired })
      .max(MAX_VARIANTS, { error: `At most ${MAX_VARIANTS} variants` }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.variants.forEach((v, i) => {
      if (seen.has(v.sku)) {
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'sku'], message: ADMIN_MESSAGES.skuRepeated(v.sku) });
      }
      seen.add(v.sku);
    });
    const bikes = new Set<string>();
    body.fitment.forEach((row, i) => {
      if (bikes.has(row.id)) {
        ctx.addIssue({ code: 'custom', path: ['fitment', i, 'id'], message: ADMIN_MESSAGES.fitmentRepeated });
      }
      bikes.add(row.id);
    });
    // Refused rather than dropped: staff who tick both meant one of them (docs/decisions/083).
    if (body.universal && body.fitment.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['universal'], message: ADMIN_MESSAGES.universalWithBikes });
    }
  });
export type ProductInput = z.infer<typeof productInputBody>;
/** What a client sends: defaults (description, features, fitment, universal, hidden) may be left out. */
export type ProductInputBody = z.input<typeof productInputBody>;

/** PATCH /admin/variants/:id: quick price and stock edits from the list. */
export const variantPatchBody = z
  .object({ pricePaise: paiseField('Price'), mrpPaise: paiseField('Original price'), stock: stockField })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to change' });
export type VariantPatch = z.infer<typeof variantPatchBody>;
export const adminVariantResponse = envelopeSchema(adminVariantSchema.extend({ productId: z.string() }));

export const productImageParams = z.object({ id: idSchema, imageId: idSchema });
export const imageOrderBody = z.object({
  imageIds: z.array(idSchema).min(1, { error: ADMIN_MESSAGES.imagesOrder }).max(MAX_PRODUCT_IMAGES),
});
export const adminProductImagesResponse = envelopeSchema(z.array(adminProductImageSchema));

/** POST /admin/uploads?kind=: one image for a banner, brand, category or collection. */
export const uploadQuery = z.object({ kind: z.enum(UPLOAD_KINDS, { error: 'Unknown image kind' }) });
export const uploadResponse = envelopeSchema(z.object({ url: z.string() }));

/* ---------- brands, categories, collections ---------- */

export const adminBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  position: z.number().int(),
  hidden: z.boolean(),
  productCount: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export const brandInputBody = z.object({
  name: requiredName(80),
  slug: slugField.optional(),
  image: imageUrlField,
  position: positionField.optional(),
  hidden: z.boolean().default(false),
});
export type BrandInput = z.infer<typeof brandInputBody>;
export const adminBrandResponse = envelopeSchema(adminBrandSchema);
export const adminBrandListResponse = envelopeSchema(z.array(adminBrandSchema));

export const adminCollectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  category: z.object({ id: z.string(), name: z.string() }),
  position: z.number().int(),
  hidden: z.boolean(),
});
export type AdminCollection = z.infer<typeof adminCollectionSchema>;
export const collectionInputBody = z.object({
  name: requiredName(80),
  image: imageUrlField,
  categoryId: idSchema,
  position: positionField.optional(),
  hidden: z.boolean().default(false),
});
export type CollectionInput = z.infer<typeof collectionInputBody>;
export const adminCollectionResponse = envelopeSchema(adminCollectionSchema);
export const adminCollectionListResponse = envelopeSchema(z.array(adminCollectionSchema));

export * from './admin-categories';
export * from './admin-fitment';

/** What the product form saves for `product` as it stands: the body of PUT /admin/products/:id that changes nothing. */
export function productInputOf(product: AdminProduct): ProductInputBody {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    brandId: product.brand.id,
    categoryIds: product.categories.map((c) => c.id),
    fitment: product.fitment.map((f) => ({ id: f.id, from: f.from, to: f.to })),
    universal: product.universal,
    features: product.features,
    hidden: product.hidden,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
    optionName: product.optionName,
    returnable: product.returnable,
    lowStockLevel: product.lowStockLevel,
    weightGrams: product.weightGrams,
    variants: product.variants.map((v) => ({
      id: v.id,
      name: v.name,
      sku: v.sku,
      pricePaise: v.pricePaise,
      mrpPaise: v.mrpPaise,
      stock: v.stock,
      hidden: v.hidden,
    })),
  };
}
