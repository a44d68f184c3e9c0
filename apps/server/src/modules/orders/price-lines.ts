import { CART_MESSAGES } from '@store/contracts/cart';
import { ORDER_MESSAGES, type OrderProductInput } from '@store/contracts/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findVariantForOrder } from '../catalog/stock.repo';

/** One line priced from the database now: what the shopper will pay, whatever the client sent. */
export interface PricedLine {
  productId: string;
  variantId: string;
  name: string;
  variantName: string;
  sku: string;
  image: string;
  mrpPaise: number;
  unitPricePaise: number;
  /** A running flash deal set `unitPricePaise`: a discount code leaves the line alone. */
  onDeal: boolean;
  quantity: number;
  stock: number;
  /** The product's HSN code and GST rate now, frozen on the order line for its invoice. */
  hsnCode: string;
  gstRate: number;
  /** The product's packed weight a unit, for shipping; null when not weighed. */
  weightGrams: number | null;
}

/**
 * Prices each requested line from the catalog at `at` (its selling price then, a running flash
 * deal included: docs/decisions/018) and applies the rules: visible product and variant, a
 * quantity within the stock now. Answers the lines sorted by variant id, the order stock is
 * taken in: with the lock order of unpaid-holds.ts, two checkouts never wait on each other's
 * rows crosswise.
 */
export async function priceLines(db: Db, requested: OrderProductInput[], at: Date): Promise<PricedLine[]> {
  const priced: PricedLine[] = [];
  for (const want of requested) {
    const found = await findVariantForOrder(db, { productId: want.product, variantId: want.variant, at });
    if (!found?.product_visible) throw new AppError('NOT_FOUND', CART_MESSAGES.productUnavailable);
    if (!found.variant_id || found.variant_hidden) throw new AppError('NOT_FOUND', CART_MESSAGES.variantUnavailable);
    if (priced.some((p) => p.variantId === found.variant_id)) {
      throw new AppError('BAD_REQUEST', ORDER_MESSAGES.duplicateLine);
    }
    if (found.stock <= 0) throw new AppError('OUT_OF_STOCK', CART_MESSAGES.outOfStock);
    if (want.quantity > found.stock) throw new AppError('OUT_OF_STOCK', CART_MESSAGES.onlyLeft(found.stock));
    priced.push({
      productId: found.product_id,
      variantId: found.variant_id,
      name: found.product_name,
      variantName: found.variant_name,
      sku: found.sku,
      image: found.image ?? '',
      mrpPaise: found.mrp_paise,
      unitPricePaise: found.price_paise,
      onDeal: found.on_deal,
      quantity: want.quantity,
      stock: found.stock,
      hsnCode: found.hsn_code,
      gstRate: found.gst_rate,
      weightGrams: found.weight_grams,
    });
  }
  return priced.sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
}
