import { Readable, pipeline } from 'node:stream';
import type { ImportColumn } from '@store/contracts/admin';
import type { Db } from '../../../db/client';
import { listEditableProducts, splitProductLinks, type EditableProduct } from '../admin-product.repo';
import { loadCategoryIndex } from '../category-index';
import { catalogCsvStream, LIST_SEPARATOR, paiseToRupeeText } from './catalog-csv';
import { fitmentCellText } from './fitment-cell';
import { nextProductSlugs } from './import.repo';

/** Products read per query: a few hundred rows in memory at a time, whatever the catalog's size. */
const PRODUCTS_PER_PAGE = 200;

type CategoryIndex = Awaited<ReturnType<typeof loadCategoryIndex>>;
type VariantColumn = 'sku' | 'variant' | 'variant_hidden' | 'price_inr' | 'mrp_inr' | 'stock';
type ProductColumn = Exclude<ImportColumn, VariantColumn>;

/** The cells a product's rows repeat. */
function productCells(p: EditableProduct, index: CategoryIndex): Record<ProductColumn, string> {
  const { categories, fitment } = splitProductLinks(p.links, index);
  return {
    handle: p.slug,
    name: p.name,
    brand: p.brand_name,
    categories: categories.map((c) => c.slug).join(LIST_SEPARATOR),
    fitment: fitmentCellText(fitment.map((l) => ({ slug: l.node.slug, from: l.from, to: l.to }))),
    universal: p.universal ? 'yes' : 'no',
    description: p.description,
    features: p.features.join(LIST_SEPARATOR),
    hidden: p.is_hidden ? 'yes' : 'no',
    hsn: p.hsn_code,
    gst_rate: String(p.gst_rate),
    images: p.images.map((i) => i.url).join(LIST_SEPARATOR),
    option_name: p.option_name,
    returnable: p.returnable ? 'yes' : 'no',
  };
}

function variantCells(v: EditableProduct['variants'][number]): Record<VariantColumn, string> {
  return {
    sku: v.sku,
    variant: v.name,
    variant_hidden: v.is_hidden ? 'yes' : 'no',
    price_inr: paiseToRupeeText(v.price_paise),
    mrp_inr: paiseToRupeeText(v.mrp_paise),
    stock: String(v.stock),
  };
}

/**
 * Every variant row of the catalog in slug order, read a page of products at a time, and only
 * when the stream reading them wants more: a slow download holds back the reading.
 */
async function* catalogRows(db: Db): AsyncGenerator<Record<ImportColumn, string>> {
  const index = await loadCategoryIndex(db);
  for (let after = ''; ;) {
    const slugs = await nextProductSlugs(db, after, PRODUCTS_PER_PAGE);
    if (slugs.length === 0) return;
    for (const product of await listEditableProducts(db, { slugs })) {
      const cells = productCells(product, index);
      for (const variant of product.variants) yield { ...cells, ...variantCells(variant) };
    }
    after = slugs.at(-1)!;
  }
}

/**
 * The whole catalog, hidden products and variants included, in the import format: one row per
 * variant with the product's columns repeated, so the file can be edited and imported back. The
 * text is streamed as it is read (docs/decisions/063): a catalog of 100,000 products is tens of
 * megabytes of CSV, more than the server's memory can hold beside its work. A failure part way
 * ends the stream with the error, and the download is cut short rather than completed wrong.
 */
export function exportCatalog(db: Db): Readable {
  const csv = catalogCsvStream();
  pipeline(Readable.from(catalogRows(db)), csv, () => undefined);
  return csv;
}
