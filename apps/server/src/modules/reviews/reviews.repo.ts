import { REVIEWS_PAGE_SIZE, type ReviewStatus } from '@store/contracts/reviews';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { reviews } from '../../db/schema/orders';

export type ReviewRow = typeof reviews.$inferSelect;

/** The shopper's review of a product, hidden or not; null when they wrote none. */
export async function findReviewByAuthor(db: Db, productId: string, userId: string): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
  return row ?? null;
}

/** Which of these products the shopper has reviewed (hidden reviews included: they can edit them). */
export async function findReviewedProductIds(db: Db, userId: string, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), inArray(reviews.productId, productIds)));
  return new Set(rows.map((r) => r.productId));
}

export async function findReview(db: Db, id: string): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row ?? null;
}

/** The review's status, its row locked until the transaction ends; null when unknown. */
export async function lockReviewStatus(tx: Db, id: string): Promise<ReviewStatus | null> {
  const [row] = await tx.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, id)).for('update');
  return row?.status ?? null;
}

export async function setReviewStatusRow(tx: Db, id: string, status: ReviewStatus): Promise<void> {
  await tx.update(reviews).set({ status, updatedAt: new Date() }).where(eq(reviews.id, id));
}

const upsertedRow = z.object({ id: z.string(), inserted: z.boolean() });

/**
 * Writes the shopper's review of a product or, when one exists, edits it in the same statement
 * (the unique (product_id, user_id) makes concurrent first reviews meet). The status stays as
 * the shop set it: editing never un-hides a review.
 */
export async function upsertReview(
  db: Db,
  input: { productId: string; userId: string; orderId: string; rating: number; text: string; images: string[] },
): Promise<{ id: string; inserted: boolean }> {
  const [row] = await queryRows(
    db,
    upsertedRow,
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

const ratingRow = z.object({ rating: z.number(), count: z.number().int() });

/** The average (as a real, 0 when none) and count of a product's visible reviews. */
export async function summarizeVisibleRatings(db: Db, productId: string): Promise<{ rating: number; count: number }> {
  const [row] = await queryRows(
    db,
    ratingRow,
    sql`SELECT COALESCE(avg(rating), 0)::real AS rating, count(*)::int AS count
        FROM reviews WHERE product_id = ${productId} AND status = 'visible'`,
  );
  return row ?? { rating: 0, count: 0 };
}

/** A page of a product's visible reviews, newest first. */
export function listVisibleReviews(db: Db, productId: string, page: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'visible')))
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
}

const starRow = z.object({ rating: z.number().int(), n: z.number().int() });

/** How many visible reviews of the product gave each number of stars, 1 to 5. */
export async function countVisibleByStars(db: Db, productId: string): Promise<number[]> {
  const stars = await queryRows(
    db,
    starRow,
    sql`SELECT rating::int AS rating, count(*)::int AS n FROM reviews
        WHERE product_id = ${productId} AND status = 'visible' GROUP BY rating`,
  );
  return [1, 2, 3, 4, 5].map((s) => stars.find((r) => r.rating === s)?.n ?? 0);
}

export interface StaffReviewFilter {
  status: ReviewStatus | 'all';
  rating?: number | undefined;
  /** An ILIKE pattern for the review's text. */
  pattern?: string | undefined;
  /** Subqueries of product and of user ids the pattern also matches (by name, e-mail). */
  productIdsIn?: SQL | undefined;
  userIdsIn?: SQL | undefined;
  page: number;
}

/**
 * A page of reviews for the back office, newest first, and how many match in all. The search
 * pattern matches the text, or the products and reviewers the given subqueries name.
 */
export async function listReviewsForStaff(
  db: Db,
  f: StaffReviewFilter,
): Promise<{ found: ReviewRow[]; total: number }> {
  const where = and(
    f.status === 'all' ? undefined : eq(reviews.status, f.status),
    f.rating === undefined ? undefined : eq(reviews.rating, f.rating),
    f.pattern
      ? or(
          ilike(reviews.text, f.pattern),
          f.productIdsIn ? sql`${reviews.productId} IN (${f.productIdsIn})` : undefined,
          f.userIdsIn ? sql`${reviews.userId} IN (${f.userIdsIn})` : undefined,
        )
      : undefined,
  );
  const [found, [counted]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((f.page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { found, total: counted?.n ?? 0 };
}
