import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../../db/client';
import { productVariants, products } from '../../../db/schema/catalog';

export interface ExistingProduct {
  id: string;
  hsnCode: string;
  gstRate: number;
  optionName: string;
  returnable: boolean;
  universal: boolean;
}

/** The products with these slugs, by slug: their ids, and the columns a blank cell keeps (tax, option name, flags). */
export async function findProductsBySlug(db: Db, slugs: readonly string[]): Promise<Map<string, ExistingProduct>> {
  if (slugs.length === 0) return new Map();
  const found = await db
    .select({
      id: products.id,
      slug: products.slug,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      optionName: products.optionName,
      returnable: products.returnable,
      universal: products.universal,
    })
    .from(products)
    .where(inArray(products.slug, [...slugs]));
  return new Map(found.map(({ slug, ...p }) => [slug, p]));
}

/** For each of these SKUs in use, the slug of the product that has it. */
export async function findSkuOwners(db: Db, skus: readonly string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const found = await db
    .select({ sku: productVariants.sku, slug: products.slug })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.sku, [...skus]));
  return new Map(found.map((s) => [s.sku, s.slug]));
}

const exportRow = z.object({
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  is_hidden: z.boolean(),
  hsn_code: z.string(),
  gst_rate: z.number().int(),
  option_name: z.string(),
  returnable: z.boolean(),
  universal: z.boolean(),
  /** Its category links in their order, with the years of a link to a model. */
  links: z.array(z.object({ id: z.string(), from: z.number().int().nullable(), to: z.number().int().nullable() })),
  images: z.array(z.string()),
  sku: z.string(),
  variant: z.string(),
  variant_hidden: z.boolean(),
  price_paise: z.number().int(),
  mrp_paise: z.number().int(),
  stock: z.number().int(),
});
export type ExportRow = z.output<typeof exportRow>;

/** The slugs of up to `count` products, hidden ones included, after `afterSlug` in slug order. */
export async function nextProductSlugs(db: Db, afterSlug: string, count: number): Promise<string[]> {
  const found = await db
    .select({ slug: products.slug })
    .from(products)
    .where(gt(products.slug, afterSlug))
    .orderBy(asc(products.slug))
    .limit(count);
  return found.map((p) => p.slug);
}

/**
 * One row per variant of the products with these slugs, in slug order, with the product's columns
 * repeated: its brand's name, its category links (with years) and image URLs in their order. Each product's
 * rows come from this one query, so they agree with each other.
 */
export function listExportRows(db: Db, slugs: readonly string[]): Promise<ExportRow[]> {
  if (slugs.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    exportRow,
    sql`SELECT p.slug, p.name, b.name AS brand, p.description, p.features, p.is_hidden, p.hsn_code, p.gst_rate::int AS gst_rate,
               p.option_name, p.returnable, p.universal,
               (SELECT COALESCE(json_agg(json_build_object('id', pc.category_id, 'from', pc.year_from, 'to', pc.year_to)
                                         ORDER BY pc.position), '[]'::json)
                FROM product_categories pc WHERE pc.product_id = p.id) AS links,
               ARRAY(SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id) AS images,
               v.sku, v.name AS variant, v.is_hidden AS variant_hidden, v.price_paise, v.mrp_paise, v.stock
        FROM products p JOIN brands b ON b.id = p.brand_id JOIN product_variants v ON v.product_id = p.id
        WHERE p.slug IN ${[...slugs]}
        ORDER BY p.slug, v.position, v.name`,
  );
}
