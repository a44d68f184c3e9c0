import {
  ADMIN_MESSAGES,
  fitmentYearsProblem,
  type AdminProduct,
  type ModelYears,
  type ProductInput,
} from '@store/contracts/admin';
import type { FieldError } from '@store/contracts/envelope';
import type { Db } from '../../db/client';
import { slugify } from '../../db/seed/catalog/slug';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.repo';
import { findAdminProduct } from './admin-product.repo';
import { brandExists } from './brands.repo';
import { findModelYears } from './categories.repo';
import { isFitmentKind, loadCategoryIndex, type CategoryInfo } from './category-index';
import {
  deleteProductImages,
  insertProductImage,
  listProductImages,
  setProductImagePosition,
} from './product-images.repo';
import {
  insertProduct,
  productSlugTaken,
  refreshProductSearchText,
  replaceProductCategories,
  updateProduct,
} from './products.repo';
import { freeSlug } from './slugs.repo';
import { deleteVariants, findSkusTakenElsewhere, insertVariant, parkSkus, updateVariant } from './variants.repo';

export interface SaveProduct {
  actorId: string | null;
  /** null creates a product. */
  productId: string | null;
  input: ProductInput;
  /** The audit action; product.create or product.update unless told. */
  action?: string;
  /** The category tree and the models' years, when the caller (the CSV import) already has them. */
  categories?: Map<string, CategoryInfo>;
  modelYears?: Map<string, ModelYears>;
  /** Replaces the product's images with these URLs, in order (the CSV import); left alone when absent. */
  images?: string[] | null;
  /** Leave a product the input would not change untouched: no write, no audit entry (the CSV import). */
  skipUnchanged?: boolean;
}

export interface SavedProduct {
  product: AdminProduct;
  created: boolean;
  /** false when skipUnchanged found nothing to change. */
  changed: boolean;
}

/**
 * Creates or replaces a product with its variants and category links, inside the caller's
 * transaction: checks the brand, categories and fitment, the slug and that no SKU belongs to
 * another product, then writes, refreshes the search text and records the audit entry. Variants
 * are matched by id, else by SKU; those left out are removed. The card fields (price, stock)
 * follow the variants through the database trigger.
 */
export async function saveProduct(tx: Db, s: SaveProduct): Promise<SavedProduct> {
  const index = s.categories ?? (await loadCategoryIndex(tx));
  const before = s.productId ? await findAdminProduct(tx, s.productId, index) : null;
  if (s.productId && !before) throw notFound('Product');
  if (before && s.skipUnchanged && isUnchanged(before, s)) return { product: before, created: false, changed: false };
  await checkReferences(tx, s.input, index, s.modelYears ?? (await findModelYears(tx)));
  checkVariantIds(s.input, before);
  await checkSkus(tx, s.input, s.productId);
  const slug = await chooseSlug(tx, s.input, before);

  const values = {
    slug,
    name: s.input.name,
    brandId: s.input.brandId,
    description: s.input.description,
    features: s.input.features,
    isHidden: s.input.hidden,
    hsnCode: s.input.hsnCode,
    gstRate: s.input.gstRate,
    optionName: s.input.optionName,
    returnable: s.input.returnable,
    universal: s.input.universal,
    // Left out (an import), a product keeps its own level; a new one takes the shop's.
    ...(s.input.lowStockLevel !== undefined ? { lowStockLevel: s.input.lowStockLevel } : {}),
    ...(s.input.weightGrams !== undefined ? { weightGrams: s.input.weightGrams } : {}),
  };
  let productId = s.productId;
  if (productId) await updateProduct(tx, productId, values);
  else productId = await insertProduct(tx, values);
  await writeVariants(tx, productId, s.input, before);
  if (!before || !sameLinks(before, s.input)) {
    await replaceProductCategories(tx, productId, [
      ...s.input.categoryIds.map((categoryId) => ({ categoryId, yearFrom: null, yearTo: null })),
      ...s.input.fitment.map((f) => ({ categoryId: f.id, yearFrom: f.from, yearTo: f.to })),
    ]);
  }
  await refreshProductSearchText(tx, [productId]);
  if (s.images) await replaceImages(tx, productId, s.images, s.input.name);

  const after = await findAdminProduct(tx, productId, index);
  await recordAudit(tx, {
    actorId: s.actorId,
    action: s.action ?? (before ? 'product.update' : 'product.create'),
    entity: 'product',
    entityId: productId,
    before,
    after,
  });
  return { product: after!, created: !before, changed: true };
}

