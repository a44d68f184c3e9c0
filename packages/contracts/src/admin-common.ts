/**
 * The back office's limits, messages and the fields its requests share (admin.ts gathers the rest).
 * Money is integer paise; `mrpPaise` is the original price, `pricePaise` what the shopper pays.
 */
import { z } from 'zod';
import { pageSchema } from './catalog';
import { MAX_PAGE } from './constants';
import { envelopeSchema } from './envelope';
import { idSchema } from './ids';

/* ---------- limits ---------- */

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
/**
 * The low-stock level a new shop starts with (migration 0022): a variant with this much stock or
 * less is low. Each shop sets its own in the back office's Staff notices; the product list's
 * 'Low' badge on a product's total stock keeps this one.
 */
export const LOW_STOCK_THRESHOLD = 5;
export const DASHBOARD_DAYS = 30;
/** The shop's days and months start at midnight here. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
/** ₹10,00,000: far above anything the shop sells, far below integer overflow in order totals. */
export const MAX_PRICE_PAISE = 100_000_000;
export const MAX_STOCK = 100_000;
export const MAX_VARIANTS = 50;
export const MAX_FEATURES = 30;
export const MAX_PRODUCT_CATEGORIES = 20;
export const MAX_FITMENT = 300;
export const MAX_PRODUCT_IMAGES = 12;
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const HOME_SECTION_MAX = 24;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** At most this many row errors are listed; `errorCount` says how many there were. */
export const IMPORT_MAX_ERRORS_SHOWN = 500;

