import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { cartItems } from '../../db/schema/shopping';
import { listLineVariants, type LineVariant } from '../catalog/cart-variants.repo';

/**
 * cart_count everywhere (log-in, add, the cart): the units in the cart, as every count of items a
 * shopper or staff see is (docs/product.md), so a line of two counts two.
 */
export async function countCartUnits(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`COALESCE(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return Number(row?.n ?? 0);
}

/** A line to add: the variant, its product, and what the catalog says of it now. */
export interface LineToAdd {
  productId: string;
  variantId: string;
  quantity: number;
  /** The selling price the shopper has just seen, recorded as the price at add. */
  pricePaise: number;
  /** The variant's stock as the catalog answered it. */
  stock: number;
}

const quantityRow = z.object({ quantity: z.number().int() });

/**
 * Adds `quantity` to the shopper's line of a variant in one statement, so concurrent adds meet on
 * the unique (user_id, variant_id) and their sum never passes `stock`. Null when refused. A re-add
 * records the new price at add.
 */
export async function upsertLine(db: Db, userId: string, line: LineToAdd): Promise<number | null> {
  const [row] = await queryRows(
    db,
    quantityRow,
    sql`INSERT INTO cart_items (user_id, product_id, variant_id, quantity, price_paise_at_add)
        SELECT ${userId}, ${line.productId}, ${line.variantId}, ${line.quantity}, ${line.pricePaise}
        WHERE ${line.quantity}::int <= ${line.stock}::int
        ON CONFLICT (user_id, variant_id) DO UPDATE
          SET quantity = cart_items.quantity + EXCLUDED.quantity,
              price_paise_at_add = EXCLUDED.price_paise_at_add,
              updated_at = now()
          WHERE cart_items.quantity + EXCLUDED.quantity <= ${line.stock}::int
        RETURNING quantity`,
  );
  return row?.quantity ?? null;
}

/**
 * Like upsertLine, but caps the line at the stock instead of refusing (merging a browser cart),
 * and never lowers a line already there. Null when there is no stock.
 */
export async function upsertLineCapped(db: Db, userId: string, line: LineToAdd): Promise<number | null> {
  const [row] = await queryRows(
    db,
    quantityRow,
    sql`INSERT INTO cart_items (user_id, product_id, variant_id, quantity, price_paise_at_add)
        SELECT ${userId}, ${line.productId}, ${line.variantId}, LEAST(${line.quantity}::int, ${line.stock}::int),
               ${line.pricePaise}
        WHERE ${line.stock}::int > 0
        ON CONFLICT (user_id, variant_id) DO UPDATE
          SET quantity = GREATEST(cart_items.quantity,
                LEAST(cart_items.quantity + ${line.quantity}::int, ${line.stock}::int)),
              updated_at = now()
        RETURNING quantity`,
  );
  return row?.quantity ?? null;
}

/** The quantity of the shopper's line of a variant; null without a line. */
export async function findLineQuantity(db: Db, userId: string, variantId: string): Promise<number | null> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)));
  return row?.quantity ?? null;
}

/**
 * One step up (never past `stock`) or down (never below 1) in one statement; null when refused.
 * `stock` is needed only to step up.
 */
export async function stepLine(
  db: Db,
  userId: string,
  variantId: string,
  step: { action: 'increment'; stock: number } | { action: 'decrement' },
): Promise<number | null> {
  const up = step.action === 'increment';
  const [row] = await db
    .update(cartItems)
    .set({ quantity: sql`${cartItems.quantity} ${up ? sql`+` : sql`-`} 1`, updatedAt: new Date() })
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.variantId, variantId),
        up ? sql`${cartItems.quantity} + 1 <= ${step.stock}` : sql`${cartItems.quantity} > 1`,
      ),
    )
    .returning({ quantity: cartItems.quantity });
  return row?.quantity ?? null;
}

/** Removes the shopper's line of one variant, or every line of the product; answers how many went. */
export async function deleteLines(
  db: Db,
  userId: string,
  productId: string,
  variantId: string | undefined,
): Promise<number> {
  const gone = await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.productId, productId),
        variantId ? eq(cartItems.variantId, variantId) : undefined,
      ),
    )
    .returning({ id: cartItems.id });
  return gone.length;
}

/** A cart line joined to its product and variant as they are now. */
export type CartRow = LineVariant & {
  id: string;
  quantity: number;
  price_paise_at_add: number;
};

/** The shopper's lines, oldest first, each with its product and variant priced at `at`. */
export async function listCartRows(db: Db, userId: string, at: Date): Promise<CartRow[]> {
  const lines = await db
    .select({
      id: cartItems.id,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      pricePaiseAtAdd: cartItems.pricePaiseAtAdd,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const variants = await listLineVariants(
    db,
    lines.map((l) => l.variantId),
    at,
  );
  return lines.flatMap((line) => {
    const variant = variants.get(line.variantId);
    // A variant that is gone took its cart lines with it; one deleted meanwhile is simply left out.
    return variant
      ? [{ ...variant, id: line.id, quantity: line.quantity, price_paise_at_add: line.pricePaiseAtAdd }]
      : [];
  });
}

/** The variants in the shopper's cart now. */
export async function listCartVariantIds(db: Db, userId: string): Promise<Set<string>> {
  const found = await db.select({ variantId: cartItems.variantId }).from(cartItems).where(eq(cartItems.userId, userId));
  return new Set(found.map((r) => r.variantId));
}

/**
 * Takes what a paid cart order bought out of the shopper's cart: each line loses the quantity
 * ordered, and goes when nothing is left. A line holds more than was ordered when units joined it
 * after the order was placed (another tab, or a browser cart merged at express checkout into a
 * line the account already had); those stay in the cart.
 */
export async function removeOrderedLines(
  db: Db,
  userId: string,
  ordered: ReadonlyArray<{ variantId: string; quantity: number }>,
): Promise<void> {
  for (const { variantId, quantity } of ordered) {
    const mine = and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId));
    // Deleted first: once lowered, a line could look as if nothing more were left in it.
    await db.delete(cartItems).where(and(mine, lte(cartItems.quantity, quantity)));
    await db
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${quantity}` })
      .where(and(mine, gt(cartItems.quantity, quantity)));
  }
}
