import type { AdminProduct } from '@store/contracts/admin';
import { discountPercent } from '@store/contracts/money';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { isFitmentKind, loadCategoryIndex, type CategoryInfo } from './category-index';

const year = z.number().int().nullable();

const editableProductRow = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  is_hidden: z.boolean(),
  hsn_code: z.string(),
  gst_rate: z.number().int(),
  option_name: z.string(),
  returnable: z.boolean(),
  universal: z.boolean(),
  low_stock_level: z.number().int().nullable(),
  weight_grams: z.number().int().nullable(),
  rating: z.number(),
  review_count: z.number().int(),
  created_at: timestamptz,
  updated_at: timestamptz,
  brand_id: z.string(),
  brand_name: z.string(),
  /** Every variant, hidden ones included, in their order. */
  variants: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      sku: z.string(),
      price_paise: z.number().int(),
      mrp_paise: z.number().int(),
      stock: z.number().int(),
      is_hidden: z.boolean(),
      position: z.number().int(),
    }),
  ),
  /** Its category links in their order, with the years of a link to a model. */
  links: z.array(z.object({ category_id: z.string(), year_from: year, year_to: year })),
  /** Its images in their order. */
  images: z.array(z.object({ id: z.string(), url: z.string(), alt: z.string(), position: z.number().int() })),
});
export type EditableProduct = z.output<typeof editableProductRow>;

/**
 * Products as the back office edits them, hidden ones included, in slug order: each with its
 * brand, every variant, its category links with their years and its images. It is what the
 * product form (findAdminProduct) and the CSV export read. A product and its parts come from one
 * query, so they agree with each other.
 */
export async function listEditableProducts(
  db: Db,
  which: { id: string } | { slugs: readonly string[] },
): Promise<EditableProduct[]> {
  if ('slugs' in which && which.slugs.length === 0) return [];
  const where = 'id' in which ? sql`p.id = ${which.id}` : sql`p.slug IN ${[...which.slugs]}`;
  return queryRows(
    db,
    editableProductRow,
    sql`SELECT p.id, p.slug, p.name, p.description, p.features, p.is_hidden, p.hsn_code, p.gst_rate::int AS gst_rate,
               p.option_name, p.returnable, p.universal, p.low_stock_level::int AS low_stock_level, p.weight_grams, p.rating, p.review_count, p.created_at, p.updated_at,
               b.id AS brand_id, b.name AS brand_name,
               (SELECT COALESCE(json_agg(json_build_object('id', v.id, 'name', v.name, 'sku', v.sku,
                                                           'price_paise', v.price_paise, 'mrp_paise', v.mrp_paise,
                                                           'stock', v.stock, 'is_hidden', v.is_hidden, 'position', v.position)
                                         ORDER BY v.position, v.name), '[]'::json)
                FROM product_variants v WHERE v.product_id = p.id) AS variants,
               (SELECT COALESCE(json_agg(json_build_object('category_id', pc.category_id,
                                                           'year_from', pc.year_from, 'year_to', pc.year_to)
                                         ORDER BY pc.position), '[]'::json)
                FROM product_categories pc WHERE pc.product_id = p.id) AS links,
               (SELECT COALESCE(json_agg(json_build_object('id', i.id, 'url', i.url, 'alt', i.alt, 'position', i.position)
                                         ORDER BY i.position, i.id), '[]'::json)
                FROM product_images i WHERE i.product_id = p.id) AS images
        FROM products p JOIN brands b ON b.id = p.brand_id
        WHERE ${where}
        ORDER BY p.slug`,
  );
}

/**
 * A product's links split into its categories and its suitable bikes (makes and models, with
 * their years), each in link order; a link to a category the index does not have is left out.
 */
export function splitProductLinks(links: EditableProduct['links'], index: Map<string, CategoryInfo>) {
  const linked = links.flatMap((l) => {
    const node = index.get(l.category_id);
    return node ? [{ node, from: l.year_from, to: l.year_to }] : [];
  });
  return {
    categories: linked.filter((l) => !isFitmentKind(l.node.kind)).map((l) => l.node),
    fitment: linked.filter((l) => isFitmentKind(l.node.kind)),
  };
}

/**
 * A product as the edit form shows it, hidden variants included, its suitable bikes with their
 * years and its universal flag (docs/decisions/083); null when there is none.
 */
export async function findAdminProduct(
  db: Db,
  id: string,
  categories?: Map<string, CategoryInfo>,
): Promise<AdminProduct | null> {
  const [product] = await listEditableProducts(db, { id });
  if (!product) return null;
  const linked = splitProductLinks(product.links, categories ?? (await loadCategoryIndex(db)));
  const ref = (c: CategoryInfo) => ({ id: c.id, name: c.name, path: c.path });
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    brand: { id: product.brand_id, name: product.brand_name },
    categories: linked.categories.map(ref),
    fitment: linked.fitment.map((l) => ({ ...ref(l.node), from: l.from, to: l.to })),
    universal: product.universal,
    features: product.features,
    hidden: product.is_hidden,
    hsnCode: product.hsn_code,
    gstRate: product.gst_rate,
    optionName: product.option_name,
    returnable: product.returnable,
    lowStockLevel: product.low_stock_level,
    weightGrams: product.weight_grams,
    variants: product.variants.map((v) => ({
      id: v.id,
      name: v.name,
      sku: v.sku,
      pricePaise: v.price_paise,
      mrpPaise: v.mrp_paise,
      discountPercent: discountPercent(v.mrp_paise, v.price_paise),
      stock: v.stock,
      hidden: v.is_hidden,
      position: v.position,
    })),
    images: product.images,
    rating: Math.round(product.rating * 10) / 10,
    reviewCount: product.review_count,
    createdAt: product.created_at.toISOString(),
    updatedAt: product.updated_at.toISOString(),
  };
}
