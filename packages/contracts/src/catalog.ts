import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idOrAllSchema, idSchema, INVALID_ID_MESSAGE } from './ids';
import { MAX_PAGE, SEARCH_MAX_CHARS } from './constants';
import { bikeFilterFields, checkBikeFilter, fitmentSchema } from './fitment';

/* ---------- entities as the storefront sees them (money in paise) ---------- */

export const brandSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const refSchema = z.object({ _id: z.string(), name: z.string() });
export type Ref = z.infer<typeof refSchema>;

export const variantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string(),
  price: z.number().int(),
  discount_price: z.number().int(),
  quantity: z.number().int(),
});
export type Variant = z.infer<typeof variantSchema>;

/** A product as a card shows it: lists, home sections, liked products. */
export const productCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Original price (MRP) in paise. */
  price: z.number().int(),
  /** Selling price in paise. */
  discount_price: z.number().int(),
  front_image: z.string(),
  brand: refSchema,
  category: z.array(refSchema),
  /** Stock summed over the variants. */
  quantity: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  /** The variant an add-to-cart from the card uses. */
  default_variant: z.string(),
  variant_count: z.number().int(),
  /** The bikes it fits, for the garage's labels (docs/decisions/082). */
  fitment: fitmentSchema,
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productDetailSchema = productCardSchema.extend({
  images: z.array(z.string()),
  description: z.string(),
  features: z.array(z.string()),
  /** What the variants are a choice of, as the page names it: 'Size', 'Length', 'Colour'… (docs/decisions/072). */
  option_name: z.string(),
  variants: z.array(variantSchema),
  /**
   * When the flash deal that lowers this product's prices ends (ISO time), null without one. The
   * prices above already include it (docs/decisions/018).
   */
  deal_ends_at: z.string().nullable().optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  kind: z.string(),
  image: z.string().nullable(),
  product_count: z.number().int(),
  has_children: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

export const shopGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  product_count: z.number().int(),
  items: z.array(z.object({ _id: z.string(), name: z.string(), product_count: z.number().int() })),
});
export type ShopGroup = z.infer<typeof shopGroupSchema>;

export const collectionSchema = z.object({
  _id: z.string(),
  collection: z.string(),
  image: z.string(),
  category_id: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;

export const bannerSchema = z.object({
  _id: z.string(),
  image: z.string(),
  heading: z.string(),
  description: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int().min(1).max(5),
  description: z.string(),
  images: z.array(z.string()),
  user: z.object({ name: z.string() }),
  verified_purchase: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/* ---------- queries ---------- */

/** `?page=` as the product lists take it: a whole number from 1 to MAX_PAGE (docs/decisions/024). */
export const pageSchema = z.coerce
  .number({ error: 'page must be a number' })
  .int({ error: 'page must be a whole number' })
  .min(1, { error: 'page must be at least 1' })
  .max(MAX_PAGE, { error: `page must be at most ${MAX_PAGE}` });

export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const;

export const productListQuery = z
  .object({
    /** The category the list is for (the `/products/{id}` path), or 'all'. */
    collection: idOrAllSchema.default('all'),
    /** A narrower category chosen from the chips, or 'all'. */
    category: idOrAllSchema.default('all'),
    /** A brand name as the brand tiles link it, or 'all'. */
    brand: z.string().trim().min(1).max(80, { error: 'brand must be at most 80 characters' }).default('all'),
    search: z
      .string()
      .trim()
      .max(SEARCH_MAX_CHARS, { error: `Search text must be at most ${SEARCH_MAX_CHARS} characters` })
      .optional(),
    sort: z.enum(PRODUCT_SORTS, { error: 'Unknown sort order' }).default('relevance'),
    page: pageSchema.default(1),
    ...bikeFilterFields,
  })
  .superRefine(checkBikeFilter);
export type ProductListQuery = z.infer<typeof productListQuery>;

export const searchQuery = z
  .object({
    search: z
      .string({ error: 'search is required' })
      .max(SEARCH_MAX_CHARS, { error: `Search text must be at most ${SEARCH_MAX_CHARS} characters` }),
    ...bikeFilterFields,
  })
  .superRefine(checkBikeFilter);
export type SearchQuery = z.infer<typeof searchQuery>;

export const optionalIdQuery = z.object({ id: idSchema.optional() });

/* ---------- responses ---------- */

export const homeSectionEntrySchema = z.object({ productId: productCardSchema });
export const flashDealSchema = z.object({
  productId: productCardSchema,
  /** The deal's own price in paise while it lasts. */
  deal_price: z.number().int(),
  ends_at: z.string(),
});

export const homeResponse = envelopeSchema(
  z.object({
    banners: z.array(z.object({ BannerId: bannerSchema })),
    featuredCategories: z.array(homeSectionEntrySchema),
    trendingProducts: z.array(homeSectionEntrySchema),
    newArrivals: z.array(homeSectionEntrySchema),
    flashDeals: z.object({ ends_at: z.string().nullable(), products: z.array(flashDealSchema) }),
  }),
  { brands: z.array(brandSchema) },
);
export type HomeResponse = z.infer<typeof homeResponse>;

export const collectionsResponse = envelopeSchema(z.array(collectionSchema));

export const categoryLevelResponse = envelopeSchema(z.array(categorySchema), {
  /** Where this level sits, from the root down, for the breadcrumb. */
  trail: z.array(refSchema),
});
export type CategoryLevelResponse = z.infer<typeof categoryLevelResponse>;

export const shopGroupsResponse = envelopeSchema(z.array(shopGroupSchema), { trail: z.array(refSchema) });
export type ShopGroupsResponse = z.infer<typeof shopGroupsResponse>;

export const productListResponse = envelopeSchema(z.array(productCardSchema), {
  brands: z.array(refSchema),
  categories: z.array(refSchema),
  total_products: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

/** A suitable bike on the product page: a make or model, and the model years for a model. */
export const suitableBikeSchema = refSchema.extend({
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type SuitableBike = z.infer<typeof suitableBikeSchema>;

export const productResponse = envelopeSchema(productDetailSchema, {
  /** The product's suitable bikes (its categories under Shop by Bike), with their model years. */
  categories: z.array(suitableBikeSchema),
  /**
   * Where the product sits, from the root down to its narrowest category, for the breadcrumb and
   * its structured data (docs/decisions/077); empty for a product in no category.
   */
  trail: z.array(refSchema),
});
export type ProductResponse = z.infer<typeof productResponse>;

export const reviewListResponse = envelopeSchema(z.array(reviewSchema), {
  summary: z.object({
    rating: z.number(),
    count: z.number().int(),
    /** Counts per star, index 0 is one star. */
    stars: z.array(z.number().int()).length(5),
  }),
});
export type ReviewListResponse = z.infer<typeof reviewListResponse>;

export const searchSuggestionSchema = z.object({ _id: z.string(), path: z.string() });
export const searchProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  front_image: z.string(),
  discount_price: z.number().int(),
});
export const searchResponse = envelopeSchema(z.array(searchSuggestionSchema), {
  products: z.array(searchProductSchema),
});
export type SearchResponse = z.infer<typeof searchResponse>;

export { INVALID_ID_MESSAGE };