/**
 * Whether the input names the product's categories and suitable bikes as it has them, each in its
 * order: then its links are not written again. Rewritten, they would pass through no links, and
 * the product's row would tell every server it had left its lists (docs/decisions/112).
 */
function sameLinks(before: AdminProduct, input: ProductInput): boolean {
  const had = [before.categories.map((c) => c.id), before.fitment.map((f) => [f.id, f.from, f.to])];
  const asked = [input.categoryIds, input.fitment.map((f) => [f.id, f.from, f.to])];
  return JSON.stringify(had) === JSON.stringify(asked);
}

/** Whether saving `s` would leave `before` exactly as it is. */
function isUnchanged(before: AdminProduct, s: SaveProduct): boolean {
  const i = s.input;
  const variant = (v: {
    name: string;
    sku: string;
    pricePaise: number;
    mrpPaise: number;
    stock: number;
    hidden: boolean;
  }) => [v.name, v.sku, v.pricePaise, v.mrpPaise, v.stock, v.hidden];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return (
    same(
      [
        i.name,
        i.slug ?? before.slug,
        i.brandId,
        i.description,
        i.features,
        i.hidden,
        i.hsnCode,
        i.gstRate,
        i.optionName,
        i.returnable,
        i.universal,
        i.lowStockLevel === undefined ? before.lowStockLevel : i.lowStockLevel,
        i.weightGrams === undefined ? before.weightGrams : i.weightGrams,
        i.categoryIds,
        i.fitment.map((f) => [f.id, f.from, f.to]),
      ],
      [
        before.name,
        before.slug,
        before.brand.id,
        before.description,
        before.features,
        before.hidden,
        before.hsnCode,
        before.gstRate,
        before.optionName,
        before.returnable,
        before.universal,
        before.lowStockLevel,
        before.weightGrams,
        before.categories.map((c) => c.id),
        before.fitment.map((f) => [f.id, f.from, f.to]),
      ],
    ) &&
    same(i.variants.map(variant), before.variants.map(variant)) &&
    (!s.images ||
      same(
        s.images,
        before.images.map((img) => img.url),
      ))
  );
}

/**
 * The brand and categories exist; categories are what the product is and fitment what it fits;
 * a fitment row's years sit on a model, within the model's own years.
 */
async function checkReferences(
  tx: Db,
  input: ProductInput,
  index: Map<string, CategoryInfo>,
  modelYears: Map<string, ModelYears>,
): Promise<void> {
  const errors: FieldError[] = [];
  if (!(await brandExists(tx, input.brandId))) errors.push({ path: 'brandId', message: ADMIN_MESSAGES.unknownBrand });
  input.categoryIds.forEach((id, i) => {
    const node = index.get(id);
    if (!node) errors.push({ path: `categoryIds.${i}`, message: ADMIN_MESSAGES.unknownCategory });
    else if (isFitmentKind(node.kind)) errors.push({ path: `categoryIds.${i}`, message: ADMIN_MESSAGES.categoryKind });
  });
  input.fitment.forEach((row, i) => {
    const node = index.get(row.id);
    if (!node) errors.push({ path: `fitment.${i}.id`, message: ADMIN_MESSAGES.unknownCategory });
    else if (!isFitmentKind(node.kind)) errors.push({ path: `fitment.${i}.id`, message: ADMIN_MESSAGES.fitmentKind });
    else {
      const years = modelYears.get(row.id) ?? { yearFrom: null, yearTo: null };
      const problem = fitmentYearsProblem(row, { kind: node.kind, name: node.name, ...years });
      if (problem) errors.push({ path: `fitment.${i}.${row.from === null ? 'to' : 'from'}`, message: problem });
    }
  });
  if (errors.length > 0) throw new AppError('VALIDATION', errors[0]!.message, errors);
}