export const ORDER_ACTIONS = ['ship', 'deliver', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export const CATEGORY_KINDS = ['root', 'group', 'category', 'make', 'model'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];
/** Makes and models (under Shop by Bike) are a product's suitable bikes, not what it is. */
export const FITMENT_KINDS: readonly CategoryKind[] = ['make', 'model'];
export const HOME_SECTION_VALUES = ['featured', 'trending', 'new_arrivals', 'flash_deals'] as const;
export type HomeSection = (typeof HOME_SECTION_VALUES)[number];
/** What a stand-alone image upload is for; each keeps its own widths. Product images have their own call. */
export const UPLOAD_KINDS = ['banner', 'brand', 'category', 'collection', 'logo'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/* ---------- messages ---------- */

export const ADMIN_MESSAGES = {
  notFound: (what: string) => `${what} not found`,
  saved: 'Saved',
  deleted: 'Deleted',
  fetched: 'Fetched',
  nameRequired: 'Name is required',
  lowStockLevel: 'The low-stock level must be a whole number from 0 to 1000, or empty for the shop’s level',
  weightGrams: 'The weight must be a whole number of grams from 1 to 50,000, or empty when not weighed',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  slugFormat: 'Slug may hold only lower-case letters, digits and single hyphens',
  slugTaken: 'This slug is already used',
  nameTaken: 'This name is already used',
  pricePaise: (label: string) => `${label} must be a whole number of paise`,
  pricePositive: (label: string) => `${label} must be more than zero`,
  priceMax: (label: string) => `${label} must be at most ₹${MAX_PRICE_PAISE / 100}`,
  priceAboveMrp: 'Price must not be more than the original price (MRP)',
  stockWhole: 'Stock must be a whole number',
  stockNegative: 'Stock cannot be negative',
  stockMax: `Stock must be at most ${MAX_STOCK}`,
  skuRequired: 'SKU is required',
  skuFormat: 'SKU may hold letters, digits, dots, slashes, underscores and hyphens (at most 64)',
  skuRepeated: (sku: string) => `SKU ${sku} appears more than once`,
  skuTaken: (sku: string) => `SKU ${sku} is already used by another product`,
  skuJustTaken: 'One of these SKUs was just used by another product',
  variantLabelRequired: 'Variant label is required',
  variantsRequired: 'Add at least one variant',
  variantNotOfProduct: 'This variant belongs to another product',
  categoriesRequired: 'Choose at least one category',
  unknownBrand: 'Unknown brand',
  unknownCategory: 'Unknown category',
  fitmentKind: 'Suitable bikes must be makes or models under Shop by Bike',
  categoryKind: 'A make or model is a suitable bike: list it under fitment, not categories',
  universalWithBikes: 'A universal product fits every bike: untick "Fits every bike" or remove its suitable bikes',
  fitmentRepeated: 'Each bike may be listed once',
  yearsOrder: 'The first year must not be after the last year',
  yearsOnlyOnModels: 'Only a bike model has years: a make fits every model of every year',
  yearsOutsideModel: (model: string, years: string) => `${model} has model years ${years}: choose years within them`,
  modelYearsFirst: 'Give the first year before the last year',
  modelYearsInUse: (count: number) =>
    `${count} product${count === 1 ? ' lists' : 's list'} this bike with years outside these: change their suitable bikes first`,
  bulkNoProducts: 'Choose at least one product',
  bulkBikeRequired: 'Choose a make, and a model for years',
  bulkTooMany: (max: number) => `Choose at most ${max} products at once`,
  bulkYearsOnRemove: 'Removing a bike takes no years: it comes off every product chosen',
  bulkMode: 'Choose whether to add or remove the bike',
  imageUrl: 'Image must be an image uploaded to the shop (/media/….webp)',
  imageRequired: 'Choose an image file to upload',
  imageType: 'Upload a JPEG, PNG or WebP image',
  imageTooLarge: `Images must be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  imageUnreadable: 'This image could not be read',
  tooManyImages: `A product can have at most ${MAX_PRODUCT_IMAGES} images`,
  imagesOrder: 'List every image of the product exactly once',
  brandInUse: 'This brand still has products; move them to another brand first',
  categoryHasChildren: 'Move or delete the sub-categories first',
  categoryInUse: 'Products or collections still use this category',
  categoryCycle: 'A category cannot be moved under itself or one of its own sub-categories',
  rootKind: 'A top-level category must be of kind root, and only top-level categories may be',
  rootMove: 'Top-level categories stay at the top; reorder them instead',
  siblingsOrder: 'List every sub-category of this parent exactly once',
  bannersOrder: 'List every banner exactly once',
  sectionDuplicate: 'A product may appear only once in a section',
  dealFields: 'A flash deal needs a deal price and an end time',
  dealOnlyFlash: 'Only flash deals have a deal price and an end time',
  dealPriceTooHigh: "A flash deal's price must be below the product's price",
  dealEnded: 'A flash deal must end in the future',
  unknownProduct: 'Unknown product',
  blockAdmin: 'An admin account cannot be blocked',
  blocked: 'Customer blocked; their sessions have ended',
  unblocked: 'Customer unblocked',
  csvRequired: 'Choose a CSV file to upload',
  csvTooLarge: `The CSV file must be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  csvUnreadable: 'This file is not a readable CSV',
  csvTooManyRows: `A CSV may hold at most ${IMPORT_MAX_ROWS} rows`,
  csvEmpty: 'The CSV has no product rows',
  csvCells: (expected: number, found: number) => `Expected ${expected} cells, found ${found}`,
  csvHandleRequired: 'Handle is required',
  csvDiffers: (column: string, row: number) => `${column} differs from the first row of this product (row ${row})`,
  csvRequiredOnFirstRow: (column: string) => `${column} is required on the first row of a product`,
  csvUnknownBrand: (name: string) => `Unknown brand "${name}"`,
  csvUnknownCategory: (slug: string) => `Unknown category "${slug}"`,
  csvNotFitment: (slug: string) => `"${slug}" is not a make or model under Shop by Bike`,
  csvIsFitment: (slug: string) => `"${slug}" is a bike: put it in the fitment column`,
  csvFitmentYears: (part: string) => `"${part}": years must read like 2017-2023, 2021- or -2020`,
  csvFitmentPart: (part: string, message: string) => `"${part}": ${message}`,
  csvUniversalWithFitment: 'A universal product has no suitable bikes: leave fitment empty or set universal to no',
  csvRupees: (column: string) => `${column} must be an amount in rupees, like 1499 or 1499.50`,
  csvHidden: (column: string) => `${column} must be yes or no`,
  csvSkuRepeated: (sku: string, row: number) => `SKU ${sku} already appears on row ${row}`,
  csvSkuElsewhere: (sku: string, handle: string) => `SKU ${sku} belongs to product "${handle}"`,
  csvVariantRequired: 'variant is required when a product has several rows',
  csvTooManyVariants: `A product may have at most ${MAX_VARIANTS} variants`,
  csvTooManyImages: `A product may have at most ${MAX_PRODUCT_IMAGES} images`,
  csvMissingColumn: (column: string) => `Column ${column} is missing`,
  csvUnknownColumn: (column: string) => `Unknown column ${column}`,
  csvHasErrors: (count: number) => `${count} row${count === 1 ? '' : 's'} need fixing; nothing was imported`,
  csvChecked: 'Every row is correct',
  conflict: 'This conflicts with an existing entry',
} as const;

/**
 * What a back-office write that lost a race on a database constraint means to the person saving,
 * by constraint name (a unique index or a foreign key). The services check names, SKUs and
 * references first; these cover a change that commits in between. Any other constraint: `conflict`.
 */
export const ADMIN_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  brands_name_key: ADMIN_MESSAGES.nameTaken,
  brands_slug_key: ADMIN_MESSAGES.slugTaken,
  categories_slug_key: ADMIN_MESSAGES.slugTaken,
  products_slug_key: ADMIN_MESSAGES.slugTaken,
  product_variants_sku_key: ADMIN_MESSAGES.skuJustTaken,
  home_section_items_key: ADMIN_MESSAGES.sectionDuplicate,
  products_brand_id_brands_id_fk: ADMIN_MESSAGES.brandInUse,
  categories_parent_id_categories_id_fk: ADMIN_MESSAGES.categoryHasChildren,
  collections_category_id_categories_id_fk: ADMIN_MESSAGES.unknownCategory,
  product_categories_category_id_categories_id_fk: ADMIN_MESSAGES.unknownCategory,
  home_section_items_product_id_products_id_fk: ADMIN_MESSAGES.unknownProduct,
  // DISCOUNT_MESSAGES.codeTaken (discounts.ts imports this file, so the words are repeated here).
  discount_codes_code_key: 'Another discount code already has this code',
};

/* ---------- shared fields ---------- */

export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: ADMIN_MESSAGES.tooLong(max) });
export const requiredName = (max = 200) =>
  z
    .string({ error: ADMIN_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: ADMIN_MESSAGES.nameRequired, abort: true })
    .max(max, { error: ADMIN_MESSAGES.tooLong(max) });
