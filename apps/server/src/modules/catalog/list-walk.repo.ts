import type { ProductListQuery } from '@store/contracts/catalog';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { needsNoBike } from './bike-fit.repo';
import type { ListMarks, WalkStart } from './list-marks';

/** A sort that an index holds (relevance without a search is popularity). */
export type IndexedSort = Exclude<ProductListQuery['sort'], 'relevance'> | 'popularity';

/** The index that holds a list's sort when the list has no search: relevance is popularity. */
export const sortIndex = (sort: ProductListQuery['sort']): IndexedSort => (sort === 'relevance' ? 'popularity' : sort);

/** A column of a sort index (migrations 0004 and 0014), in the index's own order. */
interface IndexKey {
  column: SQL;
  /** `DESC NULLS LAST` in the index; otherwise `ASC` (NULLS LAST). */
  descending: boolean;
  /** Its type, which a mark's text is cast back to. */
  type: SQL;
  /** The column as text that casts back to the same value. */
  text: SQL;
}

function indexKey(column: string, type: string, descending: boolean): IndexKey {
  const ref = sql.raw(`p.${column}`);
  // A `real` through float8: its text then holds every digit whatever `extra_float_digits` says.
  const text = type === 'real' ? sql`${ref}::float8::text` : sql`${ref}::text`;
  return { column: ref, descending, type: sql.raw(type), text };
}
const ID = indexKey('id', 'uuid', false);

/** The columns of the popularity, newest, price and rating indexes. */
const POPULAR = [indexKey('popularity', 'integer', true), ID];
const CREATED = [indexKey('created_at', 'timestamptz', true), ID];
const PRICE = [indexKey('price_paise', 'integer', false), ID];
const RATED = [indexKey('rating', 'real', true), indexKey('review_count', 'integer', true), ID];

/** Each sort as an index read from its start, or (`reversed`) from its end. */
const SORTS: Record<IndexedSort, { keys: IndexKey[]; reversed: boolean }> = {
  popularity: { keys: POPULAR, reversed: false },
  newest: { keys: CREATED, reversed: false },
  price_asc: { keys: PRICE, reversed: false },
  // Ties by id from the top, so the order is the price index read backwards.
  price_desc: { keys: PRICE, reversed: true },
  rating: { keys: RATED, reversed: false },
};

export type Direction = 'forward' | 'backward';

/** Whether a key runs high to low when the sort is read in `direction`. */
function runsDown(key: IndexKey, sort: IndexedSort, direction: Direction): boolean {
  const flipped = SORTS[sort].reversed !== (direction === 'backward');
  return key.descending !== flipped;
}

/**
 * A sort's `ORDER BY`, written as its index holds it: the columns are `NOT NULL`, so `NULLS LAST`
 * changes no order but lets PostgreSQL walk the index instead of sorting every row in scope; read
 * `backward`, the same index from its other end, for pages near the end of a list.
 */
export function orderBy(sort: IndexedSort, direction: Direction = 'forward'): SQL {
  const keys = SORTS[sort].keys.map((key) => {
    const down = runsDown(key, sort, direction);
    // The index's own NULLS placement, read from whichever end.
    if (key.descending) return down ? sql`${key.column} DESC NULLS LAST` : sql`${key.column} ASC NULLS FIRST`;
    return down ? sql`${key.column} DESC` : sql`${key.column} ASC`;
  });
  return sql.join(keys, sql`, `);
}

/**
 * The sort keys of every sort, which a walk or a gathered list carries to be sorted by, and
 * whether the product needs no bike (bike-fit.repo's needsNoBike), for a bike's shared marks.
 */
const SORT_COLUMNS = sql`p.id, p.popularity, p.created_at, p.price_paise, p.rating, p.review_count,
  ${needsNoBike} AS free`;

/**
 * Every row of the list with its sort keys, to be sorted: the products each condition of `parts`
 * lets through (parts that share none), materialised, so the planner cannot turn it back into a
 * walk of a sort index (decision 087).
 */
export function gatheredList(...parts: SQL[]): SQL {
  const rows = parts.map((where) => sql`SELECT ${SORT_COLUMNS} FROM products p WHERE ${where}`);
  return sql`WITH listed AS MATERIALIZED (${sql.join(rows, sql` UNION ALL `)}) SELECT * FROM listed`;
}

/** A list to walk, as the condition on its products, or to gather, as its rows (gatheredList). */
export type ListRows = { where: SQL } | { gathered: SQL };

