import type { ReviewListResponse } from '@store/contracts/catalog';
import { REVIEWS_PAGE_SIZE } from '@store/contracts/reviews';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { notFound } from '../../lib/app-error';

type ReviewList = Pick<ReviewListResponse, 'data' | 'summary'>;

/**
 * A visible product's visible reviews, newest first. Only the reviewer's name leaves the
 * database: the query selects nothing else about them.
 */
export async function listProductReviews(db: Db, productId: string, page = 1): Promise<ReviewList> {
  const [product] = await rows<{ rating: number; review_count: number }>(
    db,
    sql`SELECT rating, review_count FROM products WHERE id = ${productId} AND NOT is_hidden`,
  );
  if (!product) throw notFound('Product');
  const [list, stars] = await Promise.all([
    rows<{
      id: string;
      rating: number;
      text: string;
      images: string[];
      name: string;
      verified: boolean;
      created_at: Date | string;
    }>(
      db,
      sql`SELECT r.id, r.rating, r.text, r.images, u.name, r.verified_purchase AS verified, r.created_at
          FROM reviews r JOIN users u ON u.id = r.user_id
          WHERE r.product_id = ${productId} AND r.status = 'visible'
          ORDER BY r.created_at DESC, r.id
          LIMIT ${REVIEWS_PAGE_SIZE} OFFSET ${(page - 1) * REVIEWS_PAGE_SIZE}`,
    ),
    rows<{ rating: number; n: number }>(
      db,
      sql`SELECT rating::int AS rating, count(*)::int AS n FROM reviews
          WHERE product_id = ${productId} AND status = 'visible' GROUP BY rating`,
    ),
  ]);
  const perStar = [1, 2, 3, 4, 5].map((s) => stars.find((r) => r.rating === s)?.n ?? 0);
  return {
    data: list.map((r) => ({
      _id: r.id,
      rating: r.rating,
      description: r.text,
      images: r.images,
      user: { name: r.name },
      verified_purchase: r.verified,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    summary: {
      rating: Math.round(product.rating * 10) / 10,
      count: product.review_count,
      stars: perStar,
    },
  };
}