export const optionalSearch = z
  .string()
  .trim()
  .max(100, { error: 'Search text must be at most 100 characters' })
  .optional()
  .transform((v) => (v ? v : undefined));

/** A URL slug: lower-case letters and digits in words joined by single hyphens. */
export const slugField = z
  .string()
  .trim()
  .max(120, { error: ADMIN_MESSAGES.tooLong(120) })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: ADMIN_MESSAGES.slugFormat });

/** An amount in paise: a whole number above zero, at most MAX_PRICE_PAISE. */
export const paiseField = (label: string) =>
  z
    .number({ error: ADMIN_MESSAGES.pricePaise(label) })
    .int({ error: ADMIN_MESSAGES.pricePaise(label) })
    .positive({ error: ADMIN_MESSAGES.pricePositive(label) })
    .max(MAX_PRICE_PAISE, { error: ADMIN_MESSAGES.priceMax(label) });

export const stockField = z
  .number({ error: ADMIN_MESSAGES.stockWhole })
  .int({ error: ADMIN_MESSAGES.stockWhole })
  .min(0, { error: ADMIN_MESSAGES.stockNegative })
  .max(MAX_STOCK, { error: ADMIN_MESSAGES.stockMax });

/** A stock-keeping unit, stored upper-case so "abc-1" and "ABC-1" cannot both exist. */
export const skuField = z
  .string({ error: ADMIN_MESSAGES.skuRequired })
  .trim()
  .min(1, { error: ADMIN_MESSAGES.skuRequired, abort: true })
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9._/-]{0,63}$/, { error: ADMIN_MESSAGES.skuFormat });

/** An image the shop stores itself (what the upload calls answer with); nothing from other sites. */
export const imageUrlField = z
  .string({ error: ADMIN_MESSAGES.imageUrl })
  .trim()
  .max(300, { error: ADMIN_MESSAGES.imageUrl })
  .regex(/^\/media\/(?!.*\.\.)[A-Za-z0-9_./-]+\.webp$/, { error: ADMIN_MESSAGES.imageUrl });

export const positionField = z.number({ error: 'Position must be a whole number' }).int().min(0).max(100_000);
export const isoDate = z.string();
export const uniqueIds = (max: number) =>
  z
    .array(idSchema)
    .max(max, { error: `At most ${max} may be chosen` })
    .transform((ids) => [...new Set(ids)]);

/** `?page=&pageSize=` of every admin list. */
export const adminPageQuery = z.object({
  page: pageSchema.default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int({ error: 'pageSize must be a whole number' })
    .min(1, { error: 'pageSize must be at least 1' })
    .max(ADMIN_PAGE_SIZE_MAX, { error: `pageSize must be at most ${ADMIN_PAGE_SIZE_MAX}` })
    .default(ADMIN_PAGE_SIZE),
});
export type AdminPageQuery = z.infer<typeof adminPageQuery>;

/** A page of `item`s with the total count, for a pager. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int().min(1).max(MAX_PAGE),
    pageSize: z.number().int(),
  });

export const adminIdParams = z.object({ id: idSchema });
export const emptyAdminResponse = envelopeSchema(z.null());
