import {
  ADMIN_MESSAGES,
  type AdminCategory,
  type CategoryCreate,
  type CategoryKind,
  type CategoryUpdate,
} from '@store/contracts/admin';
import type { FieldError } from '@store/contracts/envelope';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../../db/client';
import { categories } from '../../../db/schema/catalog';
import { slugify } from '../../../db/seed/catalog/slug';
import { AppError, notFound } from '../../../lib/app-error';
import { recordAudit } from '../audit';
import { listCategoryTree } from './category-index';
import { freeSlug } from './save-product';

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', message, [{ path, message }] satisfies FieldError[]);

async function findCategory(db: Db, id: string): Promise<AdminCategory | null> {
  return (await listCategoryTree(db)).find((c) => c.id === id) ?? null;
}

/** Top-level nodes are the shop's groups and are of kind root; nothing below is. */
function checkKind(parentId: string | null, kind: CategoryKind): void {
  if ((parentId === null) !== (kind === 'root')) throw invalid('kind', ADMIN_MESSAGES.rootKind);
}

async function checkSlugFree(tx: Db, slug: string, id: string | null): Promise<void> {
  const [other] = await rows<{ id: string }>(
    tx,
    sql`SELECT id FROM categories WHERE slug = ${slug} ${id ? sql`AND id <> ${id}` : sql``}`,
  );
  if (other)
    throw new AppError('CONFLICT', ADMIN_MESSAGES.slugTaken, [{ path: 'slug', message: ADMIN_MESSAGES.slugTaken }]);
}

/** Category search text is the path from the top, and product search text holds category names. */
async function refreshSearchText(tx: Db, renamedId?: string): Promise<void> {
  await tx.execute(sql`SELECT refresh_category_search_text()`);
  if (renamedId) {
    await tx.execute(
      sql`SELECT refresh_product_search_text(ARRAY(SELECT product_id FROM product_categories WHERE category_id = ${renamedId}))`,
    );
  }
}

/** Adds a node under `parentId` (null: a new top-level group), placed last among its siblings. */
export async function createCategory(db: Db, actorId: string, input: CategoryCreate): Promise<AdminCategory> {
  checkKind(input.parentId, input.kind);
  return db.transaction(async (tx) => {
    if (input.parentId && !(await findCategory(tx, input.parentId))) {
      throw invalid('parentId', ADMIN_MESSAGES.unknownCategory);
    }
    if (input.slug) await checkSlugFree(tx, input.slug, null);
    const [last] = await rows<{ next: number }>(
      tx,
      sql`SELECT COALESCE(max(position) + 1, 0) AS next FROM categories WHERE parent_id IS NOT DISTINCT FROM ${input.parentId}`,
    );
    const [row] = await tx
      .insert(categories)
      .values({
        parentId: input.parentId,
        name: input.name,
        slug: input.slug ?? (await freeSlug(tx, 'categories', slugify(input.name) || 'category')),
        kind: input.kind,
        image: input.image,
        isHidden: input.hidden,
        position: last?.next ?? 0,
      })
      .returning({ id: categories.id });
    await refreshSearchText(tx);
    const after = (await findCategory(tx, row!.id))!;
    await recordAudit(tx, {
      actorId,
      action: 'category.create',
      entity: 'category',
      entityId: after.id,
      before: null,
      after,
    });
    return after;
  });
}

/** Renames a node or changes its slug, kind, image or visibility. */
export async function updateCategory(
  db: Db,
  actorId: string,
  id: string,
  input: CategoryUpdate,
): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const before = await findCategory(tx, id);
    if (!before) throw notFound('Category');
    if (input.kind) checkKind(before.parentId, input.kind);
    if (input.slug) await checkSlugFree(tx, input.slug, id);
    await tx
      .update(categories)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.slug !== undefined && { slug: input.slug }),
        ...(input.kind !== undefined && { kind: input.kind }),
        ...(input.image !== undefined && { image: input.image }),
        ...(input.hidden !== undefined && { isHidden: input.hidden }),
        updatedAt: new Date(),
      })
      .where(sql`${categories.id} = ${id}`);
    if (input.name !== undefined && input.name !== before.name) await refreshSearchText(tx, id);
    const after = (await findCategory(tx, id))!;
    await recordAudit(tx, { actorId, action: 'category.update', entity: 'category', entityId: id, before, after });
    return after;
  });
}

