import { FITMENT_KINDS, type CategoryKind } from '@store/contracts/admin';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../../db/client';

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

export const PATH_SEPARATOR = ' › ';

/** Makes and models are a product's suitable bikes. */
export const isFitmentKind = (kind: CategoryKind) => FITMENT_KINDS.includes(kind);

/** The whole tree, flat: parents before children, siblings in their order. */
export async function listCategoryTree(db: Db): Promise<CategoryInfo[]> {
  const found = await rows<{
    id: string;
    parent_id: string | null;
    name: string;
    slug: string;
    kind: CategoryKind;
    image: string | null;
    position: number;
    is_hidden: boolean;
    depth: number;
    path: string;
    product_count: number;
    child_count: number;
  }>(
    db,
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
