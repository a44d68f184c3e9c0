import { asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
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