/** The node and everything under it. */
async function subtreeIds(tx: Db, id: string): Promise<Set<string>> {
  const found = await rows<{ id: string }>(
    tx,
    sql`WITH RECURSIVE sub AS (
          SELECT id FROM categories WHERE id = ${id}
          UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id
        ) SELECT id FROM sub`,
  );
  return new Set(found.map((r) => r.id));
}

/** Writes positions 0, 1, 2… in the order of `ids`. */
async function renumber(tx: Db, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.execute(sql`UPDATE categories SET position = ${position}, updated_at = now() WHERE id = ${id}`);
  }
}

const childrenOf = async (tx: Db, parentId: string | null, except?: string) =>
  (
    await rows<{ id: string }>(
      tx,
      sql`SELECT id FROM categories WHERE parent_id IS NOT DISTINCT FROM ${parentId}
          ${except ? sql`AND id <> ${except}` : sql``} ORDER BY position, name, id`,
    )
  ).map((r) => r.id);

/**
 * Moves a node (with everything under it) to a new parent, last or at `position`. Refused when
 * the new parent is the node itself or below it, which would cut the branch off the tree.
 */
export async function moveCategory(
  db: Db,
  actorId: string,
  id: string,
  to: { parentId: string; position?: number | undefined },
): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    // One move at a time: two crossing moves could otherwise each pass the cycle check.
    await tx.execute(sql`LOCK TABLE categories IN SHARE ROW EXCLUSIVE MODE`);
    const before = await findCategory(tx, id);
    if (!before) throw notFound('Category');
    if (before.parentId === null) throw invalid('parentId', ADMIN_MESSAGES.rootMove);
    if (!(await findCategory(tx, to.parentId))) throw invalid('parentId', ADMIN_MESSAGES.unknownCategory);
    if ((await subtreeIds(tx, id)).has(to.parentId)) throw invalid('parentId', ADMIN_MESSAGES.categoryCycle);

    await tx.execute(sql`UPDATE categories SET parent_id = ${to.parentId}, updated_at = now() WHERE id = ${id}`);
    const siblings = await childrenOf(tx, to.parentId, id);
    const at = Math.min(to.position ?? siblings.length, siblings.length);
    await renumber(tx, [...siblings.slice(0, at), id, ...siblings.slice(at)]);
    if (before.parentId !== to.parentId) await renumber(tx, await childrenOf(tx, before.parentId));
    await refreshSearchText(tx);
    const after = (await findCategory(tx, id))!;
    await recordAudit(tx, { actorId, action: 'category.move', entity: 'category', entityId: id, before, after });
    return after;
  });
}

/** Puts the children of `parentId` (null: the top level) in the given order; every child exactly once. */
export async function reorderCategories(
  db: Db,
  actorId: string,
  parentId: string | null,
  ids: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await childrenOf(tx, parentId);
    const same =
      ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw invalid('ids', ADMIN_MESSAGES.siblingsOrder);
    await renumber(tx, ids);
    await recordAudit(tx, {
      actorId,
      action: 'category.order',
      entity: 'category',
      entityId: parentId,
      before: current,
      after: ids,
    });
  });
}

/** Deletes a node with no sub-categories, products or collections (409 otherwise). */
export async function deleteCategory(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findCategory(tx, id);
    if (!before) throw notFound('Category');
    if (before.childCount > 0) throw new AppError('CONFLICT', ADMIN_MESSAGES.categoryHasChildren);
    const [used] = await rows<{ n: number }>(
      tx,
      sql`SELECT ((SELECT count(*) FROM product_categories WHERE category_id = ${id})
                + (SELECT count(*) FROM collections WHERE category_id = ${id}))::int AS n`,
    );
    if ((used?.n ?? 0) > 0) throw new AppError('CONFLICT', ADMIN_MESSAGES.categoryInUse);
    await tx.delete(categories).where(sql`${categories.id} = ${id}`);
    await renumber(tx, await childrenOf(tx, before.parentId));
    await recordAudit(tx, {
      actorId,
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before,
      after: null,
    });
  });
}
