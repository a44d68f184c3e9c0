import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { preparedRows, type Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { cardRow } from './product-cards.repo';
import { dealEndsAtWithDeal, joinRunningDeal, sellingPriceWithDeal } from './selling-price.repo';

/**
 * A product page's row: the card's columns (as `cardColumns` reads them, but with the running deal
 * joined once), and the rest of the page as the JSON
 * text the answer sends, written by PostgreSQL. The card is built in one place for every answer
 * (`toCard`); the rest only ever goes into this answer, so it is not parsed into objects here to
 * be serialised again (docs/decisions/069).
 */
const productDetailRow = cardRow.extend({
  /** The gallery's image URLs in their order, as a JSON array; null when there is none. */
  images_json: z.string().nullable(),
  /** The description as a JSON string. */
  description_json: z.string(),
  /** The feature lines as a JSON array. */
  features_json: z.string(),
  /** What the variants are a choice of ('Size', 'Length'…): a few characters, serialised by the service. */
  option_name: z.string(),
  /**
   * The visible variants in their order (position, then name), as the answer lists them: a JSON
   * array of `{ _id, name, sku, price, discount_price, quantity }`, each priced at the time asked
   * for, a running flash deal included.
   */
  variants_json: z.string(),
  /** When the deal that lowers a visible variant's price ends; null when it lowers none. */
  variants_deal_ends_at: timestamptz.nullable(),
});
export type ProductDetailRow = z.output<typeof productDetailRow>;

/**
 * Built and rendered once: one text for every batch (the ids go as one array), so PostgreSQL also
 * plans it once per connection.
 */
const productDetails = sql`SELECT p.id, p.name, p.slug, p.mrp_paise,
          ${sellingPriceWithDeal(sql`p.price_paise`)} AS price_paise,
          ${dealEndsAtWithDeal(sql`p.price_paise`)} AS deal_ends_at,
          p.stock, p.rating, p.review_count, p.default_variant_id, p.variant_count,
          b.id AS brand_id, b.name AS brand_name,
          p.gallery[1] AS front_image,
          CASE WHEN cardinality(p.gallery) > 0 THEN to_json(p.gallery)::text END AS images_json,
          to_json(p.category_ids) AS category_ids, p.universal, p.fit_years,
          to_json(p.description)::text AS description_json,
          to_json(ARRAY(SELECT line FROM jsonb_array_elements_text(p.features) WITH ORDINALITY AS f(line, n)
                        ORDER BY f.n))::text AS features_json,
          p.option_name,
          -- The variants at their own prices as the product keeps them, written again at the
          -- deal's price only while one runs (a few products at a time).
          CASE WHEN deal.product_id IS NULL THEN p.variants_json
               ELSE product_variants_json(p.id, deal.deal_price_paise) END AS variants_json,
          CASE WHEN deal.product_id IS NOT NULL THEN
            (SELECT min(${dealEndsAtWithDeal(sql`v.price_paise`)}) FROM product_variants v
             WHERE v.product_id = p.id AND NOT v.is_hidden) END AS variants_deal_ends_at
        FROM products p JOIN brands b ON b.id = p.brand_id
          ${joinRunningDeal(sql`p.id`, sql`${sql.placeholder('at')}`)}
        WHERE NOT p.is_hidden AND p.variant_count > 0 AND p.id = ANY(${sql.placeholder('ids')}::uuid[])`;

/**
 * The visible ones of these products with everything their page shows, priced at `at`, in no
 * particular order; hidden and unknown ids are left out. One query however many ids, so that a
 * page that is not cached costs one round trip to the database, and concurrent ones can share it
 * (productDetailLoader): on a busy machine each round trip costs more than building the answer.
 * The pictures, the links, their model years and the variants' JSON are read from the product's
 * row, where triggers keep them (migration 0018), not looked up in their tables. The category ids come as JSON, which node-postgres parses natively, rather than as a PostgreSQL
 * array, which it parses character by character in JavaScript; the page's other parts come as the
 * answer's own JSON text (`to_json` and `array_to_json` of arrays and rows write it compactly, as
 * JSON.stringify does; jsonb's own text would not be).
 */
export function listProductDetails(db: Db, productIds: readonly string[], at: Date): Promise<ProductDetailRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return preparedRows(db, productDetailRow, 'product_details', productDetails, {
    ids: [...new Set(productIds)],
    at: at.toISOString(),
  });
}
