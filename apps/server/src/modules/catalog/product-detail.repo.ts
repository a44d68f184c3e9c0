import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { productImages, products } from '../../db/schema/catalog';
import { dealEndsAt, sellingPrice } from './selling-price.repo';

/** A product's description and features; null when there is no such product. */
export async function findProductText(
  db: Db,
  productId: string,
): Promise<{ description: string; features: string[] } | null> {
  const [row] = await db
    .select({ description: products.description, features: products.features })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}

const sellableVariantRow = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  mrp_paise: z.number().int(),
  /** The selling price at the time asked for, a running flash deal included. */
  price_paise: z.number().int(),
  deal_ends_at: timestamptz.nullable(),
  stock: z.number().int(),
});
export type SellableVariant = z.output<typeof sellableVariantRow>;

/** A product's visible variants in their order, each priced at `at`. */
export function listSellableVariants(db: Db, productId: string, at: Date): Promise<SellableVariant[]> {
  return queryRows(
    db,
    sellableVariantRow,
    sql`SELECT v.id, v.name, v.sku, v.mrp_paise, v.stock,
               ${sellingPrice(sql`v.product_id`, sql`v.price_paise`, at)} AS price_paise,
               ${dealEndsAt(sql`v.product_id`, sql`v.price_paise`, at)} AS deal_ends_at
        FROM product_variants v
        WHERE v.product_id = ${productId} AND NOT v.is_hidden ORDER BY v.position, v.name`,
  );
}

/** The URLs of a product's images in their order. */
export async function listImageUrls(db: Db, productId: string): Promise<string[]> {
  const found = await db
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
  return found.map((i) => i.url);
}
