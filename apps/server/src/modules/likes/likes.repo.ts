import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { selectCards, type CardRow } from '../catalog/product-cards.repo';

/** What a shopper may see and like: the storefront's visible product. */
const visibleProduct = sql`NOT p.is_hidden AND p.variant_count > 0`;

/**
 * liked_products everywhere (log-in, the toggle): ids of liked products still on sale, oldest
 * like first, so like_count matches what the Liked page shows.
 */
export async function listLikedProductIds(db: Db, userId: string): Promise<string[]> {
  const found = await rows<{ product_id: string }>(
    db,
    sql`SELECT l.product_id FROM likes l JOIN products p ON p.id = l.product_id
        WHERE l.user_id = ${userId} AND ${visibleProduct}
        ORDER BY l.created_at, l.product_id`,
  );
  return found.map((r) => r.product_id);
}

/** Removes the like; answers whether there was one. */
export async function deleteLike(db: Db, userId: string, productId: string): Promise<boolean> {
  const gone = await rows<{ product_id: string }>(
    db,
    sql`DELETE FROM likes WHERE user_id = ${userId} AND product_id = ${productId} RETURNING product_id`,
  );
  return gone.length > 0;
}

/**
 * Likes a visible product; concurrent likes meet on the primary key and leave one row.
 * Answers false when the product is not on sale (a row a concurrent call inserted also answers false).
 */
export async function insertLike(db: Db, userId: string, productId: string): Promise<boolean> {
  const added = await rows<{ product_id: string }>(
    db,
    sql`INSERT INTO likes (user_id, product_id)
        SELECT ${userId}, p.id FROM products p WHERE p.id = ${productId} AND ${visibleProduct}
        ON CONFLICT (user_id, product_id) DO NOTHING
        RETURNING product_id`,
  );
  return added.length > 0;
}

export async function isProductVisible(db: Db, productId: string): Promise<boolean> {
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT p.id FROM products p WHERE p.id = ${productId} AND ${visibleProduct}`,
  );
  return found.length > 0;
}

/** Card rows of the shopper's liked products still on sale, latest like first. */
export function listLikedCards(db: Db, userId: string): Promise<CardRow[]> {
  return selectCards(
    db,
    sql`p.id IN (SELECT l.product_id FROM likes l WHERE l.user_id = ${userId})`,
    sql`ORDER BY (SELECT l.created_at FROM likes l WHERE l.user_id = ${userId} AND l.product_id = p.id) DESC, p.id`,
  );
}
