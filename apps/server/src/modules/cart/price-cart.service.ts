import {
  CART_MESSAGES,
  MAX_LINE_QUANTITY,
  type Cart,
  type MergeNotice,
  type PriceCartLine,
} from '@store/contracts/cart';
import type { Db } from '../../db/client';
import { listBrowserCartRows } from './browser-cart.repo';
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
  const found = lines.length ? await listBrowserCartRows(db, lines, at) : [];
  const byVariant = new Map<string, CartRow>();
  const notices: MergeNotice[] = [];
  for (const row of found) {
    if (!row.product_id || !row.variant_id) {
      const message =
        row.product_id && row.product_visible ? CART_MESSAGES.variantUnavailable : CART_MESSAGES.productUnavailable;
      notices.push({ product_id: row.wanted_product_id, variant: row.wanted_variant_id, message });
      continue;
    }
    const same = byVariant.get(row.variant_id);
    if (same) same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + row.quantity);
    // The browser line has no row of its own: the variant id names it.
    else byVariant.set(row.variant_id, { ...(row as CartRow), id: row.variant_id });
  }
  return { cart: toCart([...byVariant.values()]), notices };
}
