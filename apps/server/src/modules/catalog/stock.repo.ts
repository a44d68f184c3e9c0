import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { dealEndsAt, sellingPrice } from './selling-price.repo';

/*
 * The catalog's side of selling: what a variant costs and holds now, and the stock it gives up
 * and takes back. The orders module reserves and releases stock only through these functions.
 */

const variantForOrderRow = z.object({
  product_id: z.string(),
  product_visible: z.boolean(),
  product_name: z.string(),
  image: z.string().nullable(),
  variant_id: z.string().nullable(),
  variant_hidden: z.boolean(),
  variant_name: z.string(),
  sku: z.string(),
  mrp_paise: z.number().int(),
  /** The selling price at the time asked for, a running flash deal included. */
  price_paise: z.number().int(),
  /** A running flash deal set that price (codes do not stack on deals: docs/decisions/078). */
  on_deal: z.boolean(),
  stock: z.number().int(),
  hsn_code: z.string(),
  gst_rate: z.number().int(),
  /** The product's packed weight in grams, for shipping by weight; null when not weighed. */
  weight_grams: z.number().int().nullable(),
});
/** A product and variant as an order line needs them, read now from the catalog. */
export type VariantForOrder = z.infer<typeof variantForOrderRow>;

/** The named variant (or the product's default), priced at `at`; null when the product does not exist. */
export async function findVariantForOrder(
  db: Db,
  want: { productId: string; variantId: string | undefined; at: Date },
): Promise<VariantForOrder | null> {
  const { productId, variantId, at } = want;
  const [row] = await queryRows(
    db,
    variantForOrderRow,
    sql`SELECT p.id AS product_id, (NOT p.is_hidden AND p.variant_count > 0) AS product_visible,
               p.name AS product_name, p.hsn_code, p.gst_rate::int AS gst_rate,
               p.gallery[1] AS image, p.weight_grams,
               v.id AS variant_id, COALESCE(v.is_hidden, true) AS variant_hidden,
               COALESCE(v.name, '') AS variant_name, COALESCE(v.sku, '') AS sku,
               COALESCE(v.mrp_paise, 0) AS mrp_paise,
               COALESCE(${sellingPrice(sql`v.product_id`, sql`v.price_paise`, at)}, 0) AS price_paise,
               (${dealEndsAt(sql`v.product_id`, sql`v.price_paise`, at)}) IS NOT NULL AS on_deal,
               COALESCE(v.stock, 0) AS stock
        FROM products p
        LEFT JOIN product_variants v
          ON v.product_id = p.id AND v.id = COALESCE(${variantId ?? null}::uuid, p.default_variant_id)
        WHERE p.id = ${productId}`,
  );
  return row ?? null;
}

const stockRow = z.object({ stock: z.number().int() });

/** Takes `quantity` from the stock only if that much is there; null (nothing changed) otherwise. */
export async function takeStock(db: Db, variantId: string, quantity: number): Promise<number | null> {
  const [row] = await queryRows(
    db,
    stockRow,
    sql`UPDATE product_variants SET stock = stock - ${quantity}, updated_at = now()
        WHERE id = ${variantId} AND stock >= ${quantity} RETURNING stock`,
  );
  return row ? row.stock : null;
}

/** Puts stock back (a released reservation or a cancelled sale). */
export async function returnStock(db: Db, variantId: string, quantity: number): Promise<void> {
  await db.execute(
    sql`UPDATE product_variants SET stock = stock + ${quantity}, updated_at = now() WHERE id = ${variantId}`,
  );
}

/**
 * Locks these variants' rows until the transaction ends, in id order, and answers their stock.
 * Every transaction that gives back and takes stock of several variants locks them this way
 * first, so no two wait on each other's rows crosswise.
 */
export async function lockStock(db: Db, variantIds: readonly string[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await queryRows(
    db,
    z.object({ id: z.string(), stock: z.number().int() }),
    sql`SELECT id, stock FROM product_variants WHERE id IN (${sql.join(
      [...variantIds].map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id FOR UPDATE`,
  );
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/** The variant's stock now (0 when it is gone). */
export async function stockOf(db: Db, variantId: string): Promise<number> {
  const [row] = await queryRows(db, stockRow, sql`SELECT stock FROM product_variants WHERE id = ${variantId}`);
  return row?.stock ?? 0;
}

const lowStockRow = z.object({
  variant_id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  sku: z.string(),
  stock: z.number().int(),
  hidden: z.boolean(),
});

/** These options with their product's name, SKU and stock, for a notice to staff. */
export async function findStockOf(db: Db, variantIds: string[], shopLevel: number) {
  if (variantIds.length === 0) return [];
  return queryRows(
    db,
    z.object({
      variant_id: z.string(),
      product_name: z.string(),
      variant_name: z.string(),
      sku: z.string(),
      stock: z.number().int(),
      /** The product's own low-stock level, or the shop's. */
      level: z.number().int(),
    }),
    sql`SELECT v.id AS variant_id, p.name AS product_name, v.name AS variant_name, v.sku, v.stock,
               ${lowStockLevelOf(shopLevel)} AS level
        FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE v.id = ANY(${sql.param(variantIds)}::uuid[]) ORDER BY p.name, v.position`,
  );
}

/** A product's low-stock level in SQL over `p`: its own, or the shop's. */
export const lowStockLevelOf = (shopLevel: number) => sql`COALESCE(p.low_stock_level, ${shopLevel})::int`;

/**
 * Variants at or below their product's low-stock level (its own, or the shop's), visible ones first and the emptiest first, at
 * most `limit` of them, with how many there are in all.
 */
export async function listLowStock(db: Db, limit: number, level: number) {
  const [found, [counted]] = await Promise.all([
    queryRows(
      db,
      lowStockRow,
      sql`SELECT v.id AS variant_id, p.id AS product_id, p.name AS product_name, v.name AS variant_name,
                 v.sku, v.stock, (p.is_hidden OR v.is_hidden) AS hidden
          FROM product_variants v JOIN products p ON p.id = v.product_id
          WHERE v.stock <= ${lowStockLevelOf(level)}
          ORDER BY (p.is_hidden OR v.is_hidden), v.stock, p.name, v.position
          LIMIT ${limit}`,
    ),
    queryRows(
      db,
      z.object({ n: z.number().int() }),
      sql`SELECT count(*)::int AS n
            FROM product_variants v JOIN products p ON p.id = v.product_id
           WHERE v.stock <= ${lowStockLevelOf(level)}`,
    ),
  ]);
  return {
    total: counted?.n ?? 0,
    items: found.map((v) => ({
      variantId: v.variant_id,
      productId: v.product_id,
      productName: v.product_name,
      variantName: v.variant_name,
      sku: v.sku,
      stock: v.stock,
      hidden: v.hidden,
    })),
  };
}

/** The packed weight in grams of each of these products that has one, by id (a parcel's weight). */
export async function productWeights(db: Db, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryRows(
    db,
    z.object({ id: z.string(), weight_grams: z.number().int() }),
    sql`SELECT id, weight_grams FROM products
        WHERE id IN (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND weight_grams IS NOT NULL`,
  );
  return new Map(rows.map((r) => [r.id, r.weight_grams]));
}
