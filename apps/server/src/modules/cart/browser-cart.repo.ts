import type { PriceCartLine } from '@store/contracts/cart';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { sellingPrice } from '../catalog/selling-price';
import type { CartRow } from './cart.repo';

/**
 * One line of a browser cart joined to its product and variant as they are now. The product and
 * variant columns are null when the line names a product, or an option of it, that does not exist.
 */
export type BrowserCartRow = { [K in keyof CartRow]: CartRow[K] | null } & {
  wanted_product_id: string;
  wanted_variant_id: string | null;
  quantity: number;
};

/**
 * The lines as given, in order, each resolved to its variant (the product's default when none is
 * named) and priced at `at`, as the account's cart is.
 */
export function listBrowserCartRows(db: Db, lines: PriceCartLine[], at: Date): Promise<BrowserCartRow[]> {
  const price = sellingPrice(sql`v.product_id`, sql`v.price_paise`, at);
  const wanted = sql.join(
    lines.map(
      (line, index) =>
        sql`(${index}::int, ${line.product_id}::uuid, ${line.variant ?? null}::uuid, ${line.quantity}::int,
             ${line.price_at_add ?? null}::int)`,
    ),
    sql`, `,
  );
  return rows<BrowserCartRow>(
    db,
    sql`WITH wanted (ord, product_id, variant_id, quantity, price_at_add) AS (VALUES ${wanted})
        SELECT v.id, w.product_id AS wanted_product_id, w.variant_id AS wanted_variant_id, w.quantity,
               COALESCE(w.price_at_add, ${price}) AS price_paise_at_add,
               p.id AS product_id, p.name AS product_name, p.slug AS product_slug,
               (NOT p.is_hidden AND p.variant_count > 0) AS product_visible,
               b.id AS brand_id, b.name AS brand_name,
               (SELECT i.url FROM product_images i WHERE i.product_id = p.id
                ORDER BY i.position LIMIT 1) AS front_image,
               v.id AS variant_id, v.name AS variant_name, v.is_hidden AS variant_hidden,
               v.mrp_paise, ${price} AS price_paise, v.stock
        FROM wanted w
        LEFT JOIN products p ON p.id = w.product_id
        LEFT JOIN brands b ON b.id = p.brand_id
        LEFT JOIN product_variants v
          ON v.product_id = p.id AND v.id = COALESCE(w.variant_id, p.default_variant_id)
        ORDER BY w.ord`,
  );
}
