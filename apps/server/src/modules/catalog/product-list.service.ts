import type { ProductListQuery, ProductListResponse } from '@store/contracts/catalog';
import { PAGE_SIZE } from '@store/contracts/constants';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { subtreeIds, type CatalogRefs, type CategoryNode } from './catalog-refs';
import { selectCardPage, toCard } from './product-cards.repo';
import { firstDealEnd } from './selling-price';
import { searchTerms, termsCondition, termsScore } from './search-terms';

type ProductList = Omit<ProductListResponse, 'error' | 'status' | 'message'>;

const ALL = { _id: 'all', name: 'all' };

function findCategory(refs: CatalogRefs, id: string): CategoryNode | undefined {
  if (id === 'all') return undefined;
  const node = refs.categories.get(id);
  if (!node) throw notFound('Category');
  return node;
}

function orderBy(sort: ProductListQuery['sort'], terms: string[]): SQL {
  switch (sort) {
    case 'newest':
      return sql`p.created_at DESC, p.id`;
    case 'price_asc':
      return sql`p.price_paise ASC, p.id`;
    case 'price_desc':
      return sql`p.price_paise DESC, p.id`;
    case 'rating':
      return sql`p.rating DESC, p.review_count DESC, p.id`;
    case 'relevance':
      return terms.length > 0
        ? sql`${termsScore(sql`p.search_text`, terms)} DESC, p.popularity DESC, p.id`
        : sql`p.popularity DESC, p.id`;
  }
}

/**
 * A page of the product list for a category (or all), narrowed by chip, brand and search text, its
 * cards priced at `at`; with when the first flash deal it quotes ends (the answer's shelf life).
 */
export async function listProducts(
  db: Db,
  refs: CatalogRefs,
  query: ProductListQuery,
  at: Date,
): Promise<{ list: ProductList; pricesValidUntil: Date | null }> {
  const scope = findCategory(refs, query.collection);
  const chip = findCategory(refs, query.category);
  let brandId: string | undefined;
  if (query.brand.toLowerCase() !== 'all') {
    const brand = refs.brandsByName.get(query.brand.toLowerCase());
    if (!brand) throw notFound('Brand');
    brandId = brand.id;
  }
  const terms = searchTerms(query.search);
  // Text with no letters or digits (say '.*') matches no product name; it must not mean "everything".
  if (query.search && terms.length === 0) {
    return {
      list: { data: [], brands: [ALL], categories: [ALL], total_products: 0, page: query.page, page_size: PAGE_SIZE },
      pricesValidUntil: null,
    };
  }

  const narrowest = chip ?? scope;
  const inScope: SQL[] = [sql`NOT p.is_hidden AND p.variant_count > 0`];
  if (narrowest) {
    inScope.push(sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id
                     AND pc.category_id IN ${subtreeIds(narrowest)})`);
  }
  if (terms.length > 0) inScope.push(termsCondition(sql`p.search_text`, terms));
  const scopeWhere = sql.join(inScope, sql` AND `);
  const where = brandId ? sql`${scopeWhere} AND p.brand_id = ${brandId}` : scopeWhere;

  const offset = (query.page - 1) * PAGE_SIZE;
  // Without a brand or text filter the total is the category's count, already in memory.
  const knownTotal = brandId || terms.length > 0 ? undefined : (narrowest?.productCount ?? refs.productCount);
  const [cardRows, [count], brandRows] = await Promise.all([
    selectCardPage(db, { where, order: orderBy(query.sort, terms), limit: PAGE_SIZE, offset, at }),
    knownTotal === undefined
      ? rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM products p WHERE ${where}`)
      : [{ n: knownTotal }],
    rows<{ brand_id: string }>(db, sql`SELECT DISTINCT p.brand_id FROM products p WHERE ${scopeWhere}`),
  ]);

  const present = new Set(brandRows.map((r) => r.brand_id));
  const brands = refs.brands.filter((b) => present.has(b.id)).map((b) => ({ _id: b.id, name: b.name }));
  const chipsFrom = scope ? scope.children : refs.roots;
  const categories = chipsFrom.filter((c) => c.productCount > 0).map((c) => ({ _id: c.id, name: c.name }));

  return {
    list: {
      data: cardRows.map((r) => toCard(r, refs)),
      brands: [ALL, ...brands],
      categories: [ALL, ...categories],
      total_products: count?.n ?? 0,
      page: query.page,
      page_size: PAGE_SIZE,
    },
    pricesValidUntil: firstDealEnd(cardRows.map((r) => r.deal_ends_at)),
  };
}
