import { z } from 'zod';
import {
  ADDRESS_FIELD_MAX,
  ADDRESS_MESSAGES,
  ADDRESS_TEXT_MAX,
  phoneField,
  pinCodeField,
  requiredText,
} from './address';
import { quantityField } from './cart';
import { appliedDiscountSchema, discountCodeInput, lineDiscountField } from './discounts';
import { gstinField } from './shop-settings';
import { codOfferSchema, PAYMENT_METHODS } from './charges';
import { envelopeSchema } from './envelope';
import { idSchema, INVALID_ID_MESSAGE } from './ids';

/** Minutes an unpaid order holds its stock. */
export const RESERVATION_MINUTES = 30;
/** The most one order may come to, in paise (₹1 crore): its columns hold 32-bit integers. */
export const MAX_ORDER_TOTAL_PAISE = 1_000_000_000;
/** Most lines one order may hold. */
export const MAX_ORDER_LINES = 50;
/**
 * What one account, and everyone at one client address together, may hold in unpaid orders at
 * once (docs/decisions/068): of one product option, a share of its shelf (what is in stock plus
 * what they hold already), rounded up, and never more than `most`; and a number of orders.
 */
export const UNPAID_HOLD_LIMITS = {
  units: { account: { share: 0.5, most: 20 }, address: { share: 0.75, most: 40 } },
  orders: { account: 3, address: 10 },
} as const;

/** The most of one product option a holder may keep unpaid when its shelf holds `shelf` units. */
export function unpaidUnitLimit(rule: { share: number; most: number }, shelf: number): number {
  return Math.min(rule.most, Math.max(1, Math.ceil(shelf * rule.share)));
}

/**
 * The most of one product option one order may take when `stock` is on the shelf: what checkout
 * accepts from an account holding none of it unpaid. The product page's and the cart's steppers
 * stop there, so a shopper is never let pick a quantity checkout then refuses.
 */
export function mostPerOrder(stock: number): number {
  return Math.max(0, Math.min(stock, unpaidUnitLimit(UNPAID_HOLD_LIMITS.units.account, stock)));
}

/** Beside a stepper held below the stock by mostPerOrder. */
export const mostPerOrderNote = (most: number) => `At most ${most} per order`;

export const ORDER_STATUS_VALUES = ['pending_payment', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];
/** A delivered order's returns may give back part of its payment (partially_refunded) or all of it (docs/decisions/080). */
export const PAYMENT_STATUS_VALUES = ['created', 'paid', 'failed', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUS_VALUES)[number];

/** Every message the order calls answer with. */
export const ORDER_MESSAGES = {
  notSelected: ADDRESS_MESSAGES.notSelected,
  noProducts: 'Your order has no products',
  tooManyLines: `An order can hold at most ${MAX_ORDER_LINES} lines`,
  duplicateLine: 'Each product option may appear only once',
  cartEmpty: 'Your cart is empty',
  notInCart: 'These products are not in your cart',
  paymentNotStarted: 'Payment could not be started, please try again',
  signatureInvalid: 'Payment could not be verified',
  orderNotFound: 'Order not found',
  notRetryable: 'This order can no longer be paid',
  alreadyPaid: 'This order is already paid',
  paymentFailed: 'payment failed',
  windowExpired: 'Payment window expired',
  replaced: 'Replaced by a newer checkout of the same products',
  /**
   * Over the account's share of a shelf. Its own earlier unpaid orders of the item are let go by
   * the checkout, so this is always the limit of one order (mostPerOrder), said as such.
   */
  holdUnits: (limit: number) => `You can buy at most ${limit} of this item in one order. Write to us for a bulk order.`,
  holdOrders: `You have too many unpaid orders holding stock. Pay for one in My Orders, or try again when they expire (${RESERVATION_MINUTES} minutes after checkout).`,
  addressHoldUnits: (limit: number) =>
    `Orders from your network already hold most of this item unpaid: at most ${limit} may wait for payment at once. Please try again later.`,
  addressHoldOrders: `Too many unpaid orders from your network are holding stock. Please try again when they are paid or expire (${RESERVATION_MINUTES} minutes after checkout).`,
  created: 'Order created',
  verified: 'Payment verified',
  failureRecorded: 'Payment failure recorded',
  fetched: 'Order fetched',
  listed: 'Orders fetched',
  webhookNotConfigured: 'Webhook not configured',
  webhookSignature: 'Invalid webhook signature',
  trackingRequired: 'Tracking number is required',
  carrierRequired: 'Carrier is required',
  trackingUrlRequired: 'Give the tracking page of a carrier that is not in the list',
  trackingUrlInvalid: 'The tracking page must be an https:// address',
  reasonRequired: 'A reason is required',
  tooLarge: 'This order is too large to place online: please write to us for a bulk order',
  illegalMove: (from: string, to: string) => `An order that is ${from.replace('_', ' ')} cannot be ${to}`,
} as const;

