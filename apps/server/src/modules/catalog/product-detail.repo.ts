import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { preparedRows, type Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { cardRow } from './product-cards.repo';
import { dealEndsAtWithDeal, joinRunningDeal, sellingPriceWithDeal } from './selling-price.repo';

const sellableVariant = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  mrp_paise: z.number().int(),
  /** The selling price at the time asked for, a running flash deal included. */
  price_paise: z.number().int(),
  deal_ends_at: timestamptz.nullable(),
  stock: z.number().int(),
});
export type SellableVariant = z.output<typeof sellableVariant>;

/**
 * A product page's row: the card's columns (as `cardColumns` reads them, but with the running deal
 * joined once and the front image taken from the gallery), its text, its visible variants priced,
 * its gallery.
 */
const productDetailRow = cardRow.extend({
  description: z.string(),
  features: z.array(z.string()),
  /** In their order (position, then name). */
  variants: z.array(sellableVariant),
  /** Image URLs in their order. */
  images: z.array(z.string()),
});
export type ProductDetailRow = z.output<typeof productDetailRow>;

/**
 * The visible ones of these products with everything their page shows, priced at `at`, in no
 * particular order; hidden and unknown ids are left out. One query however many ids, so that a
 * page that is not cached costs one round trip to the database, and concurrent ones can share it
 * (productDetailLoader): on a busy machine each round trip costs more than building the answer. The
 * arrays come as JSON, which node-postgres parses natively, rather than as PostgreSQL arrays, which
 * it parses character by character in JavaScript.
 */
export function listProductDetails(db: Db, productIds: readonly string[], at: Date): Promise<ProductDetailRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  // One text for every batch (the ids go as one array), so PostgreSQL plans it once per connection.
  return preparedRows(
    db,
    productDetailRow,
    'product_details',
    sql`SELECT p.id, p.name, p.slug, p.mrp_paise,
          ${sellingPriceWithDeal(sql`p.price_paise`)} AS price_paise,
          ${dealEndsAtWithDeal(sql`p.price_paise`)} AS deal_ends_at,
          p.stock, p.rating, p.review_count, p.default_variant_id, p.variant_count,
          b.id AS brand_id, b.name AS brand_name,
          gallery.images[1] AS front_image, to_json(gallery.images) AS images,
          to_json(ARRAY(SELECT pc.category_id::text FROM product_categories pc WHERE pc.product_id = p.id
                        ORDER BY pc.position)) AS category_ids,
          p.description, p.features,
          COALESCE((
            SELECT json_agg(json_build_object(
                     'id', v.id, 'name', v.name, 'sku', v.sku, 'mrp_paise', v.mrp_paise, 'stock', v.stock,
                     'price_paise', ${sellingPriceWithDeal(sql`v.price_paise`)},
                     'deal_ends_at', ${dealEndsAtWithDeal(sql`v.price_paise`)})
                   ORDER BY v.position, v.name)
            FROM product_variants v WHERE v.product_id = p.id AND NOT v.is_hidden), '[]'::json) AS variants
        FROM products p JOIN brands b ON b.id = p.brand_id
          ${joinRunningDeal(sql`p.id`, at)}
          CROSS JOIN LATERAL (
            SELECT ARRAY(SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position) AS images
          ) gallery
        WHERE NOT p.is_hidden AND p.variant_count > 0 AND p.id = ANY(${sql.param([...new Set(productIds)])}::uuid[])`,
  );
}
