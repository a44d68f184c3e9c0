import {
  REVIEW_MESSAGES,
  type AdminReview,
  type AdminReviewListQuery,
  type ReviewStatus,
} from '@store/contracts/reviews';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../admin/paging';
import { recordAudit } from '../audit/audit.repo';
import { findPeople, userIdsMatching } from '../auth/users.repo';
import { findProductNames, lockProduct, productIdsNamed } from '../catalog/products.repo';
import { refreshProductRating, type RatingSummary } from './product-rating';
import { findReview, listReviewsForStaff, lockReviewStatus, setReviewStatusRow, type ReviewRow } from './reviews.repo';

/** The reviews as staff see them, with their product's name and the reviewer's name and e-mail. */
async function toAdminReviews(db: Db, found: ReviewRow[]): Promise<AdminReview[]> {
  // One after the other: inside a transaction these share one connection.
  const products = await findProductNames(
    db,
    found.map((r) => r.productId),
  );
  const people = await findPeople(
    db,
    found.map((r) => r.userId),
  );
  return found.map((r) => {
    const user = people.get(r.userId);
    return {
      _id: r.id,
      product: { _id: r.productId, name: products.get(r.productId) ?? '' },
      user: { _id: r.userId, name: user?.name ?? '', email: user?.email ?? '' },
      rating: r.rating,
      description: r.text,
      images: r.images,
      status: r.status,
      verified_purchase: r.verifiedPurchase,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/**
 * The back office's review list, newest first, filtered by status, stars and a search text that
 * matches the product's name, the reviewer's name or e-mail, or the review. `%`, `_` and `\`
 * typed by staff match themselves, not any text.
 */
export async function listReviewsForAdmin(
  db: Db,
  query: AdminReviewListQuery,
): Promise<{ reviews: AdminReview[]; total: number }> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const { found, total } = await listReviewsForStaff(db, {
    status: query.status,
    rating: query.rating,
    pattern,
    productIdsIn: pattern ? productIdsNamed(pattern) : undefined,
    userIdsIn: pattern ? userIdsMatching(pattern) : undefined,
    page: query.page,
  });
  return { reviews: await toAdminReviews(db, found), total };
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
    const found = await findReview(tx, reviewId);
    if (!found) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
    // The product first, then the review: the order every rating change takes its locks in.
    await lockProduct(tx, found.productId);
    const before = await lockReviewStatus(tx, reviewId);
    if (!before) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
    if (before !== status) {
      await setReviewStatusRow(tx, reviewId, status);
      await recordAudit(tx, {
        actorId,
        action: status === 'hidden' ? 'review.hide' : 'review.show',
        entity: 'review',
        entityId: reviewId,
        before: { status: before },
        after: { status },
      });
    }
    const summary = await refreshProductRating(tx, found.productId);
    const after = await findReview(tx, reviewId);
    if (!after) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
    const [review] = await toAdminReviews(tx, [after]);
    return { review: review!, summary };
  });
}
