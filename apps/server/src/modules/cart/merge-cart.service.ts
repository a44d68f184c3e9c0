import { CART_MESSAGES, type Cart, type MergeCartLine, type MergeNotice } from '@store/contracts/cart';
import type { Db } from '../../db/client';
import { findVariantForCart } from '../catalog/cart-variants.repo';
import { findLineQuantity, upsertLineCapped } from './cart.repo';
import { getCart } from './cart.service';

/**
 * Adds a visitor's browser cart into the account's cart after sign-in: quantities add up, each
 * line capped at its stock; lines that cannot be added are skipped with a notice, never failing
 * the whole merge. Runs in one transaction so a failure leaves the cart as it was. New lines
 * record their selling price at `at`.
 */
export async function mergeCart(
  db: Db,
  userId: string,
  lines: MergeCartLine[],
  at: Date,
): Promise<{ cart: Cart; notices: MergeNotice[] }> {
  const notices = await db.transaction(async (tx) => {
    const found: MergeNotice[] = [];
    for (const line of lines) {
      const message = await mergeLine(tx, userId, line, at);
      if (message) found.push({ product_id: line.product_id, variant: line.variant ?? null, message });
    }
    return found;
  });
  return { cart: await getCart(db, userId, at), notices };
}

/** Merges one line; answers why it was skipped or capped, or null when it went in whole. */
async function mergeLine(db: Db, userId: string, line: MergeCartLine, at: Date): Promise<string | null> {
  const variant = await findVariantForCart(db, { productId: line.product_id, variantId: line.variant, at });
  if (!variant?.product_visible) return CART_MESSAGES.productUnavailable;
  if (!variant.variant_id || variant.variant_hidden) return CART_MESSAGES.variantUnavailable;
  const before = (await findLineQuantity(db, userId, variant.variant_id)) ?? 0;
  const after = await upsertLineCapped(db, userId, {
    productId: variant.product_id,
    variantId: variant.variant_id,
    quantity: line.quantity,
    pricePaise: variant.price_paise,
    stock: variant.stock,
  });
  if (after === null) return CART_MESSAGES.outOfStock;
  return after < before + line.quantity ? CART_MESSAGES.cappedToStock(after) : null;
}
