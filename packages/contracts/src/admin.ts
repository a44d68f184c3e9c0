/**
 * The back office's REST API under /api/admin (issue 8): every request and response schema, the
 * limits and the messages, written once for the server's routes and the admin screens' forms.
 * Money is integer paise; `mrpPaise` is the original price, `pricePaise` what the shopper pays.
 */
import { z } from 'zod';
import { pageSchema } from './catalog';
import { MAX_PAGE } from './constants';
import { envelopeSchema } from './envelope';
import { idSchema } from './ids';
import { ORDER_STATUS_VALUES, ORDER_TYPES, PAYMENT_STATUS_VALUES, orderAddressSnapshotSchema } from './orders';

/* ---------- limits ---------- */

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** A variant with this much stock or less shows on the dashboard. */
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
export const UPLOAD_KINDS = ['banner', 'brand', 'category', 'collection'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/* ---------- messages ---------- */

export const ADMIN_MESSAGES = {
  notFound: (what: string) => `${what} not found`,
  saved: 'Saved',
  deleted: 'Deleted',
  fetched: 'Fetched',
  nameRequired: 'Name is required',
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
  variantLabelRequired: 'Variant label is required',
  variantsRequired: 'Add at least one variant',
  variantNotOfProduct: 'This variant belongs to another product',
  categoriesRequired: 'Choose at least one category',
  unknownBrand: 'Unknown brand',
  unknownCategory: 'Unknown category',
  fitmentKind: 'Suitable bikes must be makes or models under Shop by Bike',
  categoryKind: 'A make or model is a suitable bike: list it under fitment, not categories',
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
} as const;

/* ---------- shared fields ---------- */

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: ADMIN_MESSAGES.tooLong(max) });
const requiredName = (max = 200) =>
  z
    .string({ error: ADMIN_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: ADMIN_MESSAGES.nameRequired, abort: true })
    .max(max, { error: ADMIN_MESSAGES.tooLong(max) });
const optionalSearch = z
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

const positionField = z.number({ error: 'Position must be a whole number' }).int().min(0).max(100_000);
const isoDate = z.string();
const uniqueIds = (max: number) =>
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

/* ---------- dashboard ---------- */

