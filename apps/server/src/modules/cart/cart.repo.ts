import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { sellingPrice } from '../catalog/selling-price';

/** cart_count everywhere (log-in, add, the cart): the number of lines, one per variant. */
export async function countCartLines(db: Db, userId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM cart_items WHERE user_id = ${userId}`);
  return row?.n ?? 0;
}

/** A product and the variant a cart call names (or its default variant), as the rules need them. */
export interface VariantForCart {
  product_id: string;
  product_visible: boolean;
  /** Null when the named variant is unknown or belongs to another product. */
  variant_id: string | null;
  variant_hidden: boolean;
  stock: number;
}

/** Null when the product does not exist. */
export async function findVariantForCart(
  db: Db,
  productId: string,
  variantId: string | undefined,
): Promise<VariantForCart | null> {
  const [row] = await rows<VariantForCart>(
    db,
    sql`SELECT p.id AS product_id, (NOT p.is_hidden AND p.variant_count > 0) AS product_visible,
               v.id AS variant_id, COALESCE(v.is_hidden, true) AS variant_hidden,
               COALESCE(v.stock, 0) AS stock
        FROM products p
        LEFT JOIN product_variants v
          ON v.product_id = p.id AND v.id = COALESCE(${variantId ?? null}::uuid, p.default_variant_id)
        WHERE p.id = ${productId}`,
  );
  return row ?? null;
}

/**
 * Adds `quantity` to the shopper's line of a visible variant in one statement, so concurrent adds
 * meet on the unique (user_id, variant_id) and the sum never passes the stock. Null when refused.
 * A re-add records the selling price at `at`: the shopper has just seen it.
 */
export async function upsertLine(
  db: Db,
  userId: string,
  line: { variantId: string; quantity: number; at: Date },
): Promise<number | null> {
  const { variantId, quantity, at } = line;
  const [row] = await rows<{ quantity: number }>(
    db,
    sql`INSERT INTO cart_items (user_id, product_id, variant_id, quantity, price_paise_at_add)
        SELECT ${userId}, v.product_id, v.id, ${quantity}, ${sellingPrice(sql`v.product_id`, sql`v.price_paise`, at)}
        FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE v.id = ${variantId} AND NOT v.is_hidden AND NOT p.is_hidden AND v.stock >= ${quantity}
        ON CONFLICT (user_id, variant_id) DO UPDATE
          SET quantity = cart_items.quantity + EXCLUDED.quantity,
              price_paise_at_add = EXCLUDED.price_paise_at_add,
              updated_at = now()
          WHERE cart_items.quantity + EXCLUDED.quantity
                <= (SELECT s.stock FROM product_variants s WHERE s.id = EXCLUDED.variant_id)
        RETURNING quantity`,
  );
  return row?.quantity ?? null;
}

/**
 * Like upsertLine, but caps the line at the stock instead of refusing (merging a browser cart),
 * and never lowers a line already there. Null when the variant has no stock or is hidden.
 */
export async function upsertLineCapped(
  db: Db,
  userId: string,
  line: { variantId: string; quantity: number; at: Date },
): Promise<number | null> {
  const { variantId, quantity, at } = line;
  const [row] = await rows<{ quantity: number }>(
    db,
    sql`INSERT INTO cart_items (user_id, product_id, variant_id, quantity, price_paise_at_add)
        SELECT ${userId}, v.product_id, v.id, LEAST(${quantity}::int, v.stock),
               ${sellingPrice(sql`v.product_id`, sql`v.price_paise`, at)}
        FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE v.id = ${variantId} AND NOT v.is_hidden AND NOT p.is_hidden AND v.stock > 0
        ON CONFLICT (user_id, variant_id) DO UPDATE
          SET quantity = GREATEST(cart_items.quantity, LEAST(cart_items.quantity + ${quantity}::int,
                (SELECT s.stock FROM product_variants s WHERE s.id = EXCLUDED.variant_id))),
              updated_at = now()
        RETURNING quantity`,
  );
  return row?.quantity ?? null;
}

/** The quantity of the shopper's line of a variant, and the variant's stock now; null without a line. */
export async function findLine(
  db: Db,
  userId: string,
  variantId: string,
): Promise<{ quantity: number; stock: number } | null> {
  const [row] = await rows<{ quantity: number; stock: number }>(
    db,
    sql`SELECT c.quantity, v.stock FROM cart_items c JOIN product_variants v ON v.id = c.variant_id
        WHERE c.user_id = ${userId} AND c.variant_id = ${variantId}`,
  );
  return row ?? null;
}

/** One step up (never past the stock) or down (never below 1) in one statement; null when refused. */
export async function stepLine(
  db: Db,
  userId: string,
  variantId: string,
  action: 'increment' | 'decrement',
): Promise<number | null> {
  const [row] = await rows<{ quantity: number }>(
    db,
    action === 'increment'
      ? sql`UPDATE cart_items c SET quantity = c.quantity + 1, updated_at = now()
            FROM product_variants v
            WHERE c.user_id = ${userId} AND c.variant_id = ${variantId} AND v.id = c.variant_id
              AND c.quantity + 1 <= v.stock
            RETURNING c.quantity`
      : sql`UPDATE cart_items SET quantity = quantity - 1, updated_at = now()
            WHERE user_id = ${userId} AND variant_id = ${variantId} AND quantity > 1
            RETURNING quantity`,
  );
  return row?.quantity ?? null;
}

/** Removes the shopper's line of one variant, or every line of the product; answers how many went. */
export async function deleteLines(
  db: Db,
  userId: string,
  productId: string,
  variantId: string | undefined,
): Promise<number> {
  const gone = await rows<{ id: string }>(
    db,
    variantId
      ? sql`DELETE FROM cart_items WHERE user_id = ${userId} AND product_id = ${productId}
            AND variant_id = ${variantId} RETURNING id`
      : sql`DELETE FROM cart_items WHERE user_id = ${userId} AND product_id = ${productId} RETURNING id`,
  );
  return gone.length;
}

/** A cart line joined to its product and variant as they are now. */
export interface CartRow {
  id: string;
  quantity: number;
  price_paise_at_add: number;
  product_id: string;
  product_name: string;
  product_slug: string;
  product_visible: boolean;
  brand_id: string;
  brand_name: string;
  front_image: string | null;
  variant_id: string;
  variant_name: string;
  variant_hidden: boolean;
  mrp_paise: number;
  /** The selling price at the time asked for, a running flash deal included. */
  price_paise: number;
  stock: number;
}

/** The shopper's lines, oldest first, priced at `at`. */
export function listCartRows(db: Db, userId: string, at: Date): Promise<CartRow[]> {
  return rows<CartRow>(
    db,
    sql`SELECT c.id, c.quantity, c.price_paise_at_add,
               p.id AS product_id, p.name AS product_name, p.slug AS product_slug,
               (NOT p.is_hidden AND p.variant_count > 0) AS product_visible,
               b.id AS brand_id, b.name AS brand_name,
               (SELECT i.url FROM product_images i WHERE i.product_id = p.id
                ORDER BY i.position LIMIT 1) AS front_image,
               v.id AS variant_id, v.name AS variant_name, v.is_hidden AS variant_hidden,
               v.mrp_paise, ${sellingPrice(sql`v.product_id`, sql`v.price_paise`, at)} AS price_paise, v.stock
        FROM cart_items c
        JOIN product_variants v ON v.id = c.variant_id
        JOIN products p ON p.id = c.product_id
        JOIN brands b ON b.id = p.brand_id
        WHERE c.user_id = ${userId}
        ORDER BY c.created_at, c.id`,
  );
}
