import { FITMENT_KINDS } from '@store/contracts/admin';
import type { Db } from '../../db/client';
import { PART_KEY_BUDGET } from './fitting-parts';
import { MARK_BUDGET } from './list-marks';
import { countVisibleProducts, listVisibleBrands, listVisibleCategoryRefs } from './catalog-refs.repo';

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
  /** How many of those products each brand has (brands with none are absent). */
  brandCounts: ReadonlyMap<string, BrandCount>;
  /** Names from the root down, for breadcrumbs and search labels. */
  trail: Array<{ _id: string; name: string }>;
}

/** A brand's visible products in a scope, and how many are bike parts, which 'Fits my bike' may hide. */
export interface BrandCount {
  products: number;
  bikeParts: number;
}

const brandCounts = (counts: Record<string, [number, number]>): ReadonlyMap<string, BrandCount> =>
  new Map(Object.entries(counts).map(([id, [products, bikeParts]]) => [id, { products, bikeParts }]));

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
  /** How many visible products each brand has (brands with none are absent). */
  brandCounts: ReadonlyMap<string, BrandCount>;
  /**
   * Counts worked out from the database since these refs were loaded, by key (the bike parts of a
   * list that fit a bike, per brand): they change only with the catalog, so they live and are
   * dropped with the refs. Bounded by `rememberWithRefs`.
   */
  remembered: Map<string, Promise<unknown>>;
  /** How many more list marks (list-marks.ts) all lists together may learn while these refs last. */
  markBudget: { left: number };
  /** How many more bike parts' sort keys (fitting-parts.ts) all lists may hold while these refs last. */
  partKeyBudget: { left: number };
}

const MAX_REMEMBERED = 4096;

/**
 * `load()`'s answer, kept with the refs under `key` until they are reloaded (after any catalog
 * change on this server, and at most their TTL old on another). A failed load is not kept.
 */
export function rememberWithRefs<T>(refs: CatalogRefs, key: string, load: () => Promise<T>): Promise<T> {
  const known = refs.remembered.get(key) as Promise<T> | undefined;
  if (known) return known;
  if (refs.remembered.size >= MAX_REMEMBERED) refs.remembered.clear();
  const loading = load();
  refs.remembered.set(key, loading);
  loading.catch(() => {
    if (refs.remembered.get(key) === loading) refs.remembered.delete(key);
  });
  return loading;
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

/**
 * Fitment nodes (makes and models under Shop by Bike, FITMENT_KINDS) are "suitable bikes", not
 * what a product is; the database's is_fitment_kind is the same rule (db/sql-rules.test.ts).
 */
export const isFitment = (node: CategoryNode) => (FITMENT_KINDS as readonly string[]).includes(node.kind);

/**
 * Where a product sits, for its breadcrumb (docs/decisions/077): the trail from the root to the
 * first of its categories (in the order staff linked them, as the card's `category` lists them)
 * that none of its other categories lies below, so a product in both 'Helmets' and 'Full Face'
 * sits in 'Helmets › Full Face'. Bikes are not where a product sits; hidden categories are not in
 * `refs`. Empty for a product in no visible category. Read from memory: no query.
 */
export function productTrail(refs: CatalogRefs, categoryIds: readonly string[]): CategoryNode['trail'] {
  const nodes = categoryIds.flatMap((id) => refs.categories.get(id) ?? []).filter((node) => !isFitment(node));
  const isAbove = (node: CategoryNode, other: CategoryNode) =>
    other !== node && other.trail.some((step) => step._id === node.id);
  const narrowest = nodes.find((node) => !nodes.some((other) => isAbove(node, other)));
  return narrowest?.trail ?? [];
}

async function loadRefs(db: Db): Promise<CatalogRefs> {
  const [categoryRows, brandRows, visible] = await Promise.all([
    listVisibleCategoryRefs(db),
    listVisibleBrands(db),
    countVisibleProducts(db),
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
      brandCounts: brandCounts(r.brand_counts),
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
    productCount: visible.n,
    brandCounts: brandCounts(visible.brand_counts),
    remembered: new Map(),
    markBudget: { left: MARK_BUDGET },
    partKeyBudget: { left: PART_KEY_BUDGET },
  };
}

export interface CatalogRefsCache {
  get(): Promise<CatalogRefs>;
  /** Call after any change to categories, brands or product links. */
  invalidate(): void;
  /**
   * Forgets what the refs remember (`rememberWithRefs`) under the keys `match` names, in the refs
   * held and in those loading: what a change of prices or ratings leaves out of date, where the
   * tree and its counts are not. `release` is handed each forgotten value once it is loaded, to
   * give back what it was charged against the refs' budgets.
   */
  forget(match: (key: string) => boolean, release: (refs: CatalogRefs, value: unknown) => void): void;
}

/**
 * Keeps the tree and brands in memory for `ttlMs`. A change made on this server shows at once
 * (invalidate: the next call waits for the new refs); one made on another server shows within
 * the TTL. Refs past their TTL are still answered while new ones load in the background, so no
 * request waits for the reload (the tree's counts take a query that grows with the catalog); refs
 * four TTLs old (reloads failing) are not answered any more: the next call waits for new ones.
 */
export function createCatalogRefsCache(db: Db, ttlMs = 30_000): CatalogRefsCache {
  let current: { refs: Promise<CatalogRefs>; loadedAt: number; ready: boolean } | undefined;
  /** The background reload under way, if any; invalidate forgets it, so a hung one blocks nothing. */
  let refreshing: object | undefined;
  /** Bumped by invalidate, so a reload begun before a change is not kept after it. */
  let generation = 0;

  const load = () => {
    const entry = { refs: loadRefs(db), loadedAt: Date.now(), ready: false };
    entry.refs.then(
      () => (entry.ready = true),
      // A failed load must not be cached: the next call tries again.
      () => {
        if (current === entry) current = undefined;
      },
    );
    return entry;
  };

  const refreshInBackground = () => {
    if (refreshing) return;
    const token = {};
    refreshing = token;
    const started = generation;
    const entry = load();
    entry.refs
      .then(
        () => {
          if (generation === started) current = entry;
        },
        // The refs held are kept; the next call past the TTL tries again.
        () => undefined,
      )
      .finally(() => {
        if (refreshing === token) refreshing = undefined;
      });
  };

  return {
    get() {
      const age = current ? Date.now() - current.loadedAt : 0;
      if (!current || (current.ready && age > 4 * ttlMs)) current = load();
      else if (current.ready && age > ttlMs) refreshInBackground();
      return current.refs;
    },
    invalidate() {
      generation += 1;
      refreshing = undefined;
      current = undefined;
    },
    forget(match, release) {
      const forgetIn = (refs: CatalogRefs) => {
        for (const [key, value] of refs.remembered) {
          if (!match(key)) continue;
          refs.remembered.delete(key);
          value.then(
            (loaded) => release(refs, loaded),
            () => undefined,
          );
        }
      };
      current?.refs.then(forgetIn, () => undefined);
    },
  };
}
