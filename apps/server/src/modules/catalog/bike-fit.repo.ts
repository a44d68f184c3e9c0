import { sql, type SQL } from 'drizzle-orm';
import type { BikeFit } from './bike-fit';

/** A link (`pc`) whose years take in the bike's year (no years: every year). */
const inYears = (bike: BikeFit) =>
  sql`COALESCE(pc.year_from, ${bike.year}) <= ${bike.year} AND ${bike.year} <= COALESCE(pc.year_to, ${bike.year})`;

/**
 * The ids of the products one of whose links takes in the bike: its make (any model, any year) or
 * its model in the link's years. Read once per query from the category index alone (it includes
 * the years, migration 0017): one range per category, as an `OR` of the two would read the table.
 */
export function fittingProductIds(bike: BikeFit): SQL {
  const ofModel = sql`SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = ${bike.modelId} AND ${inYears(bike)}`;
  if (!bike.makeId) return ofModel;
  return sql`${ofModel} UNION ALL SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = ${bike.makeId}`;
}

/**
 * A bike part (`p`): linked to a make or model (`bike_specific`, kept from its links by a trigger)
 * and not universal. The 'Fits my bike' filter may hide it; everything else needs no bike. The
 * rule is written here once, for every list, count and search that asks it.
 */
export const isBikePart = sql`(p.bike_specific AND NOT p.universal)`;

/** A product (`p`) that needs no bike: universal, or not a bike part (a helmet, a jacket). */
export const needsNoBike = sql`(NOT ${isBikePart})`;

/**
 * One of the product's (`p`) links takes in the bike. Hashed: every link of the bike is read first
 * and hashed (fittingProductIds), some 0.3 µs a link, which a long walk or a gather pays back.
 * Probed (`probe`): the product's own links to the bike's model and make are looked up in the
 * links' category index, some 7 µs a product, cheaper for a walk that passes a few hundred
 * products; `OFFSET 0` keeps PostgreSQL from turning the look-up back into the hash.
 */
function takesInBike(bike: BikeFit, probe: boolean): SQL {
  if (!probe) return sql`p.id IN (${fittingProductIds(bike)})`;
  const categories = bike.makeId ? [bike.modelId, bike.makeId] : [bike.modelId];
  const ofMake = bike.makeId ? sql`pc.category_id = ${bike.makeId} OR ` : sql``;
  return sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id
    AND pc.category_id IN ${categories} AND (${ofMake}${inYears(bike)}) OFFSET 0)`;
}

/** A bike part (`p`: bike-specific, not universal) one of whose links takes in the bike (takesInBike). */
export function fittingBikePart(bike: BikeFit, probe = false): SQL {
  return sql`${isBikePart} AND ${takesInBike(bike, probe)}`;
}

/**
 * A product (`p`) passes when it needs no bike (`bike_specific` is kept from its links by a
 * trigger) or when one of its links takes in the bike (takesInBike).
 */
export function fitsBike(bike: BikeFit, probe = false): SQL {
  return sql`(${needsNoBike} OR ${takesInBike(bike, probe)})`;
}
