import type { ProductCard } from '@store/contracts/catalog';
import { RELATED_PRODUCTS_LIMIT } from '@store/contracts/catalog-cards';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { isFitment, type CatalogRefs, type CategoryNode } from './catalog-refs';
import { toCard } from './product-cards.repo';
import { findVisibleProductCategoryIds, listRelatedCards } from './related-products.repo';
import { firstDealEnd } from './selling-price';

interface RelatedProducts {
  data: ProductCard[];
  /** When the first flash deal the answer quotes ends: the answer must not be kept past it. */
  pricesValidUntil: Date | null;
}

/**
 * What a product is, narrowest first: its categories with no sub-categories, or, when it sits only
 * in categories that have some, the deepest of those. A product in both 'Helmets' and 'Full Face'
 * is related to other full face helmets, not to every helmet.
 */
function leafCategoryIds(nodes: CategoryNode[]): string[] {
  const leaves = nodes.filter((node) => node.children.length === 0);
  if (leaves.length > 0) return leaves.map((node) => node.id);
  const deepest = Math.max(0, ...nodes.map((node) => node.trail.length));
  return nodes.filter((node) => node.trail.length === deepest).map((node) => node.id);
}

/**
 * Up to 8 visible products sharing the product's leaf category, those fitting more of the same
 * bikes first, then the most popular, priced at `at`; the product itself is left out. A hidden or
 * unknown product is not found (docs/decisions/073).
 */
export async function listRelatedProducts(
  db: Db,
  refs: CatalogRefs,
  productId: string,
  at: Date,
): Promise<RelatedProducts> {
  const categoryIds = await findVisibleProductCategoryIds(db, productId);
  if (!categoryIds) throw notFound('Product');
  const nodes = categoryIds.flatMap((id) => refs.categories.get(id) ?? []);
  const rows = await listRelatedCards(db, {
    productId,
    categoryIds: leafCategoryIds(nodes.filter((node) => !isFitment(node))),
    bikeIds: nodes.filter(isFitment).map((node) => node.id),
    limit: RELATED_PRODUCTS_LIMIT,
    at,
  });
  return {
    data: rows.map((row) => toCard(row, refs)),
    pricesValidUntil: firstDealEnd(rows.map((row) => row.deal_ends_at)),
  };
}
