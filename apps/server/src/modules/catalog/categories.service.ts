import {
  ADMIN_MESSAGES,
  fitmentYearsProblem,
  modelYearsProblem,
  type AdminCategory,
  type CategoryCreate,
  type CategoryKind,
  type CategoryUpdate,
} from '@store/contracts/admin';
import type { FieldError } from '@store/contracts/envelope';
import type { Db } from '../../db/client';
import { slugify } from '../../db/seed/catalog/slug';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.repo';
import {
  categorySlugTaken,
  countCategoryUses,
  deleteCategory as deleteCategoryRow,
  findModelYears,
  insertCategory,
  listFitmentLinkYears,
  listChildIds,
  listSubtreeIds,
  lockCategoryTree,
  nextCategoryPosition,
  refreshCategorySearchText,
  setCategoryPositions,
  updateCategory as updateCategoryRow,
} from './categories.repo';
import { listCategoryTree } from './category-index';
import { freeSlug } from './slugs.repo';

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', message, [{ path, message }] satisfies FieldError[]);

/** The whole tree as the back office lists it: every node, a model with its years. */
export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  // One after the other: inside a transaction these share one connection.
  const tree = await listCategoryTree(db);
  const years = await findModelYears(db);
  return tree.map((c) => ({ ...c, ...(years.get(c.id) ?? { yearFrom: null, yearTo: null }) }));
}

async function findCategory(db: Db, id: string): Promise<AdminCategory | null> {
  return (await listAdminCategories(db)).find((c) => c.id === id) ?? null;
}

/** Top-level nodes are the shop's groups and are of kind root; nothing below is. */
function checkKind(parentId: string | null, kind: CategoryKind): void {
  if ((parentId === null) !== (kind === 'root')) throw invalid('kind', ADMIN_MESSAGES.rootKind);
}

async function checkSlugFree(tx: Db, slug: string, id: string | null): Promise<void> {
  if (await categorySlugTaken(tx, slug, id))
    throw new AppError('CONFLICT', ADMIN_MESSAGES.slugTaken, [{ path: 'slug', message: ADMIN_MESSAGES.slugTaken }]);
}

/** Adds a node under `parentId` (null: a new top-level group), placed last among its siblings. */
export async function createCategory(db: Db, actorId: string, input: CategoryCreate): Promise<AdminCategory> {
  checkKind(input.parentId, input.kind);
  return db.transaction(async (tx) => {
    if (input.parentId && !(await findCategory(tx, input.parentId))) {
      throw invalid('parentId', ADMIN_MESSAGES.unknownCategory);
    }
    if (input.slug) await checkSlugFree(tx, input.slug, null);
    const id = await insertCategory(tx, {
      parentId: input.parentId,
      name: input.name,
      slug: input.slug ?? (await freeSlug(tx, 'categories', slugify(input.name) || 'category')),
      kind: input.kind,
      image: input.image,
      isHidden: input.hidden,
      position: await nextCategoryPosition(tx, input.parentId),
      yearFrom: input.yearFrom,
      yearTo: input.yearTo,
    });
    await refreshCategorySearchText(tx);
    const after = (await findCategory(tx, id))!;
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

/**
 * A model's years (or a change of kind) must leave every product link to it valid: refused with
 * how many products would need their suitable bikes changed first (docs/decisions/083).
 */
async function checkYearsChange(tx: Db, before: AdminCategory, input: CategoryUpdate): Promise<void> {
  const after = {
    kind: input.kind ?? before.kind,
    name: before.name,
    yearFrom: input.yearFrom !== undefined ? input.yearFrom : before.yearFrom,
    yearTo: input.yearTo !== undefined ? input.yearTo : before.yearTo,
  };
  const own = modelYearsProblem(after.kind, after);
  if (own) throw invalid(own.path, own.message);
  const kindChanged = after.kind !== before.kind;
  if (!kindChanged && after.yearFrom === before.yearFrom && after.yearTo === before.yearTo) return;
  const broken = (await listFitmentLinkYears(tx, before.id)).filter((link) => fitmentYearsProblem(link, after));
  if (broken.length > 0)
    throw invalid(kindChanged ? 'kind' : 'yearFrom', ADMIN_MESSAGES.modelYearsInUse(broken.length));
}

/** Renames a node or changes its slug, kind, image, visibility or a model's years. */
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
    await checkYearsChange(tx, before, input);
    if (input.slug) await checkSlugFree(tx, input.slug, id);
    await updateCategoryRow(tx, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.slug !== undefined && { slug: input.slug }),
      ...(input.kind !== undefined && { kind: input.kind }),
      ...(input.image !== undefined && { image: input.image }),
      ...(input.hidden !== undefined && { isHidden: input.hidden }),
      ...(input.yearFrom !== undefined && { yearFrom: input.yearFrom }),
      ...(input.yearTo !== undefined && { yearTo: input.yearTo }),
    });
    if (input.name !== undefined && input.name !== before.name) await refreshCategorySearchText(tx, id);
    const after = (await findCategory(tx, id))!;
    await recordAudit(tx, { actorId, action: 'category.update', entity: 'category', entityId: id, before, after });
    return after;
  });
}

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
    await lockCategoryTree(tx);
    const before = await findCategory(tx, id);
    if (!before) throw notFound('Category');
    if (before.parentId === null) throw invalid('parentId', ADMIN_MESSAGES.rootMove);
    if (!(await findCategory(tx, to.parentId))) throw invalid('parentId', ADMIN_MESSAGES.unknownCategory);
    if ((await listSubtreeIds(tx, id)).has(to.parentId)) throw invalid('parentId', ADMIN_MESSAGES.categoryCycle);

    await updateCategoryRow(tx, id, { parentId: to.parentId });
    const siblings = await listChildIds(tx, to.parentId, id);
    const at = Math.min(to.position ?? siblings.length, siblings.length);
    await setCategoryPositions(tx, [...siblings.slice(0, at), id, ...siblings.slice(at)]);
    if (before.parentId !== to.parentId) await setCategoryPositions(tx, await listChildIds(tx, before.parentId));
    await refreshCategorySearchText(tx);
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
    const current = await listChildIds(tx, parentId);
    const same =
      ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw invalid('ids', ADMIN_MESSAGES.siblingsOrder);
    await setCategoryPositions(tx, ids);
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
    if ((await countCategoryUses(tx, id)) > 0) throw new AppError('CONFLICT', ADMIN_MESSAGES.categoryInUse);
    await deleteCategoryRow(tx, id);
    await setCategoryPositions(tx, await listChildIds(tx, before.parentId));
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
