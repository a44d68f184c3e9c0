import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { visibleCategoryClosure } from './catalog-refs.repo';

/**
 * What the sitemap reads of the catalog (docs/decisions/076): one statement per kind, whatever
 * the catalog's size, for the seo module to lay out. Visible means what the storefront means:
 * not hidden, with at least one variant on sale.
 */

/** A page of the storefront and when what it shows last changed. */
export interface SitemapRow {
  id: string;
  lastmod: Date;
}

const sitemapRow = z.object({ id: z.string(), lastmod: timestamptz });

/**
 * Every category whose product list shows something: reachable from a root through visible
 * categories, with a visible product somewhere in its visible subtree (as the list counts it).
 * Its lastmod is the newest change among what its list page shows: itself and the categories
 * above it (the trail), the categories below it (the chips) and every product filed in its
 * subtree, hidden ones included, since hiding a product takes it off the list.
 */
export function listSitemapCategories(db: Db): Promise<SitemapRow[]> {
  return queryRows(
    db,
    sitemapRow,
    sql`
      WITH RECURSIVE ${visibleCategoryClosure}, filed AS (
        SELECT pc.category_id AS id,
               bool_or(NOT p.is_hidden AND p.variant_count > 0) AS shows,
               max(p.updated_at) AS changed_at
        FROM product_categories pc JOIN products p ON p.id = pc.product_id
        GROUP BY pc.category_id
      ), below AS (
        SELECT cl.ancestor AS id, bool_or(COALESCE(f.shows, false)) AS shows,
               max(GREATEST(c.updated_at, f.changed_at)) AS changed_at
        FROM closure cl JOIN categories c ON c.id = cl.descendant LEFT JOIN filed f ON f.id = cl.descendant
        GROUP BY cl.ancestor
      ), above AS (
        SELECT cl.descendant AS id, max(c.updated_at) AS changed_at
        FROM closure cl JOIN categories c ON c.id = cl.ancestor
        GROUP BY cl.descendant
      )
      SELECT b.id, GREATEST(b.changed_at, a.changed_at) AS lastmod
      FROM below b JOIN above a ON a.id = b.id JOIN categories c ON c.id = b.id
      WHERE b.shows
      ORDER BY c.position, c.name, c.id`,
  );
}

/** The order the sitemap lists products in: newest first, as the partial index on visible products reads. */
const productOrder = sql`created_at DESC, id`;

/** A run of visible products sharing one sitemap file, numbered from 0. */
export interface SitemapProductPart {
  part: number;
  count: number;
  /** The newest product change in the run. */
  lastmod: Date;
}

/**
 * How the visible products fall into sitemap files of `perFile` addresses when `before` other
 * addresses come first: how many land in each file and their newest change. One pass over the
 * products, however many files.
 */
export function summarizeSitemapProducts(db: Db, before: number, perFile: number): Promise<SitemapProductPart[]> {
  return queryRows(
    db,
    z.object({ part: z.number().int(), count: z.number().int(), lastmod: timestamptz }),
    sql`
      SELECT part, count(*)::int AS count, max(updated_at) AS lastmod
      FROM (
        SELECT ((${before}::int + row_number() OVER (ORDER BY ${productOrder}) - 1) / ${perFile}::int)::int AS part,
               updated_at
        FROM products WHERE NOT is_hidden AND variant_count > 0
      ) numbered
      GROUP BY part ORDER BY part`,
  );
}

/** Visible products `offset` to `offset + limit` in the sitemap's order, with when each last changed. */
export function listSitemapProducts(db: Db, offset: number, limit: number): Promise<SitemapRow[]> {
  return queryRows(
    db,
    sitemapRow,
    sql`SELECT id, updated_at AS lastmod FROM products WHERE NOT is_hidden AND variant_count > 0
        ORDER BY ${productOrder} LIMIT ${limit} OFFSET ${offset}`,
  );
}

/**
 * The newest change the catalog's own rows record: a product (its variants' writes touch it), a
 * category or a brand edited, a collection or a banner added. Null for an empty catalog. Edits
 * that leave no time in these rows (a banner's text, a home section's picks, a deletion) are in
 * the audit log instead.
 */
export async function newestCatalogRowChange(db: Db): Promise<Date | null> {
  const [row] = await queryRows(
    db,
    z.object({ at: timestamptz.nullable() }),
    sql`SELECT GREATEST(
          (SELECT max(updated_at) FROM products),
          (SELECT max(updated_at) FROM categories),
          (SELECT max(updated_at) FROM brands),
          (SELECT max(created_at) FROM collections),
          (SELECT max(created_at) FROM banners)
        ) AS at`,
  );
  return row?.at ?? null;
}
