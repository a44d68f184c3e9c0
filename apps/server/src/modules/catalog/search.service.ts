import type { SearchResponse } from '@store/contracts/catalog';
import { SEARCH_PRODUCT_LIMIT, SEARCH_SUGGESTION_LIMIT } from '@store/contracts/constants';
import type { Db } from '../../db/client';
import type { BikeFit } from './bike-fit';
import type { CatalogRefs } from './catalog-refs';
import { NO_IMAGE } from './product-cards.repo';
import { findCategoriesMatching, findProductsMatching, findProductsNamedLike, type ProductHit } from './search.repo';
import { searchTerms } from './search-terms';
import { firstDealEnd } from './selling-price';

type SearchResult = Pick<SearchResponse, 'data' | 'products'> & {
  /** When the first flash deal the answer quotes ends: the answer must not be kept past it. */
  pricesValidUntil: Date | null;
};

async function matchProducts(
  db: Db,
  typed: string,
  terms: string[],
  at: Date,
  bike: BikeFit | undefined,
): Promise<ProductHit[]> {
  const byName = await findProductsNamedLike(db, typed, { limit: SEARCH_PRODUCT_LIMIT, at, bike });
  // One or two letters are answered by name alone: a fuzzy match of them would read every product.
  if (byName.length >= SEARCH_PRODUCT_LIMIT || !terms.some((t) => t.length >= 3)) return byName;
  const fuzzy = await findProductsMatching(db, {
    terms,
    skip: byName.map((r) => r.id),
    limit: SEARCH_PRODUCT_LIMIT - byName.length,
    at,
    bike,
  });
  return [...byName, ...fuzzy];
}

/**
 * Search as you type: categories as suggestions with their path, and the best matching products
 * priced at `at`, only those fitting `bike` when one is given.
 */
export async function searchCatalog(
  db: Db,
  refs: CatalogRefs,
  text: string,
  at: Date,
  bike?: BikeFit,
): Promise<SearchResult> {
  const terms = searchTerms(text);
  if (terms.length === 0) return { data: [], products: [], pricesValidUntil: null };
  const typed = text.trim().toLowerCase();
  const [productRows, categoryIds] = await Promise.all([
    matchProducts(db, typed, terms, at, bike),
    findCategoriesMatching(db, terms),
  ]);

  const data = categoryIds
    .map((id) => refs.categories.get(id))
    .filter((node) => node !== undefined && node.productCount > 0)
    .slice(0, SEARCH_SUGGESTION_LIMIT)
    .map((node) => ({ _id: node!.id, path: node!.trail.map((t) => t.name).join(' › ') }));
  const products = productRows.map((r) => ({
    _id: r.id,
    name: r.name,
    front_image: r.front_image ?? NO_IMAGE,
    discount_price: r.price_paise,
  }));
  return { data, products, pricesValidUntil: firstDealEnd(productRows.map((r) => r.deal_ends_at)) };
}