/** The checkout address payload (docs/product.md, Entities), with the rules and messages of Validation rules. */
export const checkoutAddressSchema = z.object({
  name: requiredText(ADDRESS_MESSAGES.nameRequired),
  phone: phoneField,
  pinCode: pinCodeField,
  address: requiredText(ADDRESS_MESSAGES.addressRequired, ADDRESS_TEXT_MAX),
  locality: z.string().trim().max(ADDRESS_FIELD_MAX, ADDRESS_MESSAGES.tooLong(ADDRESS_FIELD_MAX)).default(''),
  town: requiredText(ADDRESS_MESSAGES.townRequired),
  state: requiredText(ADDRESS_MESSAGES.stateRequired),
  landMark: requiredText(ADDRESS_MESSAGES.landmarkRequired),
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** The address of an order: a saved address by id, or the fields typed at checkout. */
export type OrderAddressInput = { saved: string } | { fields: CheckoutAddress };

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * `address` of create_order: `{ _id }` (or a bare id) picks a saved address; otherwise the
 * fields, where an empty name, phone or address answers 'please select address or fill the address'.
 */
export const orderAddressField = z.unknown().transform((value, ctx): OrderAddressInput => {
  const obj = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const savedId = typeof value === 'string' ? value : obj._id;
  if (typeof savedId === 'string' && savedId !== '') {
    const id = idSchema.safeParse(savedId);
    if (id.success) return { saved: id.data };
    ctx.addIssue({ code: 'custom', message: INVALID_ID_MESSAGE, path: ['_id'] });
    return z.NEVER;
  }
  if (blank(obj.name) || blank(obj.phone) || blank(obj.address)) {
    ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.notSelected });
    return z.NEVER;
  }
  const parsed = checkoutAddressSchema.safeParse(obj);
  if (parsed.success) return { fields: parsed.data };
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

export const BUSINESS_MESSAGES = {
  nameRequired: 'Business name is required',
} as const;

/**
 * A registered business buying for input tax credit: its GSTIN (checked; its state code must be
 * the billing state's, checked on the server), its name, and a billing address where it differs
 * from the delivery address. The invoice then carries the GSTIN (docs/india.md).
 */
export const businessBuyerSchema = z.object({
  gstin: gstinField,
  name: requiredText(BUSINESS_MESSAGES.nameRequired, 120),
  billing_address: checkoutAddressSchema.nullish().transform((v) => v ?? null),
});
export type BusinessBuyer = z.infer<typeof businessBuyerSchema>;

/** One line the shopper asks for; anything about price is not read. */
export const orderProductInput = z.object({
  product: idSchema,
  variant: idSchema.optional(),
  quantity: quantityField,
});
export type OrderProductInput = z.infer<typeof orderProductInput>;

export const ORDER_TYPES = ['single', 'cart'] as const;

/** POST /create_order. */
export const createOrderBody = z.object({
  address: orderAddressField,
  products: z
    .array(orderProductInput, { error: ORDER_MESSAGES.noProducts })
    .min(1, { error: ORDER_MESSAGES.noProducts })
    .max(MAX_ORDER_LINES, { error: ORDER_MESSAGES.tooManyLines }),
  type: z.enum(ORDER_TYPES),
  /** A business buyer's GSTIN and billing address; left out by consumers. */
  business: businessBuyerSchema.nullish().transform((v) => v ?? null),
  discount_code: discountCodeInput,
});
export type CreateOrder = z.infer<typeof createOrderBody>;

/** What the payment window needs (Razorpay Checkout options); test_mode opens the store's own window. */
export const razSchema = z.object({
  key: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  test_mode: z.boolean(),
});
export type Raz = z.infer<typeof razSchema>;

export const orderRefSchema = z.object({ _id: z.string(), order_number: z.string(), total: z.number().int() });

export const createOrderResponse = envelopeSchema(orderRefSchema, { raz: razSchema, type: z.enum(ORDER_TYPES) });
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

/** POST /verify_order: what the payment window hands back on success. */
export const verifyOrderBody = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  // Compared exactly as sent, as Razorpay's own SDK does: a signature with a space added is wrong.
  razorpay_signature: z.string().min(1).max(200),
});
export type VerifyOrder = z.infer<typeof verifyOrderBody>;
/** The paid order, and how many lines the shopper's cart holds now (a cart order took its own out). */
export const verifyOrderResponse = envelopeSchema(
  z.object({ _id: z.string(), order_number: z.string(), type: z.enum(ORDER_TYPES), cart_count: z.number().int() }),
);

/** POST /payment_failed: the payment window closed or failed; the order stays unpaid with the reason. */
export const paymentFailedBody = z.object({
  order_id: idSchema,
  reason: z.string().trim().max(500).optional(),
});
/** POST /retry_payment: a fresh payment window for an unpaid order. */
export const retryPaymentBody = z.object({ order_id: idSchema });

/** The delivery PIN a checkout summary prices shipping and cash on delivery for; optional. */
export const summaryPinField = z
  .string()
  .trim()
  .regex(/^[1-9]\d{5}$/, ADDRESS_MESSAGES.pinCodeDigits)
  .optional()
  .catch(undefined);

