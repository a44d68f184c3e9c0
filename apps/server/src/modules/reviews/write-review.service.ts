import { REVIEW_MESSAGES, REVIEW_WRITES_PER_HOUR, type OwnReview } from '@store/contracts/reviews';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limit';
import { findPeople } from '../auth/users.repo';
import { lockProduct } from '../catalog/products.repo';
import { findDeliveredOrderWith } from '../orders/purchases.repo';
import { countOwnUploads } from '../uploads/uploads.repo';
import { refreshProductRating, type RatingSummary } from './product-rating';
import { findReviewByAuthor, upsertReview } from './reviews.repo';
import { toOwnReview } from './review-view';

const HOUR = 60 * 60_000;

export interface WriteReviewInput {
  product: string;
  rating: number;
  text: string;
  images: string[];
}

export interface WrittenReview {
  review: OwnReview;
  edited: boolean;
  summary: RatingSummary;
}

/**
 * Writes the shopper's review of a product they received, or edits the one they wrote. Only a
 * product in one of their delivered orders can be reviewed (so every review is a verified
 * purchase), only photos they uploaded can be attached, and the product's rating and count are
 * recomputed under the product's row lock in the same transaction.
 */
export async function writeReview(
  deps: { db: Db; limiter: RateLimiter },
  userId: string,
  input: WriteReviewInput,
): Promise<WrittenReview> {
  // Each write may change the product row, which empties every server's catalog cache.
  const hit = await deps.limiter.hit(`review:${userId}`, REVIEW_WRITES_PER_HOUR, HOUR);
  if (!hit.allowed) throw new AppError('RATE_LIMITED', REVIEW_MESSAGES.tooManyReviews);

  return deps.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, input.product))) throw notFound('Product');
    const orderId = await findDeliveredOrderWith(tx, userId, input.product);
    if (!orderId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notDelivered);
    if ((await countOwnUploads(tx, userId, input.images)) !== input.images.length) {
      throw new AppError('FORBIDDEN', REVIEW_MESSAGES.imageNotYours);
    }
    const { inserted } = await upsertReview(tx, { ...input, productId: input.product, userId, orderId });
    const summary = await refreshProductRating(tx, input.product);
    const review = await findReviewByAuthor(tx, input.product, userId);
    if (!review) throw new Error('the review just written is missing');
    return { review: toOwnReview(review, await authorName(tx, userId)), edited: !inserted, summary };
  });
}

/** The signed-in shopper's own review of a product, hidden or not; null when they wrote none. */
export async function findOwnReview(db: Db, userId: string, productId: string): Promise<OwnReview | null> {
  const review = await findReviewByAuthor(db, productId, userId);
  return review ? toOwnReview(review, await authorName(db, userId)) : null;
}

/** The name a review shows for its author. */
async function authorName(db: Db, userId: string): Promise<string> {
  return (await findPeople(db, [userId])).get(userId)?.name ?? '';
}
