import { DEFAULT_GST_RATE, DEFAULT_HSN } from '@store/contracts/tax';
import { DEFAULT_OPTION_NAME, DEFAULT_VARIANT_NAME } from '@store/contracts/variants';
import {
  ADMIN_MESSAGES,
  IMPORT_MAX_ERRORS_SHOWN,
  MAX_PRODUCT_IMAGES,
  MAX_VARIANTS,
  productInputBody,
  slugField,
  type ImportCheck,
  type ImportColumn,
  type ModelYears,
  type ProductInput,
} from '@store/contracts/admin';
import type { Db } from '../../../db/client';
import { listAllBrands } from '../brands.repo';
import { findModelYears } from '../categories.repo';
import { isFitmentKind, loadCategoryIndex, type CategoryInfo } from '../category-index';
import { parseCatalogCsv, splitList, type CsvRow } from './catalog-csv';
import { fitmentCell } from './fitment-cell';
import { findProductsBySlug, findSkuOwners, type ExistingProduct } from './import.repo';
import { imageCells, RowErrors, rupeeCell, skuCell, stockCell, yesNoCell } from './row-fields';

/** One product the import will write: the same input the product form sends, by handle. */
export interface ImportItem {
  handle: string;
  /** The product with this handle (slug) now; null when the import creates it. */
  productId: string | null;
  input: ProductInput;
  /** null: the images column was blank, so the product keeps the images it has. */
  images: string[] | null;
}

interface Lookups {
  brands: Map<string, string>;
  categoriesBySlug: Map<string, CategoryInfo>;
  modelYears: Map<string, ModelYears>;
  productsBySlug: Map<string, ExistingProduct>;
  /** SKU → the handle of the product that has it now. */
  skuOwners: Map<string, string>;
}

const PRODUCT_COLUMNS: ImportColumn[] = [
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
];

/**
 * Checks every row of a catalog CSV against the same rules as the product form, plus what only a
 * file can get wrong (a product's rows disagreeing, an SKU twice, names of brands and categories
 * that do not exist). Answers the check the admin sees and, when it found nothing, the products to write.
 */
export async function checkImport(db: Db, bytes: Buffer): Promise<{ check: ImportCheck; items: ImportItem[] }> {
  const parsed = parseCatalogCsv(bytes);
  if (parsed.errors.length > 0) return { check: summarize(0, [], parsed.errors), items: [] };
  const errors = new RowErrors();
  const groups = groupByHandle(parsed.rows, errors);
  const lookups = await loadLookups(db, parsed.rows);
  const items: ImportItem[] = [];
  const skuRows = new Map<string, number>();
  for (const [handle, group] of groups) {
    const before = errors.list.length;
    const item = checkProduct(handle, group, lookups, skuRows, errors);
    if (item && errors.list.length === before) items.push(item);
  }
  return {
    check: summarize(parsed.rows.length, items, errors.list, groups.size),
    items: errors.list.length > 0 ? [] : items,
  };
}

function summarize(rowCount: number, items: ImportItem[], errors: ImportCheck['errors'], products = 0): ImportCheck {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  return {
    ok: sorted.length === 0,
    rows: rowCount,
    products,
    newProducts: sorted.length === 0 ? items.filter((i) => !i.productId).length : 0,
    updatedProducts: sorted.length === 0 ? items.filter((i) => i.productId).length : 0,
    errorCount: sorted.length,
    errors: sorted.slice(0, IMPORT_MAX_ERRORS_SHOWN),
  };
}

function groupByHandle(csvRows: CsvRow[], errors: RowErrors): Map<string, CsvRow[]> {
  const groups = new Map<string, CsvRow[]>();
  for (const row of csvRows) {
    if (!row.cells.handle) {
      errors.add(row.row, 'handle', ADMIN_MESSAGES.csvHandleRequired);
      continue;
    }
    const handle = errors.check(row, 'handle', slugField, row.cells.handle);
    if (handle === undefined) continue;
    groups.set(handle, [...(groups.get(handle) ?? []), row]);
  }
  return groups;
}

