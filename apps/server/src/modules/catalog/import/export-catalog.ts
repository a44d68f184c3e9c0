import { Readable, pipeline } from 'node:stream';
import type { ImportColumn } from '@store/contracts/admin';
import type { Db } from '../../../db/client';
import { isFitmentKind, loadCategoryIndex } from '../category-index';
import { catalogCsvStream, LIST_SEPARATOR, paiseToRupeeText } from './catalog-csv';
import { fitmentCellText } from './fitment-cell';
import { listExportRows, nextProductSlugs, type ExportRow } from './import.repo';

/** Products read per query: a few hundred rows in memory at a time, whatever the catalog's size. */
const PRODUCTS_PER_PAGE = 200;

type CategoryIndex = Awaited<ReturnType<typeof loadCategoryIndex>>;

function toCsvRow(r: ExportRow, index: CategoryIndex): Record<ImportColumn, string> {
  const linked = r.links.flatMap((link) => {
    const node = index.get(link.id);
    return node ? [{ node, slug: node.slug, from: link.from, to: link.to }] : [];
  });
  return {
    handle: r.slug,
    name: r.name,
    brand: r.brand,
    categories: linked
      .filter((l) => !isFitmentKind(l.node.kind))
      .map((l) => l.slug)
      .join(LIST_SEPARATOR),
    fitment: fitmentCellText(linked.filter((l) => isFitmentKind(l.node.kind))),
    universal: r.universal ? 'yes' : 'no',
    description: r.description,
    features: r.features.join(LIST_SEPARATOR),
    hidden: r.is_hidden ? 'yes' : 'no',
    hsn: r.hsn_code,
    gst_rate: String(r.gst_rate),
    images: r.images.join(LIST_SEPARATOR),
    option_name: r.option_name,
    returnable: r.returnable ? 'yes' : 'no',
    sku: r.sku,
    variant: r.variant,
    variant_hidden: r.variant_hidden ? 'yes' : 'no',
    price_inr: paiseToRupeeText(r.price_paise),
    mrp_inr: paiseToRupeeText(r.mrp_paise),
    stock: String(r.stock),
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
    for (const row of await listExportRows(db, slugs)) yield toCsvRow(row, index);
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
