import type { ProductListQuery } from '@store/contracts/catalog';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { fitsBike, type BikeFit } from './bike-fit';
import { cardColumns, cardRow, type CardRow } from './product-cards.repo';
import { termsCondition, termsScore } from './search-terms';

/** Which visible products a product list shows. */
export interface ProductFilter {
  /** In any of these categories (a subtree); all categories when absent. */
  categoryIds?: string[] | undefined;
  brandId?: string | undefined;
  /** Every word must match the product's search text. */
  terms: string[];
  /** Only what fits this bike, universal parts and what is not a bike part (docs/decisions/082). */
  bike?: BikeFit | undefined;
}

function whereOf(filter: ProductFilter): SQL {
  const conditions: SQL[] = [sql`NOT p.is_hidden AND p.variant_count > 0`];
  if (filter.categoryIds) {
    conditions.push(sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id
                     AND pc.category_id IN ${filter.categoryIds})`);
  }
  if (filter.terms.length > 0) conditions.push(termsCondition(sql`p.search_text`, filter.terms));
  if (filter.brandId) conditions.push(sql`p.brand_id = ${filter.brandId}`);
  if (filter.bike) conditions.push(fitsBike(filter.bike));
  return sql.join(conditions, sql` AND `);
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
 * One page of the filtered products as card rows priced at `at`: the page's ids are picked first
 * from the indexes, then only those rows get their card columns (images, categories and deals are
 * not read for skipped rows). A price sort orders by the products' own prices, which the index holds.
 */
export function listProductPage(
  db: Db,
  filter: ProductFilter,
  page: { sort: ProductListQuery['sort']; limit: number; offset: number; at: Date },
): Promise<CardRow[]> {
  const order = orderBy(page.sort, filter.terms);
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
