import type { CatalogRefs, CategoryNode } from '../catalog/catalog-refs';

/** A model the garage offers, with the make it sits under. */
export interface OfferedModel {
  model: CategoryNode;
  make: CategoryNode;
}

/**
 * Every visible make under Shop by Bike with its visible models, in the tree's order, read from
 * the catalog's references (hidden categories are not in them). A make with no visible model is
 * left out: the picker would open it onto nothing to choose.
 */
export function listOfferedMakes(refs: CatalogRefs): Array<{ make: CategoryNode; models: CategoryNode[] }> {
  const makes: Array<{ make: CategoryNode; models: CategoryNode[] }> = [];
  const walk = (node: CategoryNode) => {
    if (node.kind === 'make') {
      const models = node.children.filter((child) => child.kind === 'model');
      if (models.length > 0) makes.push({ make: node, models });
      return;
    }
    node.children.forEach(walk);
  };
  refs.roots.forEach(walk);
  return makes;
}

/** The visible model `id` under its visible make, or null for anything else a shopper could send. */
export function findOfferedModel(refs: CatalogRefs, id: string): OfferedModel | null {
  const model = refs.categories.get(id);
  if (model?.kind !== 'model' || model.parentId === null) return null;
  const make = refs.categories.get(model.parentId);
  return make?.kind === 'make' ? { model, make } : null;
}
