import { sql, type SQL } from 'drizzle-orm';
import type { BikeFit } from './bike-fit';
import { fitsBike } from './bike-fit.repo';
import type { NamedBike } from './bike-words';
import type { SearchPlan } from './search-plan';
import { escapeLike, hasLongWord, termsCondition, termsScore } from './search-terms';

/*
 * The SQL of a search, shared by the header's suggestions and the product list so both find and
 * rank alike. Products are `p`.
 */

const productText = sql`p.search_text`;

/**
 * Fits one of the named models (through its make, or its model in the named year or any year)
 * or is universal. Not a bike part (a helmet) does not pass: the text asked for the bike's parts.
 * The links are read once for the whole query (an uncorrelated IN), not once per product.
 */
function fitsNamedBike(bike: NamedBike): SQL {
  const modelIds = bike.models.map((m) => m.id);
  const makeIds = [...new Set(bike.models.map((m) => m.makeId))];
  const y = bike.year;
  const inYear =
    y === null ? sql`` : sql`AND COALESCE(pc.year_from, ${y}) <= ${y} AND ${y} <= COALESCE(pc.year_to, ${y})`;
  // Two ranges of the links' category index (it holds the years), as fittingProductIds reads a
  // garage's bike: as an `OR` PostgreSQL read the links' table (3,347 links: 4.5 ms against 1).
  return sql`(p.universal OR p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id IN ${makeIds}
    UNION ALL SELECT pc.product_id FROM product_categories pc WHERE pc.category_id IN ${modelIds} ${inYear}))`;
}

/** A visible variant's SKU, dashes left out, holds the word: through the SKU trigram index, read once. */
function skuMatch(sku: string): SQL {
  return sql`p.id = ANY(ARRAY(SELECT v.product_id FROM product_variants v
    WHERE translate(lower(v.sku), '-.&', '') LIKE ${'%' + escapeLike(sku) + '%'} AND NOT v.is_hidden))`;
}

/**
 * What a search lets through besides being visible: its words, and what fits the bike the text
 * names or else the garage's bike (`?bike=&year=`, docs/decisions/082). The named bike wins: it
 * is what the shopper asks about now ('duke 390 pads' from a rider with a Classic in the garage,
 * shopping for a friend), while the garage's bike is only a standing default.
 */
export function searchConditions(plan: SearchPlan | undefined, garage: BikeFit | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (plan && plan.groups.length > 0) {
    const text = termsCondition(productText, plan.groups, plan.fuzzy);
    conditions.push(plan.sku ? sql`(${text} OR ${skuMatch(plan.sku)})` : text);
  }
  if (plan?.named) conditions.push(fitsNamedBike(plan.named));
  else if (garage) conditions.push(fitsBike(garage));
  return conditions;
}

/** Only the bike and garage conditions: for products already matched by name. */
export function bikeConditions(plan: SearchPlan, garage: BikeFit | undefined): SQL[] {
  return searchConditions({ ...plan, groups: [] }, garage);
}

/**
 * Best first: names starting with what was typed; a SKU holding the typed word; better text
 * matches (rounded, so near-equal ones count as equal and a weak trigram match such as 'chain' in
 * 'charger' stays below a whole word; not computed for names already first); among equal ones,
 * with a named bike, the parts made for it before universal ones; then in stock before sold out,
 * and the most popular. `byName`: the rows are all names starting with what was typed.
 */
export function relevanceOrder(plan: SearchPlan, byName = false): SQL {
  const keys: SQL[] = [];
  const startsName = sql`(lower(p.name) LIKE ${escapeLike(plan.typed) + '%'})`;
  if (!byName) keys.push(sql`${startsName} DESC`);
  if (plan.sku) keys.push(sql`${skuMatch(plan.sku)} DESC`);
  if (!byName && hasLongWord(plan.groups)) {
    keys.push(
      sql`round(CASE WHEN ${startsName} THEN 0 ELSE ${termsScore(productText, plan.groups, plan.fuzzy)} END::numeric, 1) DESC`,
    );
  }
  if (plan.named) keys.push(sql`p.universal`);
  keys.push(sql`(p.stock > 0) DESC, p.popularity DESC, p.id`);
  return sql.join(keys, sql`, `);
}
