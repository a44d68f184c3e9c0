import { sql, type SQL } from 'drizzle-orm';
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

/**
 * The ids of the products one of whose links takes in the bike: its make (any model, any year) or
 * its model in the link's years. Read once per query from the category index alone (it includes
 * the years, migration 0017): one range per category, as an `OR` of the two would read the table.
 */
export function fittingProductIds(bike: BikeFit): SQL {
  const inYears = sql`COALESCE(pc.year_from, ${bike.year}) <= ${bike.year} AND ${bike.year} <= COALESCE(pc.year_to, ${bike.year})`;
  const ofModel = sql`SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = ${bike.modelId} AND ${inYears}`;
  if (!bike.makeId) return ofModel;
  return sql`${ofModel} UNION ALL SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = ${bike.makeId}`;
}

/**
 * A product (`p`) passes when it is not bike-specific (universal, or not a bike part: a helmet, a
 * jacket; `bike_specific` is kept from its links by a trigger) or when one of its links takes in
 * the bike.
 */
export function fitsBike(bike: BikeFit): SQL {
  return sql`(p.universal OR NOT p.bike_specific OR p.id IN (${fittingProductIds(bike)}))`;
}