function checkVariantIds(input: ProductInput, before: AdminProduct | null): void {
  const own = new Set(before?.variants.map((v) => v.id));
  const errors: FieldError[] = input.variants.flatMap((v, i) =>
    v.id && !own.has(v.id) ? [{ path: `variants.${i}.id`, message: ADMIN_MESSAGES.variantNotOfProduct }] : [],
  );
  if (errors.length > 0) throw new AppError('VALIDATION', errors[0]!.message, errors);
}

async function checkSkus(tx: Db, input: ProductInput, productId: string | null): Promise<void> {
  const takenSet = await findSkusTakenElsewhere(
    tx,
    input.variants.map((v) => v.sku),
    productId,
  );
  if (takenSet.size === 0) return;
  const errors = input.variants.flatMap((v, i) =>
    takenSet.has(v.sku) ? [{ path: `variants.${i}.sku`, message: ADMIN_MESSAGES.skuTaken(v.sku) }] : [],
  );
  throw new AppError('CONFLICT', errors[0]!.message, errors);
}

/** The slug asked for (409 when another product has it); else the product's own, or one made from the name. */
async function chooseSlug(tx: Db, input: ProductInput, before: AdminProduct | null): Promise<string> {
  if (input.slug) {
    if (await productSlugTaken(tx, input.slug, before?.id ?? null))
      throw new AppError('CONFLICT', ADMIN_MESSAGES.slugTaken, [{ path: 'slug', message: ADMIN_MESSAGES.slugTaken }]);
    return input.slug;
  }
  if (before) return before.slug;
  return freeSlug(tx, 'products', slugify(input.name).slice(0, 100) || 'product');
}

async function writeVariants(tx: Db, productId: string, input: ProductInput, before: AdminProduct | null) {
  const existing = before?.variants ?? [];
  // By id first; a variant sent without one takes over the unclaimed variant with its SKU.
  const claimed = new Set(input.variants.flatMap((v) => (v.id ? [v.id] : [])));
  const bySku = new Map(existing.filter((v) => !claimed.has(v.id)).map((v) => [v.sku, v]));
  const matched = input.variants.map((v) => (v.id ? existing.find((e) => e.id === v.id) : bySku.get(v.sku)) ?? null);
  const keep = new Set(matched.filter(Boolean).map((v) => v!.id));
  const removed = existing.filter((v) => !keep.has(v.id)).map((v) => v.id);
  await deleteVariants(tx, removed);
  // Two variants may swap SKUs in one save; parking those whose SKU changes first keeps the unique
  // index happy. The others are not touched: a SKU written away and back would tell every server
  // that what search finds had changed (docs/decisions/112).
  await parkSkus(
    tx,
    matched.flatMap((old, position) => (old && old.sku !== input.variants[position]!.sku ? [old.id] : [])),
  );
  for (const [position, v] of input.variants.entries()) {
    const values = {
      name: v.name,
      sku: v.sku,
      pricePaise: v.pricePaise,
      mrpPaise: v.mrpPaise,
      stock: v.stock,
      isHidden: v.hidden,
      position,
    };
    const old = matched[position];
    if (old) await updateVariant(tx, old.id, values);
    else await insertVariant(tx, productId, values);
  }
}

/** Makes the product's images exactly `urls`, in order, keeping the rows of those it already has. */
async function replaceImages(tx: Db, productId: string, urls: string[], alt: string): Promise<void> {
  const current = await listProductImages(tx, productId);
  await deleteProductImages(
    tx,
    current.filter((c) => !urls.includes(c.url)).map((c) => c.id),
  );
  for (const [position, url] of urls.entries()) {
    const existing = current.find((c) => c.url === url);
    if (existing) await setProductImagePosition(tx, existing.id, position);
    else await insertProductImage(tx, { productId, url, alt, position });
  }
}
