import type { Address } from '@store/contracts/address';
import { CART_MESSAGES } from '@store/contracts/cart';
import { lineTotal, priceTotals } from '@store/contracts/money';
import { ORDER_MESSAGES, type CheckoutSummary, type OrderProductInput } from '@store/contracts/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listCartRows } from '../cart/cart.repo';
import { listAddresses } from '../profile/addresses.repo';
import { quoteCode } from '../discounts/use-code';
import { priceLines, type PricedLine } from './price-lines';

/** The shopper's saved addresses for the checkout picker, the default first. */
export function listOrderAddresses(db: Db, userId: string): Promise<Address[]> {
  return listAddresses(db, userId);
}

function summarise(lines: PricedLine[], discount: CheckoutSummary['discount'] = null): CheckoutSummary {
  const { total, mrpTotal, savings } = priceTotals(
    lines.map((l) => ({ unitPaise: l.unitPricePaise, mrpPaise: l.mrpPaise, quantity: l.quantity })),
  );
  return {
    products: lines.map((l) => ({
      product: l.productId,
      variant: l.variantId,
      name: l.name,
      variant_name: l.variantName,
      image: l.image,
      price: l.mrpPaise,
      discount_price: l.unitPricePaise,
      quantity: l.quantity,
      stock: l.stock,
      total_price: lineTotal(l.unitPricePaise, l.quantity),
    })),
    total: total - (discount?.amount ?? 0),
    mrp_total: mrpTotal,
    savings,
    discount,
    shipping: 0,
    tax_included: true,
  };
}

/** Buy Now: one product (its default variant unless named) priced from the database at `at`. */
export function getProductSummary(
  db: Db,
  input: { id: string; qty: number; variant?: string | undefined },
  at: Date,
): Promise<CheckoutSummary> {
  return getQuoteSummary(db, [{ product: input.id, variant: input.variant, quantity: input.qty }], at);
}

/**
 * A visitor's checkout, or any checkout with a discount code typed in: the lines as given (each
 * product's default variant unless one is named) priced from the database at `at`, refused as
 * create_order would refuse them, and the code's amount taken off the total (docs/decisions/078).
 */
export async function getQuoteSummary(
  db: Db,
  products: OrderProductInput[],
  at: Date,
  code: string | null = null,
): Promise<CheckoutSummary> {
  const lines = await priceLines(db, products, at);
  if (!code) return summarise(lines);
  const priced = await quoteCode(db, code, lines, at);
  return summarise(lines, { code: priced.code, amount: priced.amountPaise });
}

/** Cart checkout: every cart line priced at `at`; any line that cannot be bought as it is refuses. */
export async function getCartSummary(db: Db, userId: string, at: Date): Promise<CheckoutSummary> {
  const cart = await listCartRows(db, userId, at);
  if (cart.length === 0) throw new AppError('BAD_REQUEST', ORDER_MESSAGES.cartEmpty);
  const lines = await priceLines(
    db,
    cart.map((c) => ({ product: c.product_id, variant: c.variant_id, quantity: c.quantity })),
    at,
  ).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) throw new AppError('CONFLICT', CART_MESSAGES.productUnavailable);
    throw err;
  });
  const order = new Map(cart.map((c, i) => [c.variant_id, i]));
  return summarise(lines.sort((a, b) => (order.get(a.variantId) ?? 0) - (order.get(b.variantId) ?? 0)));
}
