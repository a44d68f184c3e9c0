import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products } from '../../db/schema/catalog';

export interface ProductImage {
  id: string;
  url: string;
  alt: string;
  position: number;
}

/** The product's images in their order. */
export function listProductImages(db: Db, productId: string): Promise<ProductImage[]> {
  return db
    .select({ id: productImages.id, url: productImages.url, alt: productImages.alt, position: productImages.position })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

/** How many images the product has; null when there is no such product. */
export async function countProductImages(db: Db, productId: string): Promise<number | null> {
  const [row] = await db
    .select({ n: count(productImages.id) })
    .from(products)
    .leftJoin(productImages, eq(productImages.productId, products.id))
    .where(eq(products.id, productId))
    .groupBy(products.id);
  return row ? row.n : null;
}

export async function insertProductImage(
  tx: Db,
  image: { productId: string; url: string; alt: string; position: number },
): Promise<void> {
  await tx.insert(productImages).values(image);
}

export async function deleteProductImages(tx: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(productImages).where(inArray(productImages.id, ids));
}

export async function setProductImagePosition(tx: Db, id: string, position: number): Promise<void> {
  await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
}
