import {
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
  type AdminReview,
  type AdminReviewListQuery,
  type ReviewStatus,
} from '@store/contracts/reviews';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../admin/audit';
import { lockProduct, refreshProductRating, type RatingSummary } from './reviews.repo';

interface AdminReviewRow {
  id: string;
  product_id: string;
  product_name: string;
  user_id: string;
  user_name: string;
  email: string;
  rating: number;
  text: string;
  images: string[];
  status: ReviewStatus;
  verified_purchase: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const select = sql`SELECT r.id, r.product_id, p.name AS product_name, r.user_id, u.name AS user_name, u.email,
    r.rating::int AS rating, r.text, r.images, r.status, r.verified_purchase, r.created_at, r.updated_at
  FROM reviews r JOIN products p ON p.id = r.product_id JOIN users u ON u.id = r.user_id`;

function toAdminReview(r: AdminReviewRow): AdminReview {
  return {
    _id: r.id,
    product: { _id: r.product_id, name: r.product_name },
    user: { _id: r.user_id, name: r.user_name, email: r.email },
    rating: r.rating,
    description: r.text,
    images: r.images,
    status: r.status,
    verified_purchase: r.verified_purchase,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** `%`, `_` and `\` typed by staff match themselves, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's review list, newest first, filtered by status, stars and a search text. */
export async function listReviewsForAdmin(
  db: Db,
  query: AdminReviewListQuery,
): Promise<{ reviews: AdminReview[]; total: number }> {
  const where: SQL[] = [];
  if (query.status !== 'all') where.push(sql`r.status = ${query.status}`);
  if (query.rating !== undefined) where.push(sql`r.rating = ${query.rating}`);
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(
      sql`(p.name ILIKE ${pattern} OR u.name ILIKE ${pattern} OR u.email ILIKE ${pattern} OR r.text ILIKE ${pattern})`,
    );
  }
  const filter = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const [list, [counted]] = await Promise.all([
    rows<AdminReviewRow>(
      db,
      sql`${select} ${filter} ORDER BY r.created_at DESC, r.id
          LIMIT ${REVIEWS_PAGE_SIZE} OFFSET ${(query.page - 1) * REVIEWS_PAGE_SIZE}`,
    ),
    rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM reviews r JOIN products p ON p.id = r.product_id
          JOIN users u ON u.id = r.user_id ${filter}`,
    ),
  ]);
  return { reviews: list.map(toAdminReview), total: counted?.n ?? 0 };
}

/**
 * Hides or shows a review and recomputes the product's rating in the same transaction, under the
 * product's lock. A change is written to the audit log with the staff member and the before and
 * after status; setting the status it already has changes and records nothing.
 */
export async function setReviewStatus(
  db: Db,
  reviewId: string,
  status: ReviewStatus,
  actorId: string,
): Promise<{ review: AdminReview; summary: RatingSummary }> {
  return db.transaction(async (tx) => {
    const [found] = await rows<{ product_id: string }>(tx, sql`SELECT product_id FROM reviews WHERE id = ${reviewId}`);
    if (!found) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
    // The product first, then the review: the order every rating change takes its locks in.
    await lockProduct(tx, found.product_id);
    const [before] = await rows<{ status: ReviewStatus }>(
      tx,
      sql`SELECT status FROM reviews WHERE id = ${reviewId} FOR UPDATE`,
    );
    if (!before) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
    if (before.status !== status) {
      await tx.execute(sql`UPDATE reviews SET status = ${status}, updated_at = now() WHERE id = ${reviewId}`);
      await recordAudit(tx, {
        actorId,
        action: status === 'hidden' ? 'review.hide' : 'review.show',
        entity: 'review',
        entityId: reviewId,
        before: { status: before.status },
        after: { status },
      });
    }
    const summary = await refreshProductRating(tx, found.product_id);
    const [row] = await rows<AdminReviewRow>(tx, sql`${select} WHERE r.id = ${reviewId}`);
    if (!row) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
    return { review: toAdminReview(row), summary };
  });
}
