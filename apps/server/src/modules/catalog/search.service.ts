import type { SearchResponse } from '@store/contracts/catalog';
import { SEARCH_PRODUCT_LIMIT, SEARCH_SUGGESTION_LIMIT } from '@store/contracts/constants';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import type { CatalogRefs } from './catalog-refs';
import { NO_IMAGE } from './product-cards.repo';
import { searchTerms, termsCondition, termsScore } from './search-terms';

type SearchResult = Pick<SearchResponse, 'data' | 'products'>;

/** Search as you type: categories as suggestions with their path, and the best matching products. */
export async function searchCatalog(db: Db, refs: CatalogRefs, text: string): Promise<SearchResult> {
  const terms = searchTerms(text);
  if (terms.length === 0) return { data: [], products: [] };

  const productText = sql`p.search_text`;
  const categoryText = sql`c.search_text`;
  const namePrefix = text.trim().toLowerCase();
  const [productRows, categoryRows] = await Promise.all([
    rows<{ id: string; name: string; price_paise: number; front_image: string | null }>(
      db,
      sql`SELECT p.id, p.name, p.price_paise,
            (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS front_image
          FROM products p
          WHERE NOT p.is_hidden AND p.variant_count > 0 AND ${termsCondition(productText, terms)}
          ORDER BY (lower(p.name) LIKE ${escapeLike(namePrefix) + '%'}) DESC,
                   ${termsScore(productText, terms)} DESC, p.popularity DESC, p.id
          LIMIT ${SEARCH_PRODUCT_LIMIT}`,
    ),
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
