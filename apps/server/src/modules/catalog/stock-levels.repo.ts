import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

/*
 * The catalog's answer to "is it back?" for back-in-stock alerts (docs/decisions/079): a product's
 * stock and its variants' stock and visibility, read by the stock-alerts module, which owns no
 * catalog table.
 */

const levelsRow = z.object({
  id: z.string(),
  name: z.string(),
  /** Whether the storefront shows the product (not hidden, with a visible variant). */
  visible: z.boolean(),
  /** The visible variants' stock together, as the product page shows it. */
  stock: z.number().int(),
  variants: z.array(z.object({ id: z.string(), name: z.string(), stock: z.number().int(), hidden: z.boolean() })),
});
/** A product's stock now and each of its variants'. */
export type StockLevels = z.output<typeof levelsRow>;

/** The stock of these products and of their variants now, by product id; unknown ids are left out. */
export async function listStockLevels(db: Db, productIds: readonly string[]): Promise<Map<string, StockLevels>> {
  if (productIds.length === 0) return new Map();
  const ids = [...new Set(productIds)];
  const rows = await queryRows(
    db,
    levelsRow,
    sql`SELECT p.id, p.name, (NOT p.is_hidden AND p.variant_count > 0) AS visible, p.stock,
               COALESCE((SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'stock', v.stock,
                                                           'hidden', v.is_hidden) ORDER BY v.position, v.name)
                         FROM product_variants v WHERE v.product_id = p.id), '[]'::json) AS variants
        FROM products p
        WHERE p.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** One product's stock levels, or null when there is no such product. */
export async function findStockLevels(db: Db, productId: string): Promise<StockLevels | null> {
  return (await listStockLevels(db, [productId])).get(productId) ?? null;
}
