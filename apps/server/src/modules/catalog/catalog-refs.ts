import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';

export interface CategoryNode {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
  kind: string;
  image: string | null;
  position: number;
  children: CategoryNode[];
  /** Visible products in this node's whole subtree, each counted once. */
  productCount: number;
  /** Names from the root down, for breadcrumbs and search labels. */
  trail: Array<{ _id: string; name: string }>;
}

export interface BrandRef {
  id: string;
  name: string;
  slug: string;
  image: string;
}

/** The small, slow-changing part of the catalog that nearly every call needs: the tree and the brands. */
export interface CatalogRefs {
  roots: CategoryNode[];
  categories: Map<string, CategoryNode>;
  brands: BrandRef[];
  brandsById: Map<string, BrandRef>;
  brandsByName: Map<string, BrandRef>;
  /** Every visible product. */
  productCount: number;
}

/** A node and all its visible descendants. */
export function subtreeIds(node: CategoryNode): string[] {
  const ids: string[] = [];
  const walk = (n: CategoryNode) => {
    ids.push(n.id);
    n.children.forEach(walk);
  };
  walk(node);
  return ids;
}

/** Fitment nodes (makes and models under Shop by Bike) are "suitable bikes", not what a product is. */
export const isFitment = (node: CategoryNode) => node.kind === 'make' || node.kind === 'model';

interface CategoryRow {
  id: string;
  parent_id: string | null;
  name: string;
  slug: string;
  kind: string;
  image: string | null;
  position: number;
  product_count: number;
}

async function loadRefs(db: Db): Promise<CatalogRefs> {
  const [categoryRows, brandRows, [total]] = await Promise.all([
    rows<CategoryRow>(
      db,
      sql`
      WITH RECURSIVE visible AS (
        SELECT id FROM categories WHERE parent_id IS NULL AND NOT is_hidden
        UNION ALL
        SELECT c.id FROM categories c JOIN visible v ON c.parent_id = v.id WHERE NOT c.is_hidden
      ), closure AS (
        SELECT id AS ancestor, id AS descendant FROM visible
        UNION ALL
        SELECT cl.ancestor, c.id FROM closure cl JOIN categories c ON c.parent_id = cl.descendant
        WHERE NOT c.is_hidden
      ), counts AS (
        SELECT cl.ancestor AS id, count(DISTINCT pc.product_id)::int AS n
        FROM closure cl
        JOIN product_categories pc ON pc.category_id = cl.descendant
        JOIN products p ON p.id = pc.product_id AND NOT p.is_hidden AND p.variant_count > 0
        GROUP BY cl.ancestor
      )
      SELECT c.id, c.parent_id, c.name, c.slug, c.kind, c.image, c.position, COALESCE(counts.n, 0) AS product_count
      FROM categories c JOIN visible v ON v.id = c.id LEFT JOIN counts ON counts.id = c.id
      ORDER BY c.position, c.name`,
    ),
    rows<BrandRef>(db, sql`SELECT id, name, slug, image FROM brands WHERE NOT is_hidden ORDER BY position, name`),
    rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM products WHERE NOT is_hidden AND variant_count > 0`),
  ]);

  const categories = new Map<string, CategoryNode>();
  for (const r of categoryRows) {
    categories.set(r.id, {
      id: r.id,
      parentId: r.parent_id,
      name: r.name,
      slug: r.slug,
      kind: r.kind,
      image: r.image,
      position: r.position,
      children: [],
      productCount: r.product_count,
      trail: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of categories.values()) {
    const parent = node.parentId ? categories.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const setTrail = (node: CategoryNode, above: CategoryNode['trail']) => {
    node.trail = [...above, { _id: node.id, name: node.name }];
    node.children.forEach((c) => setTrail(c, node.trail));
  };
  roots.forEach((r) => setTrail(r, []));

  return {
    roots,
    categories,
    brands: brandRows,
    brandsById: new Map(brandRows.map((b) => [b.id, b])),
    brandsByName: new Map(brandRows.map((b) => [b.name.toLowerCase(), b])),
    productCount: total?.n ?? 0,
  };
}

export interface CatalogRefsCache {
  get(): Promise<CatalogRefs>;
  /** Call after any change to categories, brands or product links. */
  invalidate(): void;
}

/**
 * Keeps the tree and brands in memory for `ttlMs`. A change made on this server shows at once
 * (invalidate); one made on another server shows within the TTL.
 */
export function createCatalogRefsCache(db: Db, ttlMs = 30_000): CatalogRefsCache {
  let current: { refs: Promise<CatalogRefs>; loadedAt: number } | undefined;
  return {
    get() {
      const now = Date.now();
      if (!current || now - current.loadedAt > ttlMs) {
        const refs = loadRefs(db);
        const entry = { refs, loadedAt: now };
        current = entry;
        // A failed load must not be cached: the next call tries again.
        refs.catch(() => {
          if (current === entry) current = undefined;
        });
      }
      return current.refs;
    },
    invalidate() {
      current = undefined;
    },
  };
}