const salesSchema = z.object({ salesPaise: z.number().int(), orders: z.number().int() });
export const lowStockVariantSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  sku: z.string(),
  stock: z.number().int(),
  /** The product or the variant is hidden from the storefront. */
  hidden: z.boolean(),
});
export const dashboardSchema = z.object({
  timeZone: z.literal(SHOP_TIME_ZONE),
  /** Paid orders only, counted on the day they were paid. */
  today: salesSchema,
  month: salesSchema,
  /** Orders in processing: paid, waiting to be shipped. */
  awaitingShipment: z.number().int(),
  lowStockThreshold: z.number().int(),
  /** All variants at or below the threshold; `lowStock` lists the first 50, visible and emptiest first. */
  lowStockCount: z.number().int(),
  lowStock: z.array(lowStockVariantSchema),
  /** The last DASHBOARD_DAYS days, oldest first, every day present (zero when nothing sold). */
  dailySales: z.array(salesSchema.extend({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponse = envelopeSchema(dashboardSchema);

/* ---------- orders ---------- */

export const adminOrderListQuery = adminPageQuery.extend({
  /** Order number, Razorpay order id, customer name, e-mail or phone. */
  q: optionalSearch,
  status: z.enum([...ORDER_STATUS_VALUES, 'all'], { error: 'Unknown order status' }).default('all'),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

export const adminOrderSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: isoDate,
  paidAt: isoDate.nullable(),
  status: z.enum(ORDER_STATUS_VALUES),
  paymentStatus: z.enum(PAYMENT_STATUS_VALUES),
  totalPaise: z.number().int(),
  itemCount: z.number().int(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  shipTo: z.object({ name: z.string(), phone: z.string(), town: z.string(), state: z.string(), pinCode: z.string() }),
  razorpayOrderId: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
export const adminOrderListResponse = envelopeSchema(pagedSchema(adminOrderSummarySchema));

export const adminOrderEventSchema = z.object({
  id: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  note: z.string().nullable(),
  /** Who made the move (the shopper for checkout, staff for the rest); null for payments and timeouts. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  at: isoDate,
});
export const adminOrderDetailSchema = adminOrderSummarySchema.extend({
  type: z.enum(ORDER_TYPES),
  mrpTotalPaise: z.number().int(),
  address: orderAddressSnapshotSchema,
  failureReason: z.string().nullable(),
  shippedAt: isoDate.nullable(),
  deliveredAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
  estimatedDelivery: isoDate.nullable(),
  lines: z.array(
    z.object({
      productId: z.string().nullable(),
      variantId: z.string().nullable(),
      name: z.string(),
      variantName: z.string(),
      sku: z.string(),
      image: z.string(),
      unitPricePaise: z.number().int(),
      mrpPaise: z.number().int(),
      quantity: z.number().int(),
      lineTotalPaise: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      provider: z.enum(['razorpay', 'test']),
      providerOrderId: z.string(),
      providerPaymentId: z.string(),
      amountPaise: z.number().int(),
      status: z.enum(['captured', 'failed', 'refunded']),
      method: z.string().nullable(),
      createdAt: isoDate,
    }),
  ),
  events: z.array(adminOrderEventSchema),
  /** The moves the transition table allows from the current status. */
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderDetailResponse = envelopeSchema(adminOrderDetailSchema);

/* ---------- products ---------- */

export const adminProductListQuery = adminPageQuery.extend({
  /** Name, slug or SKU. */
  q: optionalSearch,
  categoryId: idSchema.optional(),
  brandId: idSchema.optional(),
  visibility: z.enum(['all', 'visible', 'hidden'], { error: 'Unknown visibility' }).default('all'),
  /** low: some variant at or below LOW_STOCK_THRESHOLD; out: nothing in stock. */
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
  /** Suitable bikes: makes and models under Shop by Bike. */
  fitment: z.array(adminCategoryRefSchema),
  features: z.array(z.string()),
  hidden: z.boolean(),
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
    fitmentIds: uniqueIds(MAX_FITMENT).default([]),
    features: z
      .array(z.string().trim().min(1, { error: 'A feature cannot be empty' }).max(200))
      .max(MAX_FEATURES, { error: `At most ${MAX_FEATURES} features` })
      .default([]),
    hidden: z.boolean().default(false),
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
  });
export type ProductInput = z.infer<typeof productInputBody>;
/** What a client sends: defaults (description, features, fitment, hidden) may be left out. */
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
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
/** The whole tree, flat, parents before children and siblings in order. */
export const adminCategoryListResponse = envelopeSchema(z.array(adminCategorySchema));
export const adminCategoryResponse = envelopeSchema(adminCategorySchema);
export const categoryCreateBody = z.object({
  name: requiredName(80),
  slug: slugField.optional(),
  parentId: idSchema.nullable(),
  kind: z.enum(CATEGORY_KINDS, { error: 'Unknown category kind' }),
  image: imageUrlField.nullable().default(null),
  hidden: z.boolean().default(false),
});
export type CategoryCreate = z.infer<typeof categoryCreateBody>;
/** PATCH /admin/categories/:id: rename, change the image, kind or visibility. */
export const categoryUpdateBody = z
  .object({
    name: requiredName(80),
    slug: slugField,
    kind: z.enum(CATEGORY_KINDS, { error: 'Unknown category kind' }),
    image: imageUrlField.nullable(),
    hidden: z.boolean(),
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

/* ---------- home page ---------- */

export const adminBannerSchema = z.object({
  id: z.string(),
  image: z.string(),
  heading: z.string(),
  description: z.string(),
  position: z.number().int(),
  active: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const bannerInputBody = z.object({
  image: imageUrlField,
  heading: z
    .string({ error: 'Heading is required' })
    .trim()
    .min(1, { error: 'Heading is required', abort: true })
    .max(120, { error: ADMIN_MESSAGES.tooLong(120) }),
  description: text(300).default(''),
  position: positionField.optional(),
  active: z.boolean().default(true),
});
export type BannerInput = z.infer<typeof bannerInputBody>;
export const bannerOrderBody = z.object({
  ids: z.array(idSchema).min(1, { error: ADMIN_MESSAGES.bannersOrder }).max(200),
});
export const adminBannerResponse = envelopeSchema(adminBannerSchema);

export const adminHomeItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  stock: z.number().int(),
  /** Hidden products stay in the list but the storefront leaves them out. */
  hidden: z.boolean(),
  dealPricePaise: z.number().int().nullable(),
  endsAt: isoDate.nullable(),
});
export const adminHomeSchema = z.object({
  banners: z.array(adminBannerSchema),
  sections: z.object({
    featured: z.array(adminHomeItemSchema),
    trending: z.array(adminHomeItemSchema),
    new_arrivals: z.array(adminHomeItemSchema),
    flash_deals: z.array(adminHomeItemSchema),
  }),
});
export type AdminHome = z.infer<typeof adminHomeSchema>;
export const adminHomeResponse = envelopeSchema(adminHomeSchema);
export const homeSectionParams = z.object({ section: z.enum(HOME_SECTION_VALUES, { error: 'Unknown home section' }) });
/** PUT /admin/home/sections/:section: the section's products in order; flash deals with price and end. */
export const homeSectionBody = z.object({
  items: z
    .array(
      z.object({
        productId: idSchema,
        dealPricePaise: paiseField('Deal price').optional(),
        endsAt: z.iso.datetime({ offset: true, error: 'End time must be a date and time' }).optional(),
      }),
    )
    .max(HOME_SECTION_MAX, { error: `A section holds at most ${HOME_SECTION_MAX} products` }),
});
export type HomeSectionInput = z.infer<typeof homeSectionBody>;

/* ---------- customers ---------- */

export const adminCustomerListQuery = adminPageQuery.extend({
  /** Name, e-mail or phone (from saved addresses and orders). */
  q: optionalSearch,
  status: z.enum(['all', 'active', 'blocked'], { error: 'Unknown status' }).default('all'),
});
export const adminCustomerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(['active', 'blocked']),
  createdAt: isoDate,
  /** Orders that were paid for, cancelled ones included; unpaid attempts are not counted. */
  orderCount: z.number().int(),
  /** Sum of paid orders (refunded ones not counted). */
  totalSpentPaise: z.number().int(),
  lastOrderAt: isoDate.nullable(),
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummarySchema>;
export const adminCustomerListResponse = envelopeSchema(pagedSchema(adminCustomerSummarySchema));
export const adminCustomerDetailSchema = adminCustomerSummarySchema.extend({
  signsInWithGoogle: z.boolean(),
  addresses: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      phone: z.string(),
      address: z.string(),
      locality: z.string(),
      town: z.string(),
      state: z.string(),
      pinCode: z.string(),
      landmark: z.string(),
      isDefault: z.boolean(),
    }),
  ),
  /** The customer's latest 100 orders, unpaid attempts included. */
  orders: z.array(adminOrderSummarySchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;
export const adminCustomerDetailResponse = envelopeSchema(adminCustomerDetailSchema);

/* ---------- audit ---------- */

export const adminAuditQuery = adminPageQuery.extend({
  entity: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}$/, { error: 'Unknown entity' })
    .optional(),
  entityId: z.string().trim().max(100).optional(),
  actorId: idSchema.optional(),
});
export const adminAuditEntrySchema = z.object({
  id: z.string(),
  /** e.g. product.update, order.ship, customer.block. */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** null for the command-line import and other changes made outside the back office. */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoDate,
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditListResponse = envelopeSchema(pagedSchema(adminAuditEntrySchema));

/* ---------- bulk import and export ---------- */

/**
 * The catalog CSV: one row per variant; rows with the same `handle` (the product's slug) make one
 * product. Product columns may be left blank after a product's first row, but must not differ.
 * Lists inside a cell are separated by "|". Prices are in rupees (up to 2 decimals). `hidden` hides
 * the product, `variant_hidden` one variant (yes or no, blank is no).
 */
export const IMPORT_COLUMNS = [
  'handle',
  'name',
  'brand',
  'categories',
  'fitment',
  'description',
  'features',
  'hidden',
  'images',
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
