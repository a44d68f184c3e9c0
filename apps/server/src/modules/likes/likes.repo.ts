import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { likes } from '../../db/schema/shopping';
import { visibleProductIds } from '../catalog/products.repo';

/**
 * liked_products everywhere (log-in, the toggle): ids of liked products still on sale, oldest
 * like first, so like_count matches what the Liked page shows.
 */
export async function listLikedProductIds(db: Db, userId: string): Promise<string[]> {
  const found = await db
    .select({ productId: likes.productId })
    .from(likes)
    .where(and(eq(likes.userId, userId), sql`${likes.productId} IN (${visibleProductIds()})`))
    .orderBy(asc(likes.createdAt), asc(likes.productId));
  return found.map((r) => r.productId);
}

/** Every product the shopper liked, on sale or not, latest like first. */
export async function listLikesNewestFirst(db: Db, userId: string): Promise<string[]> {
  const found = await db
    .select({ productId: likes.productId })
    .from(likes)
    .where(eq(likes.userId, userId))
    .orderBy(desc(likes.createdAt), asc(likes.productId));
  return found.map((r) => r.productId);
}

/** Removes the like; answers whether there was one. */
export async function deleteLike(db: Db, userId: string, productId: string): Promise<boolean> {
  const gone = await db
    .delete(likes)
    .where(and(eq(likes.userId, userId), eq(likes.productId, productId)))
    .returning({ productId: likes.productId });
  return gone.length > 0;
}

/**
 * Likes a visible product in one statement; concurrent likes meet on the primary key and leave
 * one row. Answers false when the product is not on sale (a row a concurrent call inserted also
 * answers false).
 */
export async function insertLike(db: Db, userId: string, productId: string): Promise<boolean> {
  const added = await queryRows(
    db,
    z.object({ product_id: z.string() }),
    sql`INSERT INTO likes (user_id, product_id)
        SELECT ${userId}, ${productId}::uuid WHERE ${productId}::uuid IN (${visibleProductIds()})
        ON CONFLICT (user_id, product_id) DO NOTHING
        RETURNING product_id`,
  );
  return added.length > 0;
}
