import type { SearchResponse } from '@store/contracts/catalog';
import { SEARCH_PRODUCT_LIMIT, SEARCH_SUGGESTION_LIMIT } from '@store/contracts/constants';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import type { CatalogRefs } from './catalog-refs';
import { NO_IMAGE } from './product-cards.repo';
import { searchTerms, termsCondition, termsScore } from './search-terms';

type SearchResult = Pick<SearchResponse, 'data' | 'products'>;

interface ProductHit {
  id: string;
  name: string;
  price_paise: number;
  front_image: string | null;
}

const hitColumns = sql`p.id, p.name, p.price_paise,
  (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS front_image`;
const visible = sql`NOT p.is_hidden AND p.variant_count > 0`;

/** Products whose name starts with exactly what was typed: an index range scan, the common case. */
function namesStartingWith(db: Db, typed: string): Promise<ProductHit[]> {
  return rows<ProductHit>(
    db,
    sql`SELECT ${hitColumns} FROM products p
        WHERE ${visible} AND lower(p.name) LIKE ${escapeLike(typed) + '%'}
        ORDER BY p.popularity DESC, p.id LIMIT ${SEARCH_PRODUCT_LIMIT}`,
  );
}

/** Products matching every word, typos allowed, best first; `skip` are already shown. */
function fuzzyMatches(db: Db, terms: string[], skip: string[], limit: number): Promise<ProductHit[]> {
  const productText = sql`p.search_text`;
  const notShown = skip.length > 0 ? sql`AND p.id NOT IN ${skip}` : sql``;
  return rows<ProductHit>(
    db,
    sql`SELECT ${hitColumns} FROM products p
        WHERE ${visible} AND ${termsCondition(productText, terms)} ${notShown}
        ORDER BY ${termsScore(productText, terms)} DESC, p.popularity DESC, p.id
        LIMIT ${limit}`,
  );
}

async function matchProducts(db: Db, typed: string, terms: string[]): Promise<ProductHit[]> {
  const byName = await namesStartingWith(db, typed);
  // One or two letters are answered by name alone: a fuzzy match of them would read every product.
  if (byName.length >= SEARCH_PRODUCT_LIMIT || !terms.some((t) => t.length >= 3)) return byName;
  const fuzzy = await fuzzyMatches(
    db,
    terms,
    byName.map((r) => r.id),
    SEARCH_PRODUCT_LIMIT - byName.length,
  );
  return [...byName, ...fuzzy];
}

/** Search as you type: categories as suggestions with their path, and the best matching products. */
export async function searchCatalog(db: Db, refs: CatalogRefs, text: string): Promise<SearchResult> {
  const terms = searchTerms(text);
  if (terms.length === 0) return { data: [], products: [] };
  const typed = text.trim().toLowerCase();
  const categoryText = sql`c.search_text`;
  const [productRows, categoryRows] = await Promise.all([
    matchProducts(db, typed, terms),
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
  return { data, products };
}

/** Escapes LIKE's wildcards so typed text is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
