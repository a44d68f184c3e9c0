import type { ProductListQuery } from '@store/contracts/catalog';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { fittingProductIds, type BikeFit } from './bike-fit.repo';
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

function inCategories(categoryIds: string[]): SQL {
  return sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id
             AND pc.category_id IN ${categoryIds})`;
}

function whereOf(filter: ProductFilter): SQL {
  const conditions: SQL[] = [sql`NOT p.is_hidden AND p.variant_count > 0`];
  if (filter.categoryIds) conditions.push(inCategories(filter.categoryIds));
  conditions.push(...searchConditions(filter.search, filter.garage));
  if (filter.brandId) conditions.push(sql`p.brand_id = ${filter.brandId}`);
  return sql.join(conditions, sql` AND `);
}

/**
 * Each sort as the indexes hold it (migrations 0004 and 0014: `DESC NULLS LAST`; the columns are
 * `NOT NULL`, so the words change no order but let PostgreSQL walk the index instead of sorting
 * every row in scope), and the same order read from its other end, for deep pages.
 */
const ORDERS: Record<Exclude<ProductListQuery['sort'], 'relevance'> | 'popularity', { forward: SQL; backward: SQL }> = {
  popularity: {
    forward: sql`p.popularity DESC NULLS LAST, p.id`,
    backward: sql`p.popularity ASC NULLS FIRST, p.id DESC`,
  },
  newest: {
    forward: sql`p.created_at DESC NULLS LAST, p.id`,
    backward: sql`p.created_at ASC NULLS FIRST, p.id DESC`,
  },
  price_asc: { forward: sql`p.price_paise ASC, p.id`, backward: sql`p.price_paise DESC, p.id DESC` },
  // Ties by id from the top, so the order is the price index read backwards.
  price_desc: { forward: sql`p.price_paise DESC, p.id DESC`, backward: sql`p.price_paise ASC, p.id` },
  rating: {
    forward: sql`p.rating DESC NULLS LAST, p.review_count DESC NULLS LAST, p.id`,
    backward: sql`p.rating ASC NULLS FIRST, p.review_count ASC NULLS FIRST, p.id DESC`,
  },
};

function orderOf(sort: ProductListQuery['sort'], search: SearchPlan | undefined): { forward: SQL; backward?: SQL } {
  if (sort !== 'relevance') return ORDERS[sort];
  // Without a search, the order the popularity index holds.
  return search ? { forward: relevanceOrder(search) } : ORDERS.popularity;
}

/** Where a page lies in the list: `offset` rows in, `limit` of them, out of `total` when known. */
export interface PageWindow {
  sort: ProductListQuery['sort'];
  limit: number;
  offset: number;
  at: Date;
  /** The filter's total when known without counting: a page past the middle is read from the end. */
  total?: number | undefined;
  /** Read the whole list and sort it, rather than walk a sort index (readsByGathering). */
  gather?: boolean | undefined;
}

/** What readsByGathering weighs: the page, the list's size and the catalog's, and what narrows the list. */
export interface ListShape {
  offset: number;
  limit: number;
  /** The list's length, or a lower bound of it. */
  listSize: number;
  /** Visible products in the whole catalog. */
  catalogSize: number;
  /** How many categories the list is narrowed to (a subtree), 0 when it is not. */
  categories: number;
}

/**
 * Whether a page is cheaper read by gathering its whole list and sorting it than by walking a sort
 * index of the whole catalog and skipping what is not in the list. The walk passes about
 * `catalogSize / listSize` products for each row it keeps, up to the page from the nearer end (more
 * where the list's products bunch at one end of the order), and each costs a look-up of its
 * categories or, for a brand, a column of the index; gathering costs a look-up per row of the list
 * (in `products_visible_sort_keys_idx`, migration 0016). A sparse list's deep pages (a category of
 * 2% of 100,000 products, page 31: 81,000 products walked, 111 ms, where the estimate counts
 * 12,500) are gathered (2,232 rows, 7 ms); the whole catalog is walked, and so are first pages of
 * all but small lists (decision 087).
 */
export function readsByGathering(shape: ListShape): boolean {
  const { offset, limit, listSize, catalogSize, categories } = shape;
  if (listSize <= 0 || listSize >= catalogSize) return false;
  const fromNearerEnd = Math.max(0, Math.min(offset, listSize - offset - limit));
  const walked = ((fromNearerEnd + limit) * catalogSize) / listSize;
  // Measured at 100,000 products: a walked product costs a categories look-up (about 3 µs) or,
  // for a brand, a column of the sort index (a fifth of that); a gathered one about 4.5 µs.
  const perWalked = categories > 0 ? 1 : 0.2;
  const perGathered = 1.5;
  return listSize * perGathered < walked * perWalked;
}

/**
 * Which rows to read, and in which order: a page in the second half of a list of known length is
 * read from its other end (the order reversed, `total - offset - limit` rows in), so the last page
 * costs what the first does rather than a walk through the whole list.
 */
function pageRead(window: PageWindow, order: { forward: SQL; backward?: SQL }) {
  const { total, offset, limit } = window;
  if (total === undefined || !order.backward || offset * 2 < total) return { order: order.forward, limit, offset };
  const end = Math.min(offset + limit, total);
  return { order: order.backward, limit: Math.max(0, end - offset), offset: total - end };
}

/** The sort keys of every sort (ORDERS), which a gathered list carries to be sorted by. */
const SORT_KEYS = sql`p.id, p.popularity, p.created_at, p.price_paise, p.rating, p.review_count`;

/**
 * The ids of the page. Walked: the filter applied along a sort index, `offset` rows skipped. Gathered:
 * the list's rows first (materialised, so the planner cannot turn it back into the walk), then sorted.
 */
function pageIds(filter: ProductFilter, window: PageWindow, order: { forward: SQL; backward?: SQL }) {
  // Past the end of a list of known length: nothing to read, whichever way.
  if (window.total !== undefined && window.offset >= window.total) return undefined;
  if (window.gather) {
    return sql`WITH listed AS MATERIALIZED (SELECT ${SORT_KEYS} FROM products p WHERE ${whereOf(filter)})
      SELECT p.id FROM listed p ORDER BY ${order.forward} LIMIT ${window.limit} OFFSET ${window.offset}`;
  }
  const read = pageRead(window, order);
  if (read.limit === 0) return undefined;
  return sql`SELECT p.id FROM products p WHERE ${whereOf(filter)}
    ORDER BY ${read.order} LIMIT ${read.limit} OFFSET ${read.offset}`;
}

/**
 * One page of the filtered products as card rows priced at `at`: the page's ids are picked first
 * from the indexes, then only those rows get their card columns (images, categories and deals are
 * not read for skipped rows). A price sort orders by the products' own prices, which the index holds.
 */
export async function listProductPage(db: Db, filter: ProductFilter, window: PageWindow): Promise<CardRow[]> {
  const order = orderOf(window.sort, filter.search);
  const ids = pageIds(filter, window, order);
  if (!ids) return [];
  return queryRows(
    db,
    cardRow,
    sql`SELECT ${cardColumns(window.at)}
        FROM (${ids}) AS page
        JOIN products p ON p.id = page.id
        JOIN brands b ON b.id = p.brand_id
        ORDER BY ${order.forward}`,
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

/**
 * How many bike parts (bike-specific, not universal) in the categories fit the bike, per brand:
 * with what the catalog refs count of the scope, the total and brands of a 'Fits my bike' list
 * without reading the scope's other products. Driven by the bike's links, not the scope.
 */
export async function countFittingBikeParts(
  db: Db,
  categoryIds: string[] | undefined,
  bike: BikeFit,
): Promise<Map<string, number>> {
  const rows = await queryRows(
    db,
    z.object({ brand_id: z.string(), n: z.number().int() }),
    sql`SELECT p.brand_id, count(*)::int AS n FROM products p
        WHERE p.id IN (${fittingProductIds(bike)}) AND NOT p.is_hidden AND p.variant_count > 0
          AND p.bike_specific AND NOT p.universal
          ${categoryIds ? sql`AND ${inCategories(categoryIds)}` : sql``}
        GROUP BY p.brand_id`,
  );
  return new Map(rows.map((r) => [r.brand_id, r.n]));
}
