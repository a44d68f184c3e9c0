import {
  CART_MESSAGES,
  MAX_LINE_QUANTITY,
  type Cart,
  type MergeNotice,
  type PriceCartLine,
} from '@store/contracts/cart';
import type { Db } from '../../db/client';
import { resolveLineVariants } from '../catalog/cart-variants.repo';
import type { CartRow } from './cart.repo';
import { toCart } from './cart-view';

/**
 * Prices a visitor's browser cart from the database at `at`, exactly as find_cart prices an
 * account's (the same lines, totals and notices), without signing in. Lines naming a product or
 * option that does not exist come back as notices; two lines of one variant become one.
 */
export async function priceBrowserCart(
  db: Db,
  lines: PriceCartLine[],
  at: Date,
): Promise<{ cart: Cart; notices: MergeNotice[] }> {
  const found = await resolveLineVariants(
    db,
    lines.map((line) => ({ productId: line.product_id, variantId: line.variant ?? null })),
    at,
  );
  const byVariant = new Map<string, CartRow>();
  const notices: MergeNotice[] = [];
  for (const [i, { variant: resolved, productVisible }] of found.entries()) {
    const line = lines[i]!;
    if (!resolved) {
      const message = productVisible ? CART_MESSAGES.variantUnavailable : CART_MESSAGES.productUnavailable;
      notices.push({ product_id: line.product_id, variant: line.variant ?? null, message });
      continue;
    }
    const same = byVariant.get(resolved.variant_id);
    if (same) same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + line.quantity);
    // The browser line has no row of its own: the variant id names it.
    else {
      byVariant.set(resolved.variant_id, {
        ...resolved,
        id: resolved.variant_id,
        quantity: line.quantity,
        price_paise_at_add: line.price_at_add ?? resolved.price_paise,
      });
    }
  }
  return { cart: toCart([...byVariant.values()]), notices };
}
