import type { YearRange } from '@store/contracts/admin';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productCategories, products } from '../../db/schema/catalog';

/**
 * Locks these products (those that exist) until the transaction ends, in id order so two bulk
 * changes never wait on each other crosswise; answers each one's universal flag.
 */
export async function lockProductsForFitment(tx: Db, ids: string[]): Promise<Map<string, { universal: boolean }>> {
  if (ids.length === 0) return new Map();
  const found = await tx
    .select({ id: products.id, universal: products.universal })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for('update');
  return new Map(found.map(({ id, universal }) => [id, { universal }]));
}

/** The years of each of these products' link to the bike, for those linked to it. */
export async function findFitmentLinks(tx: Db, productIds: string[], bikeId: string): Promise<Map<string, YearRange>> {
  if (productIds.length === 0) return new Map();
  const found = await tx
    .select({ productId: productCategories.productId, from: productCategories.yearFrom, to: productCategories.yearTo })
    .from(productCategories)
    .where(and(eq(productCategories.categoryId, bikeId), inArray(productCategories.productId, productIds)));
  return new Map(found.map(({ productId, ...years }) => [productId, years]));
}

/**
 * Links each product to the bike with these years: a new link goes after the product's others, a
 * link it already has takes the new years.
 */
export async function linkBike(tx: Db, productIds: string[], bikeId: string, years: YearRange): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(
    sql`INSERT INTO product_categories (product_id, category_id, position, year_from, year_to)
        SELECT p.id, ${bikeId}::uuid,
               COALESCE((SELECT max(pc.position) + 1 FROM product_categories pc WHERE pc.product_id = p.id), 0),
               ${years.from}::smallint, ${years.to}::smallint
        FROM products p WHERE p.id IN ${productIds}
        ON CONFLICT (product_id, category_id) DO UPDATE SET year_from = EXCLUDED.year_from, year_to = EXCLUDED.year_to`,
  );
}

/** Takes the bike off these products. */
export async function unlinkBike(tx: Db, productIds: string[], bikeId: string): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .delete(productCategories)
    .where(and(eq(productCategories.categoryId, bikeId), inArray(productCategories.productId, productIds)));
}

/** Marks these products changed now, as a save from the form does, so the list's 'last updated' tells. */
export async function touchProducts(tx: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(products).set({ updatedAt: new Date() }).where(inArray(products.id, ids));
}
