import type { Category, Collection, ShopGroup } from '@store/contracts/catalog';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { CatalogRefs, CategoryNode } from './catalog-refs';
import { listVisibleCollections } from './collections.repo';

const toCategory = (node: CategoryNode): Category => ({
  _id: node.id,
  name: node.name,
  slug: node.slug,
  kind: node.kind,
  image: node.image,
  product_count: node.productCount,
  has_children: node.children.some((c) => c.productCount > 0),
});

const withProducts = (nodes: CategoryNode[]) => nodes.filter((n) => n.productCount > 0);

function getNode(refs: CatalogRefs, id: string): CategoryNode {
  const node = refs.categories.get(id);
  if (!node) throw notFound('Category');
  return node;
}

/** The Shop page's top level: the roots that have something to sell. */
export function listRootCategories(refs: CatalogRefs) {
  return { data: withProducts(refs.roots).map(toCategory), trail: [] };
}

/** One drill-down level: a category's children, with the breadcrumb trail to it. */
export function listChildCategories(refs: CatalogRefs, id: string | undefined) {
  if (!id) return listRootCategories(refs);
  const node = getNode(refs, id);
  return { data: withProducts(node.children).map(toCategory), trail: node.trail };
}

/** The sub-group menu: a category's children as groups, each with its own children as items. */
export function listShopGroups(refs: CatalogRefs, id: string): { data: ShopGroup[]; trail: CategoryNode['trail'] } {
  const node = getNode(refs, id);
  const data = withProducts(node.children).map((group) => ({
    _id: group.id,
    name: group.name,
    product_count: group.productCount,
    items: withProducts(group.children).map((item) => ({
      _id: item.id,
      name: item.name,
      product_count: item.productCount,
    })),
  }));
  return { data, trail: node.trail };
}

/** The Collections page's cards; a card whose category is hidden or empty is left out. */
export async function listCollections(db: Db, refs: CatalogRefs): Promise<Collection[]> {
  const list = await listVisibleCollections(db);
  return list
    .filter((c) => (refs.categories.get(c.categoryId)?.productCount ?? 0) > 0)
    .map((c) => ({ _id: c.id, collection: c.name, image: c.image, category_id: c.categoryId }));
}
