import type { Db } from '../../db/client';
import { setProductRating } from '../catalog/products.repo';
import { summarizeVisibleRatings } from './reviews.repo';

export interface RatingSummary {
  rating: number;
  count: number;
}

/**
 * Sets the product's rating and review count from its visible reviews. Run inside the
 * transaction that changed a review, after the catalog's `lockProduct`, so two changes can never
 * both read the old reviews. The products row (whose trigger tells every server's catalog cache)
 * is written only when the numbers really change.
 */
export async function refreshProductRating(tx: Db, productId: string): Promise<RatingSummary> {
  const now = await summarizeVisibleRatings(tx, productId);
  await setProductRating(tx, productId, now.rating, now.count);
  return { rating: Math.round(now.rating * 10) / 10, count: now.count };
}
