import { CART_MESSAGES } from '@store/contracts/cart';
import type { ProductCard } from '@store/contracts/catalog';
import type { LikeToggle } from '@store/contracts/likes';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CatalogRefs } from '../catalog/catalog-refs';
import { listCards, toCard } from '../catalog/product-cards.repo';
import { isProductVisible } from '../catalog/products.repo';
import { deleteLike, insertLike, listLikedProductIds, listLikesNewestFirst } from './likes.repo';

/**
 * Toggles the shopper's like of a product: a liked one is unliked (even if no longer on sale),
 * otherwise it is liked if it is on sale. Answers the new state, list and count.
 */
export async function toggleLike(db: Db, userId: string, productId: string): Promise<LikeToggle> {
  let liked = false;
  if (!(await deleteLike(db, userId, productId))) {
    // Not inserted: either not on sale, or a concurrent toggle liked it a moment ago.
    liked = (await insertLike(db, userId, productId)) || (await isProductVisible(db, productId));
    if (!liked) throw new AppError('NOT_FOUND', CART_MESSAGES.productUnavailable);
  }
  const ids = await listLikedProductIds(db, userId);
  return { liked, like_count: ids.length, liked_products: ids };
}

/** Cards of the shopper's liked products still on sale, priced at `at`, latest like first. */
export async function listLikedProducts(
  db: Db,
  refs: CatalogRefs,
  userId: string,
  at = new Date(),
): Promise<ProductCard[]> {
  const ids = await listLikesNewestFirst(db, userId);
  const cards = new Map((await listCards(db, ids, at)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [toCard(card, refs)] : [];
  });
}
