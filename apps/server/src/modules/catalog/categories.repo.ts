import { CATEGORY_KINDS, type CategoryKind, type ModelYears, type YearRange } from '@store/contracts/admin';
import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { categories, productCategories } from '../../db/schema/catalog';

/** Joins the names on a category's path from the top. */
const PATH_SEPARATOR = ' › ';

const treeRow = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  kind: z.enum(CATEGORY_KINDS),
  image: z.string().nullable(),
  position: z.number().int(),
  is_hidden: z.boolean(),
  depth: z.number().int(),
  path: z.string(),
  product_count: z.number().int(),
  child_count: z.number().int(),
});
export type CategoryTreeRow = z.output<typeof treeRow>;

/** The whole tree, hidden nodes too, flat: parents before children, siblings in their order. */
export function listCategoryTreeRows(db: Db): Promise<CategoryTreeRow[]> {
  return queryRows(
    db,
    treeRow,
    sql`WITH RECURSIVE tree AS (
          SELECT id, 0 AS depth, name::text AS path,
                 ARRAY[lpad(position::text, 6, '0') || name || id::text] AS sort_key
          FROM categories WHERE parent_id IS NULL
          UNION ALL
          SELECT c.id, t.depth + 1, t.path || ${PATH_SEPARATOR} || c.name,
                 t.sort_key || (lpad(c.position::text, 6, '0') || c.name || c.id::text)
          FROM categories c JOIN tree t ON c.parent_id = t.id
        )
        SELECT c.id, c.parent_id, c.name, c.slug, c.kind, c.image, c.position, c.is_hidden, t.depth, t.path,
               (SELECT count(*) FROM product_categories pc WHERE pc.category_id = c.id)::int AS product_count,
               (SELECT count(*) FROM categories k WHERE k.parent_id = c.id)::int AS child_count
        FROM tree t JOIN categories c ON c.id = t.id
        ORDER BY t.sort_key`,
  );
}

/** The model years of every category that has them (models: docs/decisions/083), by id. */
export async function findModelYears(db: Db): Promise<Map<string, ModelYears>> {
  const found = await db
    .select({ id: categories.id, yearFrom: categories.yearFrom, yearTo: categories.yearTo })
    .from(categories)
    .where(or(isNotNull(categories.yearFrom), isNotNull(categories.yearTo)));
  return new Map(found.map(({ id, ...years }) => [id, years]));
}

/** One node with its kind and years, or null: what a bulk fitment change checks its bike against. */
export async function findCategoryNode(
  db: Db,
  id: string,
): Promise<({ id: string; name: string; kind: CategoryKind } & ModelYears) | null> {
  const [found] = await db
    .select({
      id: categories.id,
      name: categories.name,
      kind: categories.kind,
      yearFrom: categories.yearFrom,
      yearTo: categories.yearTo,
    })
    .from(categories)
    .where(eq(categories.id, id));
  return found ?? null;
}

/** The years of the product links to this bike that carry years. */
export async function listFitmentLinkYears(db: Db, categoryId: string): Promise<YearRange[]> {
  return db
    .select({ from: productCategories.yearFrom, to: productCategories.yearTo })
    .from(productCategories)
    .where(
      and(
        eq(productCategories.categoryId, categoryId),
        or(isNotNull(productCategories.yearFrom), isNotNull(productCategories.yearTo)),
      ),
    );
}

/** Whether a category with this id exists, hidden or not. */
export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return Boolean(found);
}

/** Whether another category (not `exceptId`) has this slug. */
export async function categorySlugTaken(db: Db, slug: string, exceptId: string | null): Promise<boolean> {
  const [other] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId ? ne(categories.id, exceptId) : undefined));
  return Boolean(other);
}

/** The position after the last child of `parentId` (null: the top level). */
export async function nextCategoryPosition(db: Db, parentId: string | null): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`COALESCE(max(${categories.position}) + 1, 0)`.mapWith(Number) })
    .from(categories)
    .where(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId));
  return row?.next ?? 0;
}

type CategoryValues = typeof categories.$inferInsert;

export async function insertCategory(
  db: Db,
  values: Pick<
    CategoryValues,
    'parentId' | 'name' | 'slug' | 'kind' | 'image' | 'isHidden' | 'position' | 'yearFrom' | 'yearTo'
  >,
): Promise<string> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  return row!.id;
}

/** Changes the given fields of a category. */
export async function updateCategory(
  db: Db,
  id: string,
  changes: Partial<
    Pick<CategoryValues, 'name' | 'slug' | 'kind' | 'image' | 'isHidden' | 'parentId' | 'yearFrom' | 'yearTo'>
  >,
): Promise<void> {
  await db
    .update(categories)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(categories.id, id));
}

export async function deleteCategory(db: Db, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

/**
 * Locks the tree against other moves until the transaction ends: two crossing moves could
 * otherwise each pass the cycle check.
 */
export async function lockCategoryTree(tx: Db): Promise<void> {
  await tx.execute(sql`LOCK TABLE categories IN SHARE ROW EXCLUSIVE MODE`);
}

/** The node and everything under it. */
export async function listSubtreeIds(db: Db, id: string): Promise<Set<string>> {
  const found = await queryRows(
    db,
    z.object({ id: z.string() }),
    sql`WITH RECURSIVE sub AS (
          SELECT id FROM categories WHERE id = ${id}
          UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id
        ) SELECT id FROM sub`,
  );
  return new Set(found.map((r) => r.id));
}

/** The children of `parentId` (null: the top level) in their order, leaving out `except`. */
export async function listChildIds(db: Db, parentId: string | null, except?: string): Promise<string[]> {
  const found = await queryRows(
    db,
    z.object({ id: z.string() }),
    sql`SELECT id FROM categories WHERE parent_id IS NOT DISTINCT FROM ${parentId}
        ${except ? sql`AND id <> ${except}` : sql``} ORDER BY position, name, id`,
  );
  return found.map((r) => r.id);
}

/** Writes positions 0, 1, 2… in the order of `ids`. */
export async function setCategoryPositions(db: Db, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.update(categories).set({ position, updatedAt: new Date() }).where(eq(categories.id, id));
  }
}

/** How many product links and collection cards point at the category. */
export async function countCategoryUses(db: Db, id: string): Promise<number> {
  const [used] = await queryRows(
    db,
    z.object({ n: z.number().int() }),
    sql`SELECT ((SELECT count(*) FROM product_categories WHERE category_id = ${id})
              + (SELECT count(*) FROM collections WHERE category_id = ${id}))::int AS n`,
  );
  return used?.n ?? 0;
}

/**
 * Category search text is the path from the top, and product search text holds category names:
 * both are refreshed after a change, the products only of `renamedId` when one was renamed.
 */
export async function refreshCategorySearchText(db: Db, renamedId?: string): Promise<void> {
  await db.execute(sql`SELECT refresh_category_search_text()`);
  if (renamedId) {
    await db.execute(
      sql`SELECT refresh_product_search_text(ARRAY(SELECT product_id FROM product_categories WHERE category_id = ${renamedId}))`,
    );
  }
}
