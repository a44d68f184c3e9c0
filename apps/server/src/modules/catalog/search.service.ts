import type { SearchResponse } from '@store/contracts/catalog';
import { SEARCH_PRODUCT_LIMIT, SEARCH_SUGGESTION_LIMIT } from '@store/contracts/constants';
import type { Db } from '../../db/client';
import type { BikeFit } from './bike-fit';
import type { CatalogRefs } from './catalog-refs';
import { NO_IMAGE } from './product-cards.repo';
import {
  findCategoriesMatching,
  findProductsMatching,
  findProductsNamedLike,
  wordsFoundAsTyped,
  type ProductHit,
} from './search.repo';
import { fuzzyReading, planSearch, searchesNothing, type SearchPlan } from './search-plan';
import { hasLongWord } from './search-terms';
import { firstDealEnd } from './selling-price';

type SearchResult = Pick<SearchResponse, 'data' | 'products'> & {
  /** When the first flash deal the answer quotes ends: the answer must not be kept past it. */
  pricesValidUntil: Date | null;
};

async function matchProducts(db: Db, plan: SearchPlan, at: Date, garage: BikeFit | undefined): Promise<ProductHit[]> {
  const byName = await findProductsNamedLike(db, { plan, garage, limit: SEARCH_PRODUCT_LIMIT, at });
  // One or two letters are answered by name alone: a fuzzy match of them would read every product.
  if (byName.length >= SEARCH_PRODUCT_LIMIT || (!hasLongWord(plan.groups) && !plan.named)) return byName;
  // Then the words as typed, and only when nothing at all is found, with typos allowed: a near
  // miss is what a shopper who typed a word wrong needs, not more for one who typed it right
  // (decision 088).
  const found = [...byName];
  for (const reading of [plan, fuzzyReading(plan)]) {
    if (!reading || found.length >= SEARCH_PRODUCT_LIMIT || (reading.fuzzy && found.length > 0)) break;
    if (reading.fuzzy && (garage || plan.named) && (await wordsFoundAsTyped(db, plan))) break;
    const more = await findProductsMatching(db, {
      plan: reading,
      garage,
      skip: found.map((r) => r.id),
      limit: SEARCH_PRODUCT_LIMIT - found.length,
      at,
    });
    found.push(...more);
  }
  return found;
}

/** Products and category ids for one reading of the text. */
function searchBy(db: Db, plan: SearchPlan, at: Date, garage: BikeFit | undefined) {
  return Promise.all([matchProducts(db, plan, at, garage), findCategoriesMatching(db, plan.groups)]);
}

/**
 * Search as you type: categories as suggestions with their path (a bike the text names first),
 * and the best matching products priced at `at`. A named bike keeps what fits it; otherwise
 * `garage`, when given, keeps what fits the shopper's bike (docs/decisions/082).
 */
export async function searchCatalog(
  db: Db,
  refs: CatalogRefs,
  text: string,
  at: Date,
  garage?: BikeFit,
): Promise<SearchResult> {
  let plan = planSearch(refs, text);
  if (searchesNothing(plan)) return { data: [], products: [], pricesValidUntil: null };
  let [productRows, categoryIds] = await searchBy(db, plan, at, garage);
  if (productRows.length === 0 && plan.literal) {
    plan = plan.literal;
    [productRows, categoryIds] = await searchBy(db, plan, at, garage);
  }

  const bikeIds = plan.named?.models.map((m) => m.id) ?? [];
  const data = [...new Set([...bikeIds, ...categoryIds])]
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