/** GET /get_order_cart. */
export const cartSummaryQuery = z.object({ pin: summaryPinField });

/** GET /get_order_product: Buy Now. */
export const orderProductQuery = z.object({
  pin: summaryPinField,
  id: idSchema,
  qty: z.coerce.number({ error: 'Quantity must be a number' }).pipe(quantityField).default(1),
  variant: z
    .union([idSchema, z.literal('')])
    .optional()
    .transform((v) => v || undefined),
});

/** One checkout summary line, priced from the database now (paise). */
export const summaryLineSchema = z.object({
  product: z.string(),
  variant: z.string(),
  name: z.string(),
  variant_name: z.string(),
  image: z.string(),
  price: z.number().int(),
  discount_price: z.number().int(),
  quantity: z.number().int(),
  stock: z.number().int(),
  total_price: z.number().int(),
});
export const checkoutSummarySchema = z.object({
  products: z.array(summaryLineSchema),
  total: z.number().int(),
  mrp_total: z.number().int(),
  savings: z.number().int(),
  discount: appliedDiscountSchema.nullish(),
  /** The goods after any discount code: what free shipping is measured against. */
  goods_total: z.number().int(),
  /** Shipping in paise, 0 when free; null until the delivery PIN is known (docs/decisions/111). */
  shipping: z.number().int().nullable(),
  /** The goods value from which shipping is free; null when it never is. */
  free_shipping_from: z.number().int().nullable(),
  /** Cash on delivery for this checkout and PIN; null when the shop does not offer it. */
  cod: codOfferSchema.nullable(),
  /** GST is included in the prices and charges. */
  tax_included: z.literal(true),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;
export const checkoutSummaryResponse = envelopeSchema(checkoutSummarySchema);

export const orderAddressSnapshotSchema = z.object({
  name: z.string(),
  phone: z.string(),
  pinCode: z.string(),
  address: z.string(),
  locality: z.string(),
  town: z.string(),
  state: z.string(),
  landMark: z.string(),
});

/** An order with the API's field names (docs/product.md, Entities); money in paise, dates ISO. */
export const orderSchema = z.object({
  _id: z.string(),
  /** The order number, e.g. KMH100001. */
  id: z.string(),
  razorpay_order_id: z.string().nullable(),
  type: z.enum(ORDER_TYPES),
  totalAmount: z.number().int(),
  paidAt: z.string().nullable(),
  orderStatus: z.enum(ORDER_STATUS_VALUES),
  paymentStatus: z.enum(PAYMENT_STATUS_VALUES),
  failureReason: z.string().nullable(),
  /** An unpaid order the shopper can pay again. */
  canRetry: z.boolean(),
  /** Unpaid, or paid and not yet shipped: the buyer may cancel it (cancellation.ts). */
  canCancel: z.boolean(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  /** The carrier's page for this parcel, for Track Package. */
  trackingUrl: z.string().nullable(),
  /** Whether a tax invoice can be downloaded (GET /order_invoice). */
  hasInvoice: z.boolean(),
  discount: appliedDiscountSchema.nullish(),
  /** How it is paid: online, or cash to the courier (its cash collected when paymentStatus is paid). */
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Shipping and the cash on delivery fee in paise, both inside totalAmount. */
  shipping: z.number().int(),
  codFee: z.number().int(),
  /** paidAt + the delivery zone's days (5 for the rest of India); null before payment and once cancelled. */
  estimatedDelivery: z.string().nullable(),
  /**
   * Where the parcel is, as the courier booked here last said (docs/couriers.md): on one order's
   * page; absent from lists, and null before any news or for a parcel sent another way.
   */
  courierStatus: z.object({ label: z.string(), location: z.string(), at: z.string() }).nullable().optional(),
  createdAt: z.string(),
  products: z.array(
    z.object({
      product: z.string().nullable(),
      variant: z.string().nullable(),
      name: z.string(),
      variant_name: z.string(),
      image: z.string(),
      quantity: z.number().int(),
      price: z.number().int(),
      total_price: z.number().int(),
      discount: lineDiscountField,
      /** The shopper has reviewed this product already: My Orders offers 'Edit your review'. */
      reviewed: z.boolean(),
    }),
  ),
  address: orderAddressSnapshotSchema,
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponse = envelopeSchema(orderSchema);
export const userOrdersResponse = envelopeSchema(z.object({ orders: z.array(orderSchema) }), {
  orders: z.array(orderSchema),
});

/** Test mode only: the store's own payment window. */
/** The ways the test window pays, as Razorpay names its methods; UPI first, as most Indians pay. */
export const TEST_PAYMENT_METHODS = ['upi', 'card', 'netbanking'] as const;
export type TestPaymentMethod = (typeof TEST_PAYMENT_METHODS)[number];

export const testPaymentBody = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  reason: z.string().trim().max(300).optional(),
  /** How the test window's shopper chose to pay; recorded on the payment as Razorpay's webhook would. */
  method: z.enum(TEST_PAYMENT_METHODS).default('upi'),
});
export const testPaymentResponse = envelopeSchema(verifyOrderBody);