/** The keys of a row as text, for a mark: PostgreSQL's text reads back to the same value. */
export const keysAsText = (sort: IndexedSort) =>
  sql`ARRAY[${sql.join(
    SORTS[sort].keys.map((k) => k.text),
    sql`, `,
  )}]`;

/**
 * The rows at or after a mark when the sort is read in `direction`, as conditions each an index
 * range (equal leading keys, then one key past the mark's): 'popularity below the mark's, or the
 * same and the id at or past its id'. Read as one UNION ALL, each part walks its own range in order.
 */
function fromMark(sort: IndexedSort, direction: Direction, keys: readonly string[]): SQL[] {
  const columns = SORTS[sort].keys;
  return columns.map((key, i) => {
    const same = columns.slice(0, i).map((k, j) => sql`${k.column} = ${keys[j]}::${k.type}`);
    const last = i === columns.length - 1;
    const op = runsDown(key, sort, direction) ? (last ? '<=' : '<') : last ? '>=' : '>';
    return sql.join([...same, sql`${key.column} ${sql.raw(op)} ${keys[i]}::${key.type}`], sql` AND `);
  });
}

const walkedRow = z.object({
  n: z.number().int(),
  id: z.string(),
  keys: z.array(z.string()),
  /** With shared marks: the row's position among the list's products that need no bike, if it is one. */
  free: z.number().int().nullish(),
});

/**
 * Walks the list (`where`) in `sort` from `start`, an end or a mark, and answers the page's ids in
 * the sort's order; the rows on the way that fall on a mark not yet held are learnt into `marks`,
 * and, for a bike's list whose walk knows where it starts among the products that need no bike,
 * those that fall on one of their `shared` marks (list-marks.ts's SharedMarks). A list given as its
 * `gathered` rows is read whole and sorted instead (readsByGathering), from the top, and every mark
 * in it is learnt. Only the page's rows and those marks leave the database.
 */
export async function walkToPage(
  db: Db,
  list: ListRows,
  sort: IndexedSort,
  start: WalkStart,
  marks: ListMarks,
  shared?: ListMarks,
): Promise<string[]> {
  if (start.take === 0) return [];
  const { direction } = start;
  const order = orderBy(sort, direction);
  let rows: SQL;
  if ('gathered' in list) {
    rows = sql`(${list.gathered})`;
  } else {
    const { where } = list;
    // Each part limited on its own: so each is a short walk of its index range, which PostgreSQL
    // would otherwise weigh against hashing the whole list's categories and sorting the rest.
    const parts = start.keys ? fromMark(sort, direction, start.keys) : [sql`TRUE`];
    const limit = start.skip + start.take;
    const walked = sql.join(
      parts.map(
        (part) =>
          sql`(SELECT ${SORT_COLUMNS} FROM products p WHERE ${where} AND ${part} ORDER BY ${order} LIMIT ${limit})`,
      ),
      sql` UNION ALL `,
    );
    rows = sql`(SELECT * FROM (${walked}) p ORDER BY ${order} LIMIT ${limit})`;
  }
  const position = direction === 'forward' ? sql`${start.position} + p.n - 1` : sql`${start.position} - p.n + 1`;
  // The position among the products that need no bike, of those that do: counted from the first met.
  const learnsShared = shared !== undefined && start.free !== undefined;
  const free = direction === 'forward' ? sql`${start.free} + p.f - 1` : sql`${start.free} - p.f + 1`;
  // Keys as text only for the rows sent back (the page's and the marks'), not every row walked.
  const found = await queryRows(
    db,
    walkedRow,
    sql`SELECT p.n, p.id, ${keysAsText(sort)} AS keys,
          ${learnsShared ? sql`CASE WHEN p.free THEN ${free} END` : sql`NULL::int`} AS free
        FROM (
          SELECT p.*, row_number() OVER (ORDER BY ${order})::int AS n
                 ${learnsShared ? sql`, (count(*) FILTER (WHERE p.free) OVER (ORDER BY ${order}))::int AS f` : sql``}
          FROM ${rows} p
        ) p
        WHERE (p.n > ${start.skip} AND p.n <= ${start.skip + start.take}) OR (${position}) % ${marks.every} = 0
          ${learnsShared ? sql`OR (p.free AND (${free}) % ${shared.every} = 0)` : sql``}`,
  );
  const page: string[] = [];
  for (const row of found) {
    const at = direction === 'forward' ? start.position + row.n - 1 : start.position - row.n + 1;
    marks.learn(at, row.keys);
    if (learnsShared && row.free != null) shared.learn(row.free, row.keys);
    if (row.n > start.skip && row.n <= start.skip + start.take) page.push(row.id);
  }
  return direction === 'forward' ? page : page.reverse();
}
