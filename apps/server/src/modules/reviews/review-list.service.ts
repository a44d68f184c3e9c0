import type { ReviewListResponse } from '@store/contracts/catalog';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findPeople } from '../auth/users.repo';
import { findShownRating } from '../catalog/products.repo';
import { countVisibleByStars, listVisibleReviews } from './reviews.repo';

type ReviewList = Pick<ReviewListResponse, 'data' | 'summary'>;

/**
 * A visible product's visible reviews, newest first. Only the reviewer's name leaves the
 * service: nothing else about them is put in the answer.
 */
export async function listProductReviews(db: Db, productId: string, page = 1): Promise<ReviewList> {
  const product = await findShownRating(db, productId);
  if (!product) throw notFound('Product');
  const [list, stars] = await Promise.all([
    listVisibleReviews(db, productId, page),
    countVisibleByStars(db, productId),
  ]);
  const people = await findPeople(
    db,
    list.map((r) => r.userId),
  );
  return {
    data: list.map((r) => ({
      _id: r.id,
      rating: r.rating,
      description: r.text,
      images: r.images,
      user: { name: people.get(r.userId)?.name ?? '' },
      verified_purchase: r.verifiedPurchase,
      createdAt: r.createdAt.toISOString(),
    })),
    summary: {
      rating: Math.round(product.rating * 10) / 10,
      count: product.reviewCount,
      stars,
    },
  };
}
