import { SEARCH_SUGGESTION_LIMIT } from '@store/contracts/constants';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { fitsBike, type BikeFit } from './bike-fit';
import { timestamptz } from '../../db/row-types';
import { escapeLike, termsCondition, termsScore } from './search-terms';
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

const hitColumns = (at: Date) => sql`p.id, p.name,
  ${sellingPrice(sql`p.id`, sql`p.price_paise`, at)} AS price_paise,
  ${dealEndsAt(sql`p.id`, sql`p.price_paise`, at)} AS deal_ends_at,
  (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS front_image`;
const visible = sql`NOT p.is_hidden AND p.variant_count > 0`;
/** Visible, and fitting the bike when one is given (docs/decisions/082). */
const shown = (bike: BikeFit | undefined) => (bike ? sql`${visible} AND ${fitsBike(bike)}` : visible);

/** Visible products whose name starts with exactly what was typed, most popular first: an index range scan. */
export function findProductsNamedLike(
  db: Db,
  typed: string,
  search: { limit: number; at: Date; bike?: BikeFit | undefined },
): Promise<ProductHit[]> {
  const { limit, at, bike } = search;
  return queryRows(
    db,
    productHitRow,
    sql`SELECT ${hitColumns(at)} FROM products p
        WHERE ${shown(bike)} AND lower(p.name) LIKE ${escapeLike(typed) + '%'}
        ORDER BY p.popularity DESC, p.id LIMIT ${limit}`,
  );
}

/** Visible products matching every word, typos allowed, best first; `skip` are already shown. */
export function findProductsMatching(
  db: Db,
  search: { terms: string[]; skip: string[]; limit: number; at: Date; bike?: BikeFit | undefined },
): Promise<ProductHit[]> {
  const { terms, skip, limit, at, bike } = search;
  const productText = sql`p.search_text`;
  const notShown = skip.length > 0 ? sql`AND p.id NOT IN ${skip}` : sql``;
  return queryRows(
    db,
    productHitRow,
    sql`SELECT ${hitColumns(at)} FROM products p
        WHERE ${shown(bike)} AND ${termsCondition(productText, terms)} ${notShown}
        ORDER BY ${termsScore(productText, terms)} DESC, p.popularity DESC, p.id
        LIMIT ${limit}`,
  );
}

/** Ids of visible categories whose path matches every word, best and shortest first (twice the suggestions). */
export async function findCategoriesMatching(db: Db, terms: string[]): Promise<string[]> {
  const categoryText = sql`c.search_text`;
  const found = await queryRows(
    db,
    z.object({ id: z.string() }),
    sql`SELECT c.id FROM categories c
        WHERE NOT c.is_hidden AND ${termsCondition(categoryText, terms)}
        ORDER BY ${termsScore(categoryText, terms)} DESC, length(c.search_text), c.id
        LIMIT ${SEARCH_SUGGESTION_LIMIT * 2}`,
  );
  return found.map((r) => r.id);
}
