import type { ImportColumn } from '@store/contracts/admin';
import type { Db } from '../../../db/client';
import { isFitmentKind, loadCategoryIndex } from '../category-index';
import { LIST_SEPARATOR, paiseToRupeeText, stringifyCatalogCsv } from './catalog-csv';
import { listExportRows } from './import.repo';

/**
 * The whole catalog, hidden products and variants included, in the import format: one row per
 * variant with the product's columns repeated, so the file can be edited and imported back.
 */
export async function exportCatalog(db: Db): Promise<string> {
  const [found, index] = await Promise.all([listExportRows(db), loadCategoryIndex(db)]);
  const slugsOf = (ids: string[], fitment: boolean) =>
    ids
      .map((id) => index.get(id))
      .filter((c) => c && isFitmentKind(c.kind) === fitment)
      .map((c) => c!.slug)
      .join(LIST_SEPARATOR);
  return stringifyCatalogCsv(
    found.map((r): Record<ImportColumn, string> => ({
      handle: r.slug,
      name: r.name,
      brand: r.brand,
      categories: slugsOf(r.category_ids, false),
      fitment: slugsOf(r.category_ids, true),
      description: r.description,
      features: r.features.join(LIST_SEPARATOR),
      hidden: r.is_hidden ? 'yes' : 'no',
      images: r.images.join(LIST_SEPARATOR),
      sku: r.sku,
      variant: r.variant,
      variant_hidden: r.variant_hidden ? 'yes' : 'no',
      price_inr: paiseToRupeeText(r.price_paise),
      mrp_inr: paiseToRupeeText(r.mrp_paise),
      stock: String(r.stock),
    })),
  );
}
