import type { SearchResponse } from '@store/contracts/catalog';
import { SEARCH_PRODUCT_LIMIT, SEARCH_SUGGESTION_LIMIT } from '@store/contracts/constants';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import type { CatalogRefs } from './catalog-refs';
import { NO_IMAGE } from './product-cards.repo';
import { searchTerms, termsCondition, termsScore } from './search-terms';
import { dealEndsAt, firstDealEnd, sellingPrice, type DealEnd } from './selling-price';

type SearchResult = Pick<SearchResponse, 'data' | 'products'> & {
  /** When the first flash deal the answer quotes ends: the answer must not be kept past it. */
  pricesValidUntil: Date | null;
};

interface ProductHit {
  id: string;
  name: string;
  /** The selling price at the search's time, a running flash deal included. */
  price_paise: number;
  deal_ends_at: DealEnd;
  front_image: string | null;
}

const hitColumns = (at: Date) => sql`p.id, p.name,
  ${sellingPrice(sql`p.id`, sql`p.price_paise`, at)} AS price_paise,
  ${dealEndsAt(sql`p.id`, sql`p.price_paise`, at)} AS deal_ends_at,
  (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS front_image`;
const visible = sql`NOT p.is_hidden AND p.variant_count > 0`;

/** Products whose name starts with exactly what was typed: an index range scan, the common case. */
function namesStartingWith(db: Db, typed: string, at: Date): Promise<ProductHit[]> {
  return rows<ProductHit>(
    db,
    sql`SELECT ${hitColumns(at)} FROM products p
        WHERE ${visible} AND lower(p.name) LIKE ${escapeLike(typed) + '%'}
        ORDER BY p.popularity DESC, p.id LIMIT ${SEARCH_PRODUCT_LIMIT}`,
  );
}

/** Products matching every word, typos allowed, best first; `skip` are already shown. */
function fuzzyMatches(
  db: Db,
  search: { terms: string[]; skip: string[]; limit: number; at: Date },
): Promise<ProductHit[]> {
  const { terms, skip, limit, at } = search;
  const productText = sql`p.search_text`;
  const notShown = skip.length > 0 ? sql`AND p.id NOT IN ${skip}` : sql``;
  return rows<ProductHit>(
    db,
    sql`SELECT ${hitColumns(at)} FROM products p
        WHERE ${visible} AND ${termsCondition(productText, terms)} ${notShown}
        ORDER BY ${termsScore(productText, terms)} DESC, p.popularity DESC, p.id
        LIMIT ${limit}`,
  );
}

async function matchProducts(db: Db, typed: string, terms: string[], at: Date): Promise<ProductHit[]> {
  const byName = await namesStartingWith(db, typed, at);
  // One or two letters are answered by name alone: a fuzzy match of them would read every product.
  if (byName.length >= SEARCH_PRODUCT_LIMIT || !terms.some((t) => t.length >= 3)) return byName;
  const fuzzy = await fuzzyMatches(db, {
    terms,
    skip: byName.map((r) => r.id),
    limit: SEARCH_PRODUCT_LIMIT - byName.length,
    at,
  });
  return [...byName, ...fuzzy];
}

/**
 * Search as you type: categories as suggestions with their path, and the best matching products
 * priced at `at`.
 */
export async function searchCatalog(db: Db, refs: CatalogRefs, text: string, at: Date): Promise<SearchResult> {
  const terms = searchTerms(text);
  if (terms.length === 0) return { data: [], products: [], pricesValidUntil: null };
  const typed = text.trim().toLowerCase();
  const categoryText = sql`c.search_text`;
  const [productRows, categoryRows] = await Promise.all([
    matchProducts(db, typed, terms, at),
    rows<{ id: string }>(
      db,
      sql`SELECT c.id FROM categories c
          WHERE NOT c.is_hidden AND ${termsCondition(categoryText, terms)}
          ORDER BY ${termsScore(categoryText, terms)} DESC, length(c.search_text), c.id
          LIMIT ${SEARCH_SUGGESTION_LIMIT * 2}`,
    ),
  ]);

  const data = categoryRows
    .map((r) => refs.categories.get(r.id))
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

/** Escapes LIKE's wildcards so typed text is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
