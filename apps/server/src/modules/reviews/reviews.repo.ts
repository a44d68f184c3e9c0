import type { OwnReview } from '@store/contracts/reviews';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';

/** A review row as the services read it, with the reviewer's name. */
export interface ReviewRow {
  id: string;
  product_id: string;
  user_id: string;
  rating: number;
  text: string;
  images: string[];
  status: 'visible' | 'hidden';
  verified_purchase: boolean;
  name: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** The author's view of their own review. */
export function toOwnReview(r: ReviewRow): OwnReview {
  return {
    _id: r.id,
    product: r.product_id,
    rating: r.rating,
    description: r.text,
    images: r.images,
    user: { name: r.name },
    verified_purchase: r.verified_purchase,
    status: r.status,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

const reviewColumns = sql`r.id, r.product_id, r.user_id, r.rating::int AS rating, r.text, r.images, r.status,
  r.verified_purchase, u.name, r.created_at, r.updated_at`;

export async function findReviewByAuthor(db: Db, productId: string, userId: string): Promise<ReviewRow | null> {
  const [row] = await rows<ReviewRow>(
    db,
    sql`SELECT ${reviewColumns} FROM reviews r JOIN users u ON u.id = r.user_id
        WHERE r.product_id = ${productId} AND r.user_id = ${userId}`,
  );
  return row ?? null;
}

/** Locks the product row, so rating changes of one product happen one after another. */
export async function lockProduct(db: Db, productId: string): Promise<boolean> {
  const found = await rows<{ id: string }>(db, sql`SELECT id FROM products WHERE id = ${productId} FOR UPDATE`);
  return found.length > 0;
}

/** The shopper's most recently delivered order holding this product, or null. */
export async function findDeliveredOrder(db: Db, userId: string, productId: string): Promise<string | null> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`SELECT o.id FROM orders o
        WHERE o.user_id = ${userId} AND o.status = 'delivered'
          AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.product_id = ${productId})
        ORDER BY o.delivered_at DESC NULLS LAST, o.created_at DESC
        LIMIT 1`,
  );
  return row?.id ?? null;
}

/** How many of these photo URLs this shopper uploaded. */
export async function countOwnUploads(db: Db, userId: string, urls: string[]): Promise<number> {
  if (urls.length === 0) return 0;
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT path)::int AS n FROM uploads
        WHERE user_id = ${userId} AND path IN (${sql.join(
          urls.map((u) => sql`${u}`),
          sql`, `,
        )})`,
  );
  return row?.n ?? 0;
}

/**
 * Writes the shopper's review of a product or, when one exists, edits it in the same statement
 * (the unique (product_id, user_id) makes concurrent first reviews meet). The status stays as
 * the shop set it: editing never un-hides a review.
 */
export async function upsertReview(
  db: Db,
  input: { productId: string; userId: string; orderId: string; rating: number; text: string; images: string[] },
): Promise<{ id: string; inserted: boolean }> {
  const [row] = await rows<{ id: string; inserted: boolean }>(
    db,
    sql`INSERT INTO reviews (product_id, user_id, order_id, rating, text, images, verified_purchase)
        VALUES (${input.productId}, ${input.userId}, ${input.orderId}, ${input.rating}, ${input.text},
                ${JSON.stringify(input.images)}::jsonb, true)
        ON CONFLICT (product_id, user_id) DO UPDATE
          SET rating = EXCLUDED.rating, text = EXCLUDED.text, images = EXCLUDED.images,
              order_id = EXCLUDED.order_id, verified_purchase = true, updated_at = now()
        RETURNING id, (xmax = 0) AS inserted`,
  );
  if (!row) throw new Error('review upsert returned nothing');
  return row;
}

export interface RatingSummary {
  rating: number;
  count: number;
}

/**
 * Sets the product's rating and review count from its visible reviews. Run inside the
 * transaction that changed a review, after `lockProduct`, so two changes can never both read
 * the old reviews. The products row (whose trigger tells every server's catalog cache) is written
 * only when the numbers really change.
 */
export async function refreshProductRating(db: Db, productId: string): Promise<RatingSummary> {
  const [now] = await rows<{ rating: number; count: number; old_rating: number; old_count: number }>(
    db,
    sql`SELECT COALESCE(avg(r.rating), 0)::real AS rating, count(r.id)::int AS count,
               p.rating AS old_rating, p.review_count AS old_count
        FROM products p LEFT JOIN reviews r ON r.product_id = p.id AND r.status = 'visible'
        WHERE p.id = ${productId}
        GROUP BY p.id`,
  );
  if (!now) throw new Error(`product ${productId} vanished under its lock`);
  if (now.rating !== now.old_rating || now.count !== now.old_count) {
    await db.execute(
      sql`UPDATE products SET rating = ${now.rating}, review_count = ${now.count}, updated_at = now()
          WHERE id = ${productId}`,
    );
  }
  return { rating: Math.round(now.rating * 10) / 10, count: now.count };
}
