import { sql, type SQL } from 'drizzle-orm';
import { isFitment, type CatalogRefs } from './catalog-refs';

/**
 * The 'Fits my bike' filter (docs/decisions/082): a model, its make and a model year, with every
 * make and model node of the tree, which tell a bike part from what is not one.
 */
export interface BikeFit {
  modelId: string;
  /** Null when the model is not a visible model of the tree: then only what needs no bike passes. */
  makeId: string | null;
  year: number;
  fitmentIds: string[];
}

/** The filter for `?bike=&year=`, read from the tree in memory; undefined without them. */
export function bikeFitOf(refs: CatalogRefs, bike: string | undefined, year: number | undefined): BikeFit | undefined {
  if (bike === undefined || year === undefined) return undefined;
  const model = refs.categories.get(bike);
  const fitmentIds = [...refs.categories.values()].filter(isFitment).map((node) => node.id);
  const isModel = model?.kind === 'model';
  return { modelId: bike, makeId: isModel ? model.parentId : null, year, fitmentIds };
}

/**
 * A product (`p`) passes when it is universal, when it has no fitment link at all (not a bike
 * part: a helmet, a jacket), or when one of its links takes in the bike: its make (any model, any
 * year) or its model in the link's years.
 */
export function fitsBike(bike: BikeFit): SQL {
  const takesInBike = sql`(pc.category_id = ${bike.modelId}
        AND COALESCE(pc.year_from, ${bike.year}) <= ${bike.year} AND ${bike.year} <= COALESCE(pc.year_to, ${bike.year}))`;
  const linkFits = bike.makeId ? sql`(pc.category_id = ${bike.makeId} OR ${takesInBike})` : takesInBike;
  const notABikePart =
    bike.fitmentIds.length > 0
      ? sql`NOT EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN ${bike.fitmentIds})`
      : sql`TRUE`;
  return sql`(p.universal OR ${notABikePart}
    OR EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND ${linkFits}))`;
}
