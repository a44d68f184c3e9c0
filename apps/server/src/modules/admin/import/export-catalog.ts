import type { ImportColumn } from '@store/contracts/admin';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../../db/client';
import { isFitmentKind, loadCategoryIndex } from '../catalog/category-index';
import { LIST_SEPARATOR, paiseToRupeeText, stringifyCatalogCsv } from './catalog-csv';

interface ExportRow {
  slug: string;
  name: string;
  brand: string;
  description: string;
  features: string[];
  is_hidden: boolean;
  category_ids: string[];
  images: string[];
  sku: string;
  variant: string;
  variant_hidden: boolean;
  price_paise: number;
  mrp_paise: number;
  stock: number;
}

/**
 * The whole catalog, hidden products and variants included, in the import format: one row per
 * variant with the product's columns repeated, so the file can be edited and imported back.
 */
export async function exportCatalog(db: Db): Promise<string> {
  const [found, index] = await Promise.all([
    rows<ExportRow>(
      db,
      sql`SELECT p.slug, p.name, b.name AS brand, p.description, p.features, p.is_hidden,
                 ARRAY(SELECT pc.category_id::text FROM product_categories pc WHERE pc.product_id = p.id ORDER BY pc.position) AS category_ids,
                 ARRAY(SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id) AS images,
                 v.sku, v.name AS variant, v.is_hidden AS variant_hidden, v.price_paise, v.mrp_paise, v.stock
          FROM products p JOIN brands b ON b.id = p.brand_id JOIN product_variants v ON v.product_id = p.id
          ORDER BY p.slug, v.position, v.name`,
    ),
    loadCategoryIndex(db),
  ]);
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
