import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** Model years are four-digit years, the first not after the last. */
const yearRange = (from: AnyPgColumn, to: AnyPgColumn) =>
  sql`(${from} IS NULL OR ${from} BETWEEN 1900 AND 2100) AND (${to} IS NULL OR ${to} BETWEEN 1900 AND 2100)
      AND (${from} IS NULL OR ${to} IS NULL OR ${from} <= ${to})`;

/** A node of the category tree; roots are the shop's top groups, Shop by Bike holds makes then models. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** root, group, category, make or model: how the storefront draws the node. */
    kind: text('kind', { enum: ['root', 'group', 'category', 'make', 'model'] }).notNull(),
    image: text('image'),
    position: integer('position').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    /**
     * For a model: the first and last model years the garage offers (docs/decisions/082); a null
     * last year means the bike is still made. Null on every other kind of node.
     */
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
    /** The names from the root down, lower-cased: what search suggestions match against. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_parent_idx').on(t.parentId, t.position),
    index('categories_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('categories_years_check', yearRange(t.yearFrom, t.yearTo)),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('brands_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('brands_slug_key').on(t.slug),
    index('brands_position_idx').on(t.position),
  ],
);

/** What the storefront's queries mean by a visible product; the partial indexes use the same words. */
const visible = (t: { isHidden: AnyPgColumn; variantCount: AnyPgColumn }) =>
  sql`NOT ${t.isHidden} AND ${t.variantCount} > 0`;

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    description: text('description').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Kept by a trigger from the variants: the cheapest visible variant's prices and the stock sum. */
    mrpPaise: integer('mrp_paise').notNull().default(0),
    pricePaise: integer('price_paise').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    defaultVariantId: uuid('default_variant_id'),
    variantCount: integer('variant_count').notNull().default(0),
    /** Kept by the review service: average of visible reviews and their count. */
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Orders and views push this up; lists without a sort use it. */
    popularity: integer('popularity').notNull().default(0),
    /** Name, brand and category names, lower-cased: what search matches against. */
    searchText: text('search_text').notNull().default(''),
    /** What the tax invoice prints for it (docs/india.md): the HSN code and the GST rate in percent. */
    hsnCode: text('hsn_code').notNull().default('8714'),
    gstRate: smallint('gst_rate').notNull().default(18),
    /** What the variants are a choice of, as the product page names it (docs/decisions/072). */
    optionName: text('option_name').notNull().default('Size'),
    /** False for custom-made or non-returnable parts: buyers cannot ask to return them (docs/decisions/080). */
    returnable: boolean('returnable').notNull().default(true),
    /** An option at or below this many is low on stock; null for the shop's level (staff notices). */
    lowStockLevel: smallint('low_stock_level'),
    /** The packed weight in grams, for shipping charges by weight (issue 40); null when not weighed. */
    weightGrams: integer('weight_grams'),
    /** Fits every bike (a chain lube, a phone mount): the garage calls it Universal (docs/decisions/082). */
    universal: boolean('universal').notNull().default(false),
    /**
     * Kept by triggers from its links (migration 0012): linked to a make or model. What the 'Fits my
     * bike' filter reads to tell a bike part from a helmet without looking at every link.
     */
    bikeSpecific: boolean('bike_specific').notNull().default(false),
    /**
     * Kept by the same triggers (migrations 0017 and 0018): the categories it is linked to, in the
     * links' order, which a list narrowed to a subtree tests on the sort index's entry instead of
     * looking up its links, and which its card and page read.
     */
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * Kept by the same triggers (migration 0018): the model years of the links that have any, as
     * `[[category id, from, to], …]` in the links' order; null when none has (docs/decisions/082).
     */
    fitYears: jsonb('fit_years').$type<Array<[string, number | null, number | null]>>(),
    /**
     * Kept by triggers from its variants (migration 0018): the visible ones as the product page lists
     * them, a JSON array at their own prices (a running flash deal is applied when the page is read).
     */
    variantsJson: text('variants_json').notNull().default('[]'),
    /** Kept by triggers from its pictures (migration 0018): their addresses in their order; the first is the front image. */
    gallery: text('gallery')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_brand_idx').on(t.brandId),
    // The four sort indexes also INCLUDE brand_id, bike_specific, universal (migration 0014,
    // docs/decisions/084) and category_ids (migration 0017, decision 090), which Drizzle cannot say: a generated migration that touches one of
    // them must add the INCLUDE back by hand.
    index('products_visible_popular_idx').on(t.popularity.desc(), t.id).where(visible(t)),
    index('products_visible_created_idx').on(t.createdAt.desc(), t.id).where(visible(t)),
    index('products_visible_price_idx').on(t.pricePaise, t.id).where(visible(t)),
    index('products_visible_rating_idx').on(t.rating.desc(), t.reviewCount.desc(), t.id).where(visible(t)),
    // INCLUDEs every sort key, brand_id, bike_specific, universal (migration 0016, decision 087) and
    // category_ids (0017, decision 090):
    // a gathered list's look-ups by id read nothing else. As above, a generated migration must add
    // the INCLUDE back by hand (drizzle-kit cannot express it; docs/decisions/094).
    index('products_visible_sort_keys_idx').on(t.id).where(visible(t)),
    index('products_visible_name_prefix_idx')
      .on(sql`lower(${t.name}) text_pattern_ops`)
      .where(visible(t)),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** What is actually sold: a size, a length, or the one default option. Stock lives here. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(t.sku),
    index('product_variants_product_idx').on(t.productId, t.position),
    /**
     * Search finds a SKU or a piece of one typed with or without its dashes ('td7ffh',
     * 'STD-TD7FFH-M', 'stdtd7ffhm'): trigrams of the SKU without them, for a LIKE '%...%'.
     */
    index('product_variants_sku_search_idx').using('gin', sql`translate(lower(${t.sku}), '-.&', '') gin_trgm_ops`),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check('product_variants_price_check', sql`${t.pricePaise} > 0 AND ${t.pricePaise} <= ${t.mrpPaise}`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /**
     * On a link to a model (fitment): the model years the part fits, either end open when null; a
     * Classic 350 part of 2009-2020 does not fit the 2021-on bike (docs/decisions/082).
     */
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    // INCLUDEs year_from and year_to (migration 0017, decision 090): a bike's links from the index alone.
    index('product_categories_category_idx').on(t.categoryId, t.productId),
    check('product_categories_years_check', yearRange(t.yearFrom, t.yearTo)),
  ],
);

/** A named card on the Collections page pointing at a category. */
export const collections = pgTable(
  'collections',
  {
    id: id(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('collections_position_idx').on(t.position)],
);

export const banners = pgTable(
  'banners',
  {
    id: id(),
    image: text('image').notNull(),
    heading: text('heading').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('banners_position_idx').on(t.position)],
);

const HOME_SECTIONS = ['featured', 'trending', 'new_arrivals', 'flash_deals'] as const;

/** The products picked for each home section; flash deals carry their own price and end time. */
export const homeSectionItems = pgTable(
  'home_section_items',
  {
    id: id(),
    section: text('section', { enum: HOME_SECTIONS }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    dealPricePaise: integer('deal_price_paise'),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('home_section_items_key').on(t.section, t.productId),
    index('home_section_items_section_idx').on(t.section, t.position),
    check(
      'home_section_items_deal_check',
      sql`${t.section} <> 'flash_deals' OR (${t.dealPricePaise} > 0 AND ${t.endsAt} IS NOT NULL)`,
    ),
  ],
);
