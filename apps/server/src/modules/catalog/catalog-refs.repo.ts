import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { isBikePart } from './bike-fit.repo';

/** A brand's visible products in a scope, and how many of them are bike parts ('Fits my bike' may hide them). */
const brandCount = z.tuple([z.number().int(), z.number().int()]);

const categoryRefRow = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  kind: z.string(),
  image: z.string().nullable(),
  position: z.number().int(),
  product_count: z.number().int(),
  brand_counts: z.record(z.string(), brandCount),
});
export type CategoryRefRow = z.output<typeof categoryRefRow>;

const brandRefRow = z.object({ id: z.string(), name: z.string(), slug: z.string(), image: z.string() });
export type BrandRefRow = z.output<typeof brandRefRow>;

/**
 * The first two tables of a `WITH RECURSIVE`: `visible(id)`, every category reachable from a root
 * through categories that are not hidden, and `closure(ancestor, descendant)`, each of them with
 * itself and every visible category below it. The store's lists count a category's products over
 * that closure; the sitemap dates a list by it.
 */
export const visibleCategoryClosure = sql`
  visible AS (
    SELECT id FROM categories WHERE parent_id IS NULL AND NOT is_hidden
    UNION ALL
    SELECT c.id FROM categories c JOIN visible v ON c.parent_id = v.id WHERE NOT c.is_hidden
  ), closure AS (
    SELECT id AS ancestor, id AS descendant FROM visible
    UNION ALL
    SELECT cl.ancestor, c.id FROM closure cl JOIN categories c ON c.parent_id = cl.descendant
    WHERE NOT c.is_hidden
  )`;

/**
 * Every category reachable from a root through visible nodes, with how many visible products its
 * whole subtree holds (each counted once) and how many of them each brand has, all and bike parts
 * (bike-specific and not universal), siblings in their order. A product has one brand, so the
 * counts per brand add up to the subtree's count.
 */
export function listVisibleCategoryRefs(db: Db): Promise<CategoryRefRow[]> {
  return queryRows(
    db,
    categoryRefRow,
    sql`
      WITH RECURSIVE ${visibleCategoryClosure}, per_brand AS (
        SELECT cl.ancestor AS id, p.brand_id, count(DISTINCT pc.product_id)::int AS n,
               (count(DISTINCT pc.product_id) FILTER (WHERE ${isBikePart}))::int AS bike_parts
        FROM closure cl
        JOIN product_categories pc ON pc.category_id = cl.descendant
        JOIN products p ON p.id = pc.product_id AND NOT p.is_hidden AND p.variant_count > 0
        GROUP BY cl.ancestor, p.brand_id
      ), counts AS (
        SELECT id, sum(n)::int AS n, json_object_agg(brand_id, json_build_array(n, bike_parts)) AS brand_counts
        FROM per_brand GROUP BY id
      )
      SELECT c.id, c.parent_id, c.name, c.slug, c.kind, c.image, c.position,
             COALESCE(counts.n, 0) AS product_count, COALESCE(counts.brand_counts, '{}'::json) AS brand_counts
      FROM categories c JOIN visible v ON v.id = c.id LEFT JOIN counts ON counts.id = c.id
      ORDER BY c.position, c.name`,
  );
}

/** The visible brands in their order. */
export function listVisibleBrands(db: Db): Promise<BrandRefRow[]> {
  return queryRows(
    db,
    brandRefRow,
    sql`SELECT id, name, slug, image FROM brands WHERE NOT is_hidden ORDER BY position, name`,
  );
}

/** How many products the storefront shows, and how many of them each brand has, all and bike parts. */
export async function countVisibleProducts(
  db: Db,
): Promise<{ n: number; brand_counts: Record<string, z.output<typeof brandCount>> }> {
  const [row] = await queryRows(
    db,
    z.object({ n: z.number().int(), brand_counts: z.record(z.string(), brandCount) }),
    sql`SELECT COALESCE(sum(n), 0)::int AS n,
               COALESCE(json_object_agg(brand_id, json_build_array(n, bike_parts)), '{}'::json) AS brand_counts
        FROM (SELECT brand_id, count(*)::int AS n, (count(*) FILTER (WHERE ${isBikePart}))::int AS bike_parts
              FROM products p WHERE NOT is_hidden AND variant_count > 0 GROUP BY brand_id) AS per_brand`,
  );
  return row ?? { n: 0, brand_counts: {} };
}
