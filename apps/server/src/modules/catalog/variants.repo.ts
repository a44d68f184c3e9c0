import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productVariants } from '../../db/schema/catalog';

export type VariantRow = typeof productVariants.$inferSelect;

/** The variant, its row locked until the transaction ends; null when unknown. */
export async function lockVariant(tx: Db, id: string): Promise<VariantRow | null> {
  const [row] = await tx.select().from(productVariants).where(eq(productVariants.id, id)).for('update');
  return row ?? null;
}

/** Sets a variant's prices and stock (the quick edit); answers the row as saved. */
export async function setVariantPricesAndStock(
  tx: Db,
  id: string,
  values: { pricePaise: number; mrpPaise: number; stock: number },
): Promise<VariantRow> {
  const [row] = await tx
    .update(productVariants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productVariants.id, id))
    .returning();
  return row!;
}

/** Those of these SKUs that belong to a variant of another product than `productId` (any, when null). */
export async function findSkusTakenElsewhere(tx: Db, skus: string[], productId: string | null): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const taken = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(inArray(productVariants.sku, skus), productId ? ne(productVariants.productId, productId) : undefined));
  return new Set(taken.map((t) => t.sku));
}

export async function deleteVariants(tx: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(productVariants).where(inArray(productVariants.id, ids));
}

/**
 * Gives these variants a temporary SKU of their own: two variants may swap SKUs in one save, and
 * parking them first keeps the unique index happy.
 */
export async function parkSkus(tx: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(productVariants)
    .set({ sku: sql`'TMP~' || ${productVariants.id}::text` })
    .where(inArray(productVariants.id, ids));
}

/** A variant's fields as the product form writes them. */
export type VariantValues = Pick<
  typeof productVariants.$inferInsert,
  'name' | 'sku' | 'pricePaise' | 'mrpPaise' | 'stock' | 'isHidden' | 'position'
>;

export async function updateVariant(tx: Db, id: string, values: VariantValues): Promise<void> {
  await tx
    .update(productVariants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productVariants.id, id));
}

export async function insertVariant(tx: Db, productId: string, values: VariantValues): Promise<void> {
  await tx.insert(productVariants).values({ ...values, productId, updatedAt: new Date() });
}
