import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productCategories, products } from '../../db/schema/catalog';

/** What the storefront means by a visible product; the partial indexes use the same words. */
const visible = sql`NOT ${products.isHidden} AND ${products.variantCount} > 0`;

/**
 * Locks the product row until the transaction ends, so changes of one product (its images, its
 * visibility, its rating) happen one after another. Null when there is no such product.
 */
export async function lockProduct(tx: Db, id: string): Promise<{ name: string; isHidden: boolean } | null> {
  const [row] = await tx
    .select({ name: products.name, isHidden: products.isHidden })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row ?? null;
}

export async function setProductHidden(tx: Db, id: string, hidden: boolean): Promise<void> {
  await tx.update(products).set({ isHidden: hidden, updatedAt: new Date() }).where(eq(products.id, id));
}

/** Whether another product (not `exceptId`) has this slug. */
export async function productSlugTaken(db: Db, slug: string, exceptId: string | null): Promise<boolean> {
  const [other] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), exceptId ? ne(products.id, exceptId) : undefined));
  return Boolean(other);
}

/** The product's own columns the product form writes; price, stock and counts follow its variants. */
export type ProductValues = Pick<
  typeof products.$inferInsert,
  | 'slug'
  | 'name'
  | 'brandId'
  | 'description'
  | 'features'
  | 'isHidden'
  | 'hsnCode'
  | 'gstRate'
  | 'optionName'
  | 'returnable'
  | 'universal'
  | 'lowStockLevel'
  | 'weightGrams'
>;

export async function insertProduct(tx: Db, values: ProductValues): Promise<string> {
  const [row] = await tx
    .insert(products)
    .values({ ...values, updatedAt: new Date() })
    .returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(tx: Db, id: string, values: ProductValues): Promise<void> {
  await tx
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** A link of a product to a category; on a link to a model, the years it fits (null: open). */
export interface CategoryLink {
  categoryId: string;
  yearFrom: number | null;
  yearTo: number | null;
}

/** Links the product to exactly these categories, in this order. */
export async function replaceProductCategories(tx: Db, productId: string, links: CategoryLink[]): Promise<void> {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  if (links.length === 0) return;
  await tx.insert(productCategories).values(links.map((link, position) => ({ productId, ...link, position })));
}

/** Product search text holds the name, brand and category names: refreshed after any of them changes. */
export async function refreshProductSearchText(tx: Db, productIds: string[]): Promise<void> {
  await tx.execute(
    sql`SELECT refresh_product_search_text(ARRAY[${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[])`,
  );
}

/** The price of each of these products that exists, by id. */
export async function findProductPrices(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: products.id, price: products.pricePaise })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(found.map((p) => [p.id, p.price]));
}

/** The names of these products, by id; unknown ids are left out. */
export async function findProductNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(found.map((p) => [p.id, p.name]));
}

/** Which of these products are marked custom-made or not returnable (docs/decisions/080). */
export async function findNotReturnable(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...new Set(ids)]), eq(products.returnable, false)));
  return new Set(found.map((p) => p.id));
}

/**
 * A subquery of the ids of products whose name matches the ILIKE `pattern`, for another module's
 * search to compose (the back office finds reviews by their product).
 */
export function productIdsNamed(pattern: string): SQL {
  return sql`SELECT np.id FROM products np WHERE np.name ILIKE ${pattern}`;
}

/** A subquery of the ids of the products the storefront shows, for another module to compose. */
export function visibleProductIds(): SQL {
  return sql`SELECT vp.id FROM products vp WHERE NOT vp.is_hidden AND vp.variant_count > 0`;
}

export async function isProductVisible(db: Db, id: string): Promise<boolean> {
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), visible));
  return Boolean(found);
}

/** A product's rating and review count, unless it is hidden or unknown. */
export async function findShownRating(db: Db, id: string): Promise<{ rating: number; reviewCount: number } | null> {
  const [row] = await db
    .select({ rating: products.rating, reviewCount: products.reviewCount })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isHidden, false)));
  return row ?? null;
}

/**
 * Sets the product's rating and review count, writing the row (whose trigger tells every server's
 * catalog cache) only when the numbers really change. Run under `lockProduct`.
 */
export async function setProductRating(tx: Db, id: string, rating: number, count: number): Promise<void> {
  await tx.execute(
    sql`UPDATE products SET rating = ${rating}::real, review_count = ${count}, updated_at = now()
        WHERE id = ${id} AND (rating <> ${rating}::real OR review_count <> ${count})`,
  );
}
