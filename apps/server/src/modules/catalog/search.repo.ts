import { SEARCH_SUGGESTION_LIMIT } from '@store/contracts/constants';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import type { BikeFit } from './bike-fit';
import { timestamptz } from '../../db/row-types';
import { bikeConditions, relevanceOrder, searchConditions } from './search-match.repo';
import type { SearchPlan } from './search-plan';
import { escapeLike, termsCondition, termsScore, type TermGroup } from './search-terms';
import { dealEndsAt, sellingPrice } from './selling-price.repo';

const productHitRow = z.object({
  id: z.string(),
  name: z.string(),
  /** The selling price at the search's time, a running flash deal included. */
  price_paise: z.number().int(),
  deal_ends_at: timestamptz.nullable(),
  front_image: z.string().nullable(),
});
export type ProductHit = z.output<typeof productHitRow>;

/** One search for products: how the text reads, the garage's bike if any, how many, priced when. */
export interface ProductSearch {
  plan: SearchPlan;
  garage?: BikeFit | undefined;
  limit: number;
  at: Date;
}

const hitColumns = (at: Date) => sql`p.id, p.name,
  ${sellingPrice(sql`p.id`, sql`p.price_paise`, at)} AS price_paise,
  ${dealEndsAt(sql`p.id`, sql`p.price_paise`, at)} AS deal_ends_at,
  p.gallery[1] AS front_image`;
const visible = sql`NOT p.is_hidden AND p.variant_count > 0`;
const allOf = (conditions: SQL[]) => sql.join([visible, ...conditions], sql` AND `);

/** Visible products whose name starts with exactly what was typed, best first: an index range scan. */
export function findProductsNamedLike(db: Db, search: ProductSearch): Promise<ProductHit[]> {
  const { plan, garage, limit, at } = search;
  return queryRows(
    db,
    productHitRow,
    sql`SELECT ${hitColumns(at)} FROM products p
        WHERE ${allOf(bikeConditions(plan, garage))} AND lower(p.name) LIKE ${escapeLike(plan.typed) + '%'}
        ORDER BY ${relevanceOrder(plan, true)} LIMIT ${limit}`,
  );
}

/** Visible products matching every word (typos and synonyms allowed) and the bike, best first; `skip` are already shown. */
export function findProductsMatching(db: Db, search: ProductSearch & { skip: string[] }): Promise<ProductHit[]> {
  const { plan, garage, skip, limit, at } = search;
  const notShown = skip.length > 0 ? [sql`p.id NOT IN ${skip}`] : [];
  return queryRows(
    db,
    productHitRow,
    sql`SELECT ${hitColumns(at)} FROM products p
        WHERE ${allOf([...searchConditions(plan, garage), ...notShown])}
        ORDER BY ${relevanceOrder(plan)} LIMIT ${limit}`,
  );
}

/**
 * Whether any visible product holds the words as typed, whatever bike it fits: when one does, a
 * search that found nothing for a bike found nothing because nothing fits, and reading the words
 * with typos would only offer near misses of what was typed right (decision 088).
 */
export async function wordsFoundAsTyped(db: Db, plan: SearchPlan): Promise<boolean> {
  const [row] = await queryRows(
    db,
    z.object({ found: z.boolean() }),
    sql`SELECT EXISTS (SELECT 1 FROM products p
          WHERE ${allOf(searchConditions({ ...plan, named: null, fuzzy: false }, undefined))}) AS found`,
  );
  return row?.found ?? false;
}

/** Ids of visible categories whose path matches every group, best and shortest first (twice the suggestions). */
export async function findCategoriesMatching(db: Db, groups: TermGroup[]): Promise<string[]> {
  if (groups.length === 0) return [];
  // An expression, not the column: PostgreSQL then plans the dozens of LIKE and trigram tests
  // without running each against the column's sampled values, and without weighing the trigram
  // index, which a table of a few hundred rows never needs. Planning took 2 to 4 ms of every
  // search that missed the cache; the scan itself, 0.3 ms.
  const categoryText = sql`(c.search_text || '')`;
  const found = await queryRows(
    db,
    z.object({ id: z.string() }),
    sql`SELECT c.id FROM categories c
        WHERE NOT c.is_hidden AND ${termsCondition(categoryText, groups)}
        ORDER BY ${termsScore(categoryText, groups)} DESC, length(c.search_text), c.id
        LIMIT ${SEARCH_SUGGESTION_LIMIT * 2}`,
  );
  return found.map((r) => r.id);
}
