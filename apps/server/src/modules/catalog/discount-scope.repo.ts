import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

/** What a discount code's limits are matched against for one product (docs/decisions/078). */
export interface ProductScope {
  brandId: string | null;
  /** Every category the product is filed under, and each of their ancestors up to the root. */
  categoryIds: string[];
}

const scopeRow = z.object({
  product_id: z.string(),
  brand_id: z.string().nullable(),
  category_ids: z.array(z.string()),
});

/**
 * The brand and categories of these products. A code limited to a category covers the products
 * of its sub-categories too (a code for "Brakes" covers "Brake Pads"), so each product's
 * categories come with their ancestors.
 */
export async function listProductScopes(db: Db, productIds: readonly string[]): Promise<Map<string, ProductScope>> {
  if (productIds.length === 0) return new Map();
  const ids = sql.param([...new Set(productIds)]);
  const found = await queryRows(
    db,
    scopeRow,
    sql`WITH RECURSIVE up AS (
          SELECT pc.product_id, c.id, c.parent_id
          FROM product_categories pc JOIN categories c ON c.id = pc.category_id
          WHERE pc.product_id = ANY(${ids}::uuid[])
          UNION
          SELECT up.product_id, c.id, c.parent_id FROM up JOIN categories c ON c.id = up.parent_id
        )
        SELECT p.id AS product_id, p.brand_id,
               COALESCE(array_agg(DISTINCT up.id::text) FILTER (WHERE up.id IS NOT NULL), '{}') AS category_ids
        FROM products p LEFT JOIN up ON up.product_id = p.id
        WHERE p.id = ANY(${ids}::uuid[])
        GROUP BY p.id, p.brand_id`,
  );
  return new Map(found.map((r) => [r.product_id, { brandId: r.brand_id, categoryIds: r.category_ids }]));
}
