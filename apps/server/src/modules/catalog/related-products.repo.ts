import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { cardColumns, cardRow, type CardRow } from './product-cards.repo';

/** A visible product's category ids in their order; null when it is hidden or unknown. */
export async function findVisibleProductCategoryIds(db: Db, productId: string): Promise<string[] | null> {
  const [row] = await queryRows(
    db,
    z.object({ category_ids: z.array(z.string()) }),
    sql`SELECT to_json(p.category_ids) AS category_ids
        FROM products p
        WHERE p.id = ${productId} AND NOT p.is_hidden AND p.variant_count > 0`,
  );
  return row ? row.category_ids : null;
}

/**
 * Up to `limit` visible products other than `productId` in any of `categoryIds`, as card rows priced
 * at `at`: those fitting more of `bikeIds` first, then the most popular. The page's ids are picked
 * before the card columns are read, as the product lists do.
 */
export function listRelatedCards(
  db: Db,
  related: { productId: string; categoryIds: string[]; bikeIds: string[]; limit: number; at: Date },
): Promise<CardRow[]> {
  if (related.categoryIds.length === 0) return Promise.resolve([]);
  const sharedBikes: SQL =
    related.bikeIds.length > 0
      ? sql`(SELECT count(*) FROM product_categories fit
             WHERE fit.product_id = p.id AND fit.category_id IN ${related.bikeIds})`
      : sql`0`;
  return queryRows(
    db,
    cardRow,
    sql`SELECT ${cardColumns(related.at)}
        FROM (SELECT p.id, ${sharedBikes} AS shared_bikes, p.popularity
              FROM products p
              WHERE NOT p.is_hidden AND p.variant_count > 0 AND p.id <> ${related.productId}
                AND EXISTS (SELECT 1 FROM product_categories pc
                            WHERE pc.product_id = p.id AND pc.category_id IN ${related.categoryIds})
              ORDER BY shared_bikes DESC, p.popularity DESC, p.id
              LIMIT ${related.limit}) AS ranked
        JOIN products p ON p.id = ranked.id
        JOIN brands b ON b.id = p.brand_id
        ORDER BY ranked.shared_bikes DESC, ranked.popularity DESC, p.id`,
  );
}
