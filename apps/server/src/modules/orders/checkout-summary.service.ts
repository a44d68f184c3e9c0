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
import { codOffer, parcelGrams, shippingFee, shipsFree } from './charges';
import { readCodBuyer } from './cod-standing';
import { quoteDelivery } from '../india/delivery';
import { lookUpPin } from '../india/pin-directory';
import { chargeRules, deliveryRules, readShopSettings } from '../india/shop-settings.repo';

/** The shopper's saved addresses for the checkout picker, the default first. */
export function listOrderAddresses(db: Db, userId: string): Promise<Address[]> {
  return listAddresses(db, userId);
}

/** Who is checking out and where to: the delivery PIN (when known) prices shipping and cash on delivery. */
export interface SummaryFor {
  pin?: string | undefined;
  /** The signed-in buyer, whose standing for cash on delivery counts; none for a visitor. */
  userId?: string | null;
}

/**
 * The summary of priced lines: the goods, a discount code's amount, and the charges the order
 * will carry for the PIN given (docs/decisions/111); without a PIN shipping is unknown unless the
 * goods ship free anyway.
 */
async function summarise(
  db: Db,
  lines: PricedLine[],
  discount: CheckoutSummary['discount'],
  to: SummaryFor,
): Promise<CheckoutSummary> {
  const { total, mrpTotal, savings } = priceTotals(
    lines.map((l) => ({ unitPaise: l.unitPricePaise, mrpPaise: l.mrpPaise, quantity: l.quantity })),
  );
  const goods = total - (discount?.amount ?? 0);
  const settings = await readShopSettings(db);
  const rules = chargeRules(settings);
  const found = to.pin ? lookUpPin(to.pin) : undefined;
  const quote = found ? quoteDelivery(deliveryRules(settings), found) : undefined;
  const place = quote?.served ? { pin: found!.pin, zone: quote.zone } : null;
  const shipping = place
    ? shippingFee(rules.shipping, { goodsPaise: goods, zone: place.zone, grams: parcelGrams(rules.shipping, lines) })
    : shipsFree(rules.shipping, goods)
      ? 0
      : null;
  const cod = codOffer(rules.cod, {
    totalPaise: goods + (shipping ?? 0),
    place,
    business: false,
    buyer: to.userId ? await readCodBuyer(db, to.userId) : null,
  });
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
    total: goods + (shipping ?? 0),
    mrp_total: mrpTotal,
    savings,
    discount,
    goods_total: goods,
    shipping,
    free_shipping_from: rules.shipping.free_from,
    cod,
    tax_included: true,
  };
}

/** Buy Now: one product (its default variant unless named) priced from the database at `at`. */
export function getProductSummary(
  db: Db,
  input: { id: string; qty: number; variant?: string | undefined },
  at: Date,
  to: SummaryFor = {},
): Promise<CheckoutSummary> {
  return getQuoteSummary(db, [{ product: input.id, variant: input.variant, quantity: input.qty }], at, null, to);
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
  to: SummaryFor = {},
): Promise<CheckoutSummary> {
  const lines = await priceLines(db, products, at);
  if (!code) return summarise(db, lines, null, to);
  const priced = await quoteCode(db, code, lines, at);
  return summarise(db, lines, { code: priced.code, amount: priced.amountPaise }, to);
}

/** Cart checkout: every cart line priced at `at`; any line that cannot be bought as it is refuses. */
export async function getCartSummary(db: Db, userId: string, at: Date, pin?: string): Promise<CheckoutSummary> {
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
  const sorted = lines.sort((a, b) => (order.get(a.variantId) ?? 0) - (order.get(b.variantId) ?? 0));
  return summarise(db, sorted, null, { pin, userId });
}