async function loadLookups(db: Db, csvRows: CsvRow[]): Promise<Lookups> {
  const handles = [...new Set(csvRows.map((r) => r.cells.handle.toLowerCase()).filter(Boolean))];
  const skus = [...new Set(csvRows.map((r) => r.cells.sku.toUpperCase()).filter(Boolean))];
  const [brandRows, index, modelYears, productsBySlug, skuOwners] = await Promise.all([
    listAllBrands(db),
    loadCategoryIndex(db),
    findModelYears(db),
    findProductsBySlug(db, handles),
    findSkuOwners(db, skus),
  ]);
  const brands = new Map<string, string>();
  for (const b of brandRows) {
    brands.set(b.slug, b.id);
    brands.set(b.name.toLowerCase(), b.id);
  }
  return {
    brands,
    categoriesBySlug: new Map([...index.values()].map((c) => [c.slug, c])),
    modelYears,
    productsBySlug,
    skuOwners,
  };
}

function checkProduct(
  handle: string,
  group: CsvRow[],
  lookups: Lookups,
  skuRows: Map<string, number>,
  errors: RowErrors,
): ImportItem | null {
  const first = group[0]!;
  for (const row of group.slice(1)) {
    for (const column of PRODUCT_COLUMNS) {
      const value = row.cells[column];
      if (value && value !== first.cells[column])
        errors.add(row.row, column, ADMIN_MESSAGES.csvDiffers(column, first.row));
    }
  }
  if (group.length > MAX_VARIANTS) errors.add(first.row, 'sku', ADMIN_MESSAGES.csvTooManyVariants);
  if (group.length > 1) {
    for (const row of group) if (!row.cells.variant) errors.add(row.row, 'variant', ADMIN_MESSAGES.csvVariantRequired);
  }
  const product = checkProductCells(first, lookups, errors);
  const variants = group.map((row) => checkVariantRow(handle, row, lookups, skuRows, errors));
  if (!product || variants.some((v) => !v)) return null;

  const input = productInputBody.safeParse({ ...product.fields, slug: handle, variants });
  if (!input.success) {
    for (const issue of input.error.issues) {
      const [head, index, field] = issue.path;
      const row = head === 'variants' && typeof index === 'number' ? (group[index] ?? first) : first;
      errors.add(row.row, columnOf(head, field), issue.message);
    }
    return null;
  }
  return {
    handle,
    productId: lookups.productsBySlug.get(handle)?.id ?? null,
    input: input.data,
    images: product.images,
  };
}

const VARIANT_COLUMNS: Record<string, ImportColumn> = {
  name: 'variant',
  hidden: 'variant_hidden',
  sku: 'sku',
  pricePaise: 'price_inr',
  mrpPaise: 'mrp_inr',
  stock: 'stock',
};
const PRODUCT_FIELD_COLUMNS: Record<string, ImportColumn> = {
  name: 'name',
  description: 'description',
  features: 'features',
  categoryIds: 'categories',
  fitment: 'fitment',
  universal: 'universal',
  hsnCode: 'hsn',
  gstRate: 'gst_rate',
  optionName: 'option_name',
  returnable: 'returnable',
};

function columnOf(head: PropertyKey | undefined, field: PropertyKey | undefined): ImportColumn | null {
  if (head === 'variants') return VARIANT_COLUMNS[String(field)] ?? null;
  return PRODUCT_FIELD_COLUMNS[String(head)] ?? null;
}

