import type { ProductListQuery } from '@store/contracts/catalog';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import type { BikeFit } from './bike-fit';
import { fitsBike, fittingBikePart, needsNoBike } from './bike-fit.repo';
import { walkStart, type ListMarks, type SharedMarks, type WalkStart } from './list-marks';
import { FittingParts, readPartKeys } from './fitting-parts';
import { gatheredList, orderBy, sortIndex, walkToPage, type IndexedSort, type ListRows } from './list-walk.repo';
import { cardColumns, cardRow } from './product-cards.repo';
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

/**
 * In any of the categories (a subtree). Walking a sort index, the product's own copy of its links
 * (`category_ids`, migration 0017) is tested on the index entry; gathering a list, its products are
 * found from the categories' links (`gathering`), which touches only them (decision 090).
 */
function inCategories(categoryIds: string[], gathering = false): SQL {
  if (!gathering) return sql`p.category_ids && ${sql.param(categoryIds)}::uuid[]`;
  return sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id
             AND pc.category_id IN ${categoryIds})`;
}

/**
 * Whether every bike part that fits the bike is in the categories whatever its other links: they
 * hold the bike's model and make, one of which each such part is linked to ('Shop by Bike', the
 * make, the model).
 */
function holdsBike(categoryIds: string[] | undefined, bike: BikeFit | undefined): boolean {
  if (!categoryIds || !bike) return false;
  return categoryIds.includes(bike.modelId) && (bike.makeId === null || categoryIds.includes(bike.makeId));
}

/**
 * The filter as a condition on products `p`; `gathering`: for reading the whole list (inCategories);
 * `probing`: for a short walk, which looks up each bike part's links (takesInBike in bike-fit.repo).
 */
function whereOf(filter: ProductFilter, gathering = false, probing = false): SQL {
  const conditions: SQL[] = [sql`NOT p.is_hidden AND p.variant_count > 0`];
  const { categoryIds } = filter;
  // The garage's bike, for a list without a search (a search's bike is read in searchConditions).
  const bike = filter.search ? undefined : filter.garage;
  if (bike && holdsBike(categoryIds, bike)) {
    // Only what needs no bike has its categories tested (a test of dozens of categories): the
    // parts that fit are all in them.
    const needed = sql`(${needsNoBike} AND ${inCategories(categoryIds!, gathering)})`;
    conditions.push(sql`(${needed} OR ${fittingBikePart(bike, probing)})`);
  } else {
    if (categoryIds) conditions.push(inCategories(categoryIds, gathering));
    conditions.push(...(bike ? [fitsBike(bike, probing)] : searchConditions(filter.search, filter.garage)));
  }
  if (filter.brandId) conditions.push(sql`p.brand_id = ${filter.brandId}`);
  return sql.join(conditions, sql` AND `);
}

function orderOf(sort: ProductListQuery['sort'], search: SearchPlan | undefined): SQL {
  if (sort !== 'relevance') return orderBy(sort);
  // Without a search, the order the popularity index holds.
  return search ? relevanceOrder(search) : orderBy('popularity');
}

/** An indexed sort (relevance without a search is popularity), or undefined for relevance to a search. */
const indexedSort = (sort: ProductListQuery['sort'], search: SearchPlan | undefined): IndexedSort | undefined =>
  sort === 'relevance' && search ? undefined : sortIndex(sort);

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
  /** The list's marks, when it is long enough to have them (list-marks.ts): walked from the nearest. */
  marks?: ListMarks | undefined;
  /** Where the walk starts among those marks, when already worked out (walkStart). */
  start?: WalkStart | undefined;
  /** A 'Fits my bike' list of bike parts only (none of its products needs no bike, as the refs count). */
  bikePartsOnly?: boolean | undefined;
  /** A 'Fits my bike' walk short enough to look up each bike part's links (probesFit). */
  probeFit?: boolean | undefined;
  /** A 'Fits my bike' list's marks of its products that need no bike, shared by every bike (list-marks.ts). */
  shared?: SharedMarks | undefined;
}

/** What readsByGathering weighs: how far into the list a walk goes, the list's size and the catalog's. */
export interface ListShape {
  /** Rows of the list a walk passes to read the page, the page's included (walkStart). */
  walk: number;
  /** The list's length, or a lower bound of it. */
  listSize: number;
  /** Visible products in the whole catalog. */
  catalogSize: number;
  /** Rows a gathered read passes when more than the list's (gatheredRows); the list's size otherwise. */
  gathered?: number | undefined;
}

/** About how many products of the catalog a walk passes: `catalogSize / listSize` for each row of the list. */
const walkedRows = (shape: ListShape) => (shape.walk * shape.catalogSize) / Math.max(1, shape.listSize);

/**
 * Index pages a look-up by key reads, where a walk reads the next entry of the page it is on: a
 * B-tree's root, an inner page or two and a leaf. An 8 kB page holds a few hundred entries of
 * these indexes, so from 10,000 to some millions of rows a B-tree is three or four levels deep.
 * Both rules below count rows each way of reading touches, in these units, not time.
 */
const LOOKUP = 4;

/**
 * Whether a 'Fits my bike' walk looks up the links of each product it passes (a look-up each)
 * rather than reading the bike's links first (an entry per `fitting` part, hashed): a walk from a
 * mark passes a few hundred products, where a popular model has thousands of fitting parts.
 */
export function probesFit(shape: ListShape, fitting: number): boolean {
  return walkedRows(shape) * LOOKUP < fitting;
}

/**
 * Whether a page is cheaper read by gathering its whole list and sorting it than by walking a sort
 * index of the whole catalog and skipping what is not in the list. The walk passes about
 * `catalogSize / listSize` entries of the sort index for each row of the list it passes, each
 * tested there (its categories or brand are on the entry, migration 0017); gathering reads each
 * row of the list from its links and looks its sort keys up (in `products_visible_sort_keys_idx`,
 * migration 0016). So a sparse list's deep pages (a category of 2% of 100,000 products, page 31:
 * some 12,500 entries walked) are gathered (2,232 rows, each an entry and a look-up) until marks
 * bring the walk near them; the whole catalog is walked, and so are first pages of all but small lists.
 */
export function readsByGathering(shape: ListShape): boolean {
  const { listSize, catalogSize, gathered = listSize } = shape;
  if (listSize <= 0 || listSize >= catalogSize) return false;
  return gathered * (1 + LOOKUP) < walkedRows(shape);
}

/**
 * The rows of the list, to be gathered. A 'Fits my bike' list is two parts: its categories'
 * products that need no bike, found from their links, and the bike parts that fit, found from the
 * bike's links; a list of bike parts only (a category of spares, tens of thousands of parts for
 * all bikes) is read from the bike's links alone.
 */
function gatheredRows(filter: ProductFilter, bikePartsOnly = false): SQL {
  const { garage } = filter;
  if (!garage || filter.search) return gatheredList(whereOf(filter, true));
  const rest = { ...filter, garage: undefined };
  // Few rows: their categories are tested on the index entry, unless they are surely in them.
  const categoryIds = holdsBike(filter.categoryIds, garage) ? undefined : filter.categoryIds;
  const fitting = sql`${whereOf({ ...rest, categoryIds })} AND ${fittingBikePart(garage)}`;
  if (bikePartsOnly) return gatheredList(fitting);
  return gatheredList(sql`${whereOf(rest, true)} AND ${needsNoBike}`, fitting);
}

/**
 * The ids of the page, as a query. Walked: the filter applied along a sort index from the nearer
 * end of the list (walkStart), `skip` rows passed. Gathered: the list's rows first (materialised,
 * so the planner cannot turn it back into the walk), then sorted.
 */
function pageIds(
  filter: ProductFilter,
  window: PageWindow,
  order: SQL,
  sort: IndexedSort | undefined,
): SQL | undefined {
  if (window.gather) {
    return sql`SELECT p.id FROM (${gatheredRows(filter, window.bikePartsOnly)}) p
      ORDER BY ${order} LIMIT ${window.limit} OFFSET ${window.offset}`;
  }
  // A page of a search (no index holds its order, and its length is not known) is read from the top.
  const start = walkStart(undefined, window.offset, window.limit, sort ? window.total : undefined);
  if (start.take === 0) return undefined;
  return sql`SELECT p.id FROM products p WHERE ${whereOf(filter)}
    ORDER BY ${sort ? orderBy(sort, start.direction) : order} LIMIT ${start.take} OFFSET ${start.skip}`;
}

/**
 * A list page's row: its card, and the product's own price (the price index's key, without a
 * flash deal), which places the page among the bands a price change drops (docs/decisions/113).
 */
const listCardRow = cardRow.extend({ sort_price_paise: z.number().int() });
export type ListCardRow = z.output<typeof listCardRow>;

/** The card rows of `ids` (a query, or the ids themselves), in the list's order. */
function cardsOf(db: Db, ids: SQL | string[], at: Date, order: SQL): Promise<ListCardRow[]> {
  const page = Array.isArray(ids) ? sql`SELECT unnest(${sql.param(ids)}::uuid[]) AS id` : ids;
  return queryRows(
    db,
    listCardRow,
    sql`SELECT ${cardColumns(at)}, p.price_paise AS sort_price_paise
        FROM (${page}) AS page
        JOIN products p ON p.id = page.id
        JOIN brands b ON b.id = p.brand_id
        ORDER BY ${order}`,
  );
}

/**
 * One page of the filtered products as card rows priced at `at`: the page's ids are picked first
 * from the indexes, then only those rows get their card columns (images, categories and deals are
 * not read for skipped rows). A price sort orders by the products' own prices, which the index holds.
 * A list with marks is walked from the nearest of them (or end), learning those it passes; the
 * first sort key of the mark it started from comes back with the rows.
 */
export async function listProductPage(
  db: Db,
  filter: ProductFilter,
  window: PageWindow,
): Promise<{ rows: ListCardRow[]; markKey?: string | undefined }> {
  const order = orderOf(window.sort, filter.search);
  const sort = indexedSort(window.sort, filter.search);
  // Past the end of a list of known length: nothing to read, whichever way.
  if (window.total !== undefined && window.offset >= window.total) return { rows: [] };
  if (window.marks && sort) {
    // Gathered, the list is read from the top, and every mark in it is learnt on the way.
    const start = window.gather
      ? walkStart(undefined, window.offset, window.limit, undefined)
      : (window.start ?? walkStart(window.marks, window.offset, window.limit, window.total, window.shared));
    const list: ListRows = window.gather
      ? { gathered: gatheredRows(filter, window.bikePartsOnly) }
      : { where: whereOf(filter, false, window.probeFit) };
    const ids = await walkToPage(db, list, sort, start, window.marks, window.shared?.marks);
    // Walked from a mark, the page's place depends on the mark's position too: a product moving
    // across the mark's key moves the page (docs/decisions/113).
    return { rows: ids.length > 0 ? await cardsOf(db, ids, window.at, order) : [], markKey: start.keys?.[0] };
  }
  const ids = pageIds(filter, window, order, sort);
  return { rows: ids ? await cardsOf(db, ids, window.at, order) : [] };
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

/** A part's sort keys as fitting-parts.ts's readPartKeys reads them: id, popularity, microseconds, price, rating, reviews. */
const PART_KEYS = sql`concat_ws(' ', p.id, p.popularity, (extract(epoch FROM p.created_at) * 1000000)::int8,
  p.price_paise, p.rating::float8, p.review_count)`;

/**
 * The bike parts (bike-specific, not universal) in the categories that fit the bike: how many per
 * brand, with what the catalog refs count of the scope the total and brands of a 'Fits my bike'
 * list without reading the scope's other products; with `keys`, each one's sort keys too, to place
 * the list's shared marks (fitting-parts.ts). Driven by the bike's links, not the scope.
 */
export async function listFittingBikeParts(
  db: Db,
  categoryIds: string[] | undefined,
  bike: BikeFit,
  keys: boolean,
): Promise<FittingParts> {
  const rows = await queryRows(
    db,
    z.object({ brand_id: z.string(), n: z.number().int(), keys: z.string().nullable() }),
    sql`SELECT p.brand_id, count(*)::int AS n, ${keys ? sql`string_agg(${PART_KEYS}, ',')` : sql`NULL`} AS keys
        FROM products p
        WHERE ${fittingBikePart(bike)} AND NOT p.is_hidden AND p.variant_count > 0
          ${categoryIds && !holdsBike(categoryIds, bike) ? sql`AND ${inCategories(categoryIds)}` : sql``}
        GROUP BY p.brand_id`,
  );
  const counts = new Map(rows.map((r) => [r.brand_id, r.n]));
  if (!keys) return new FittingParts(counts);
  return new FittingParts(counts, new Map(rows.map((r) => [r.brand_id, r.keys ? readPartKeys(r.keys) : []])));
}
