import { FITMENT_KINDS, type CategoryKind } from '@store/contracts/admin';
import type { Db } from '../../db/client';
import { listCategoryTreeRows } from './categories.repo';

/** A node of the category tree as the back office sees it, hidden ones included. */
export interface CategoryInfo {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
  kind: CategoryKind;
  image: string | null;
  position: number;
  hidden: boolean;
  depth: number;
  /** Names from the top down, joined with " › ". */
  path: string;
  productCount: number;
  childCount: number;
}

/** Makes and models are a product's suitable bikes (FITMENT_KINDS; in the database, is_fitment_kind). */
export const isFitmentKind = (kind: CategoryKind) => FITMENT_KINDS.includes(kind);

/** The whole tree, flat: parents before children, siblings in their order. */
export async function listCategoryTree(db: Db): Promise<CategoryInfo[]> {
  const found = await listCategoryTreeRows(db);
  return found.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    name: r.name,
    slug: r.slug,
    kind: r.kind,
    image: r.image,
    position: r.position,
    hidden: r.is_hidden,
    depth: r.depth,
    path: r.path,
    productCount: r.product_count,
    childCount: r.child_count,
  }));
}

/** The tree by id, for checking and naming the categories a product links to. */
export async function loadCategoryIndex(db: Db): Promise<Map<string, CategoryInfo>> {
  return new Map((await listCategoryTree(db)).map((c) => [c.id, c]));
}
