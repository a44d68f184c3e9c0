import type { OwnReview } from '@store/contracts/reviews';
import type { ReviewRow } from './reviews.repo';

/** The author's view of their own review. */
export function toOwnReview(r: ReviewRow, authorName: string): OwnReview {
  return {
    _id: r.id,
    product: r.productId,
    rating: r.rating,
    description: r.text,
    images: r.images,
    user: { name: authorName },
    verified_purchase: r.verifiedPurchase,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
