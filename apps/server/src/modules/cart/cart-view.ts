import { CART_MESSAGES, type Cart, type CartLine } from '@store/contracts/cart';
import { lineTotal, priceTotals } from '@store/contracts/money';
import { NO_IMAGE } from '../catalog/product-cards.repo';
import type { CartRow } from './cart.repo';

/** Why a line cannot be bought as it is, in the contract's words; null when it can. */
function noticeOf(row: CartRow): string | null {
  if (!row.product_visible) return CART_MESSAGES.productUnavailable;
  if (row.variant_hidden) return CART_MESSAGES.variantUnavailable;
  if (row.stock <= 0) return CART_MESSAGES.outOfStock;
  if (row.stock < row.quantity) return CART_MESSAGES.onlyLeft(row.stock);
  return null;
}

function toLine(row: CartRow): CartLine {
  const notice = noticeOf(row);
  return {
    _id: row.id,
    product: {
      _id: row.product_id,
      name: row.product_name,
      slug: row.product_slug,
      front_image: row.front_image ?? NO_IMAGE,
      brand: { _id: row.brand_id, name: row.brand_name },
    },
    variant: { _id: row.variant_id, name: row.variant_name },
    price: row.mrp_paise,
    discount_price: row.price_paise,
    quantity: row.quantity,
    stock: row.stock,
    line_total: lineTotal(row.price_paise, row.quantity),
    price_changed: row.price_paise !== row.price_paise_at_add,
    price_at_add: row.price_paise_at_add,
    stock_changed: row.stock < row.quantity,
    available: notice === null,
    notice,
  };
}

/** The cart as the shopper sees it: prices as they are now, totals over what can be bought. */
export function toCart(cartRows: CartRow[]): Cart {
  const items = cartRows.map(toLine);
  const { total, mrpTotal, savings } = priceTotals(
    items
      .filter((line) => line.available)
      .map((line) => ({ unitPaise: line.discount_price, mrpPaise: line.price, quantity: line.quantity })),
  );
  return {
    items,
    total,
    mrp_total: mrpTotal,
    savings,
    cart_count: items.reduce((units, line) => units + line.quantity, 0),
    all_available: items.every((l) => l.available),
  };
}
