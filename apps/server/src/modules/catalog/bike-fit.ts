import type { CatalogRefs } from './catalog-refs';

/** The 'Fits my bike' filter (docs/decisions/082): a model, its make and a model year. */
export interface BikeFit {
  modelId: string;
  /** Null when the model is not a visible model of the tree: then only its own links (and what needs no bike) pass. */
  makeId: string | null;
  year: number;
}

/** The filter for `?bike=&year=`, read from the tree in memory; undefined without them. */
export function bikeFitOf(refs: CatalogRefs, bike: string | undefined, year: number | undefined): BikeFit | undefined {
  if (bike === undefined || year === undefined) return undefined;
  const model = refs.categories.get(bike);
  return { modelId: bike, makeId: model?.kind === 'model' ? model.parentId : null, year };
}
