import type { ProductListQuery } from '@store/contracts/catalog';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import type { BikeFit } from './bike-fit.repo';
import { cardColumns, cardRow, type CardRow } from './product-cards.repo';
import { relevanceOrder, searchConditions } from './search-match.repo';
import type { SearchPlan } from './search-plan';

/** Which visible products a product list shows. */
export interface ProductFilter {
  /** In any of these categories (a subtree); all categories when absent. */
  categoryIds?: string[] | undefined;
  brandId?: string | undefined;
  /** The search text as read: its words, and the bike it names; none without a search. */
  search?: SearchPlan | undefined;
  /**
   * The garage's bike: only what fits it, universal parts and what is not a bike part
   * (docs/decisions/082). A bike the search names takes its place.
   */
  garage?: BikeFit | undefined;
}

function whereOf(filter: ProductFilter): SQL {
  const conditions: SQL[] = [sql`NOT p.is_hidden AND p.variant_count > 0`];
  if (filter.categoryIds) {
    conditions.push(sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id
                     AND pc.category_id IN ${filter.categoryIds})`);
  }
  conditions.push(...searchConditions(filter.search, filter.garage));
  if (filter.brandId) conditions.push(sql`p.brand_id = ${filter.brandId}`);
  return sql.join(conditions, sql` AND `);
}

function orderBy(sort: ProductListQuery['sort'], search: SearchPlan | undefined): SQL {
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
      // Without a search, the order the popularity index holds.
      return search ? relevanceOrder(search) : sql`p.popularity DESC, p.id`;
  }
}

/**
 * One page of the filtered products as card rows priced at `at`: the page's ids are picked first
 * from the indexes, then only those rows get their card columns (images, categories and deals are
 * not read for skipped rows). A price sort orders by the products' own prices, which the index holds.
 */
export function listProductPage(
  db: Db,
  filter: ProductFilter,
  page: { sort: ProductListQuery['sort']; limit: number; offset: number; at: Date },
): Promise<CardRow[]> {
  const order = orderBy(page.sort, filter.search);
  return queryRows(
    db,
    cardRow,
    sql`SELECT ${cardColumns(page.at)}
        FROM (SELECT p.id FROM products p WHERE ${whereOf(filter)}
              ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}) AS page
        JOIN products p ON p.id = page.id
        JOIN brands b ON b.id = p.brand_id
        ORDER BY ${order}`,
  );
}

/** How many products the filter lets through. */
export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const [row] = await queryRows(
    db,
    z.object({ n: z.number().int() }),
    sql`SELECT count(*)::int AS n FROM products p WHERE ${whereOf(filter)}`,
  );
  return row?.n ?? 0;
}

/** The brands of the products the filter lets through. */
export async function listBrandIdsOf(db: Db, filter: ProductFilter): Promise<Set<string>> {
  const found = await queryRows(
    db,
    z.object({ brand_id: z.string() }),
    sql`SELECT DISTINCT p.brand_id FROM products p WHERE ${whereOf(filter)}`,
  );
  return new Set(found.map((r) => r.brand_id));
}