function checkProductCells(row: CsvRow, lookups: Lookups, errors: RowErrors) {
  const c = row.cells;
  const before = errors.list.length;
  if (!c.name) errors.add(row.row, 'name', ADMIN_MESSAGES.nameRequired);
  const brandId = c.brand ? lookups.brands.get(c.brand.toLowerCase()) : undefined;
  if (!c.brand) errors.add(row.row, 'brand', ADMIN_MESSAGES.csvRequiredOnFirstRow('brand'));
  else if (!brandId) errors.add(row.row, 'brand', ADMIN_MESSAGES.csvUnknownBrand(c.brand));

  const categorySlugs = splitList(c.categories);
  if (categorySlugs.length === 0) errors.add(row.row, 'categories', ADMIN_MESSAGES.csvRequiredOnFirstRow('categories'));
  const categoryIds = categorySlugs.flatMap((slug) => {
    const node = lookups.categoriesBySlug.get(slug.toLowerCase());
    if (!node) errors.add(row.row, 'categories', ADMIN_MESSAGES.csvUnknownCategory(slug));
    else if (isFitmentKind(node.kind)) errors.add(row.row, 'categories', ADMIN_MESSAGES.csvIsFitment(slug));
    else return [node.id];
    return [];
  });
  const fitment = fitmentCell(errors, row, lookups);
  const hidden = yesNoCell(errors, row, 'hidden');
  // Blank keeps what the product has (a file exported before these columns), or the default.
  const existing = lookups.productsBySlug.get(c.handle.toLowerCase());
  const universal = c.universal ? yesNoCell(errors, row, 'universal') : (existing?.universal ?? false);
  if (universal && c.fitment) errors.add(row.row, 'universal', ADMIN_MESSAGES.csvUniversalWithFitment);
  const hsnCode = c.hsn || existing?.hsnCode || DEFAULT_HSN;
  const gstRate = c.gst_rate ? c.gst_rate.replace(/%$/, '') : (existing?.gstRate ?? DEFAULT_GST_RATE);
  const optionName = c.option_name || existing?.optionName || DEFAULT_OPTION_NAME;
  const returnable = c.returnable ? yesNoCell(errors, row, 'returnable') : (existing?.returnable ?? true);
  const imageUrls = splitList(c.images);
  if (imageUrls.length > MAX_PRODUCT_IMAGES) errors.add(row.row, 'images', ADMIN_MESSAGES.csvTooManyImages);
  const images = imageCells(errors, row, imageUrls);
  if (errors.list.length > before) return null;
  return {
    fields: {
      name: c.name,
      brandId,
      categoryIds,
      fitment,
      universal,
      description: c.description,
      features: splitList(c.features),
      hidden,
      hsnCode,
      gstRate,
      optionName,
      returnable,
    },
    images: imageUrls.length > 0 ? images : null,
  };
}

function checkVariantRow(
  handle: string,
  row: CsvRow,
  lookups: Lookups,
  skuRows: Map<string, number>,
  errors: RowErrors,
) {
  const before = errors.list.length;
  const sku = skuCell(errors, row);
  if (sku !== undefined) {
    const seen = skuRows.get(sku);
    if (seen !== undefined) errors.add(row.row, 'sku', ADMIN_MESSAGES.csvSkuRepeated(sku, seen));
    else skuRows.set(sku, row.row);
    const owner = lookups.skuOwners.get(sku);
    if (owner !== undefined && owner !== handle) errors.add(row.row, 'sku', ADMIN_MESSAGES.csvSkuElsewhere(sku, owner));
  }
  const pricePaise = rupeeCell(errors, row, 'price_inr');
  const mrpPaise = rupeeCell(errors, row, 'mrp_inr');
  if (pricePaise !== undefined && mrpPaise !== undefined && pricePaise > mrpPaise) {
    errors.add(row.row, 'price_inr', ADMIN_MESSAGES.priceAboveMrp);
  }
  const stock = stockCell(errors, row);
  const hidden = yesNoCell(errors, row, 'variant_hidden');
  if (errors.list.length > before) return null;
  return { name: row.cells.variant || DEFAULT_VARIANT_NAME, sku, pricePaise, mrpPaise, stock, hidden };
}
