import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idSchema } from './ids';

/** Most of one variant a cart line may hold; stock is the real limit, this stops absurd numbers early. */
export const MAX_LINE_QUANTITY = 999;
/** Most lines a visitor's browser cart may bring to merge_cart in one call. */
export const MAX_MERGE_LINES = 100;

/** Every message the cart calls answer with, written once for the server and the screens. */
export const CART_MESSAGES = {
  quantityRequired: 'Quantity must be a number',
  quantityWhole: 'Quantity must be a whole number',
  quantityMin: 'Quantity cannot be less than 1',
  quantityMax: `Quantity cannot be more than ${MAX_LINE_QUANTITY}`,
  actionInvalid: "Action must be 'increment' or 'decrement'",
  tooManyLines: `A cart can bring at most ${MAX_MERGE_LINES} lines at once`,
  productUnavailable: 'This product is not available',
  variantUnavailable: 'This option is not available',
  outOfStock: 'Out of stock',
  onlyLeft: (stock: number, inCart = 0) =>
    inCart > 0
      ? `Only ${stock} left in stock, and you already have ${inCart} in your cart`
      : `Only ${stock} left in stock`,
  cappedToStock: (stock: number) => `Only ${stock} left in stock; your cart now holds ${stock}`,
  notInCart: 'This item is not in your cart',
  added: 'Added to cart',
  removed: 'Removed from cart',
  updated: 'Cart updated',
  fetched: 'Cart fetched',
  merged: 'Cart merged',
  priced: 'Cart priced',
} as const;

/** A quantity the shopper asks for: a whole number from 1; above the stock is the server's answer. */
export const quantityField = z
  .number({ error: CART_MESSAGES.quantityRequired })
  .int({ error: CART_MESSAGES.quantityWhole })
  .min(1, { error: CART_MESSAGES.quantityMin })
  .max(MAX_LINE_QUANTITY, { error: CART_MESSAGES.quantityMax });

/** POST /add_to_cart: `variant` defaults to the product's default variant, `quantity` to 1. */
export const addToCartBody = z.object({
  product_id: idSchema,
  variant: idSchema.optional(),
  quantity: quantityField.default(1),
});
export type AddToCart = z.infer<typeof addToCartBody>;

/**
 * POST /remove_cart_product: with `variant`, removes that one line; without it, removes every
 * line of the product (the original client sends only product_id).
 */
export const removeCartProductBody = z.object({
  product_id: idSchema,
  variant: idSchema.optional(),
});
export type RemoveCartProduct = z.infer<typeof removeCartProductBody>;

export const CART_ACTIONS = ['increment', 'decrement'] as const;

/** POST /update_cart_quantity: one step up or down; `variant` defaults to the product's default variant. */
export const updateCartQuantityBody = z.object({
  action: z.enum(CART_ACTIONS, { error: CART_MESSAGES.actionInvalid }),
  product_id: idSchema,
  variant: idSchema.optional(),
});
export type UpdateCartQuantity = z.infer<typeof updateCartQuantityBody>;

/** One line of a visitor's browser cart. */
export const mergeCartLineSchema = z.object({
  product_id: idSchema,
  variant: idSchema.optional(),
  quantity: quantityField,
});
export type MergeCartLine = z.infer<typeof mergeCartLineSchema>;

/** POST /merge_cart: the browser cart kept while signed out, added into the account's cart. */
export const mergeCartBody = z.object({
  lines: z.array(mergeCartLineSchema).max(MAX_MERGE_LINES, { error: CART_MESSAGES.tooManyLines }),
});
export type MergeCart = z.infer<typeof mergeCartBody>;

/** One cart line, priced from the database now (money in paise). */
export const cartLineSchema = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    front_image: z.string(),
    brand: z.object({ _id: z.string(), name: z.string() }),
  }),
  variant: z.object({ _id: z.string(), name: z.string() }),
  /** Original price (MRP) of one unit now. */
  price: z.number().int(),
  /** Selling price of one unit now: what the shopper pays. */
  discount_price: z.number().int(),
  quantity: z.number().int(),
  /** The variant's stock now. */
  stock: z.number().int(),
  /** discount_price × quantity. */
  line_total: z.number().int(),
  /** The selling price differs from the one when the line was last added. */
  price_changed: z.boolean(),
  /** The selling price when the line was last added. */
  price_at_add: z.number().int(),
  /** The stock has fallen below the quantity in the cart since it was added. */
  stock_changed: z.boolean(),
  /** The line can be bought as it is: visible, and enough stock. */
  available: z.boolean(),
  /** Why not, in the contract's words ('Out of stock', 'Only 2 left in stock', ...); null when available. */
  notice: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The cart: lines oldest first, totals over the available lines only. */
export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  /** Sum of discount_price × quantity of available lines. */
  total: z.number().int(),
  /** Sum of price (MRP) × quantity of available lines. */
  mrp_total: z.number().int(),
  savings: z.number().int(),
  /** Number of lines (one per variant), the header badge. */
  cart_count: z.number().int(),
  /** Every line is available: checkout can go ahead. */
  all_available: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponse = envelopeSchema(cartSchema);
export type CartResponse = z.infer<typeof cartResponse>;

/** What add_to_cart answers: the badges and the line's new quantity. */
export const addToCartResultSchema = z.object({
  cart_count: z.number().int(),
  like_count: z.number().int(),
  product_id: z.string(),
  variant: z.string(),
  quantity: z.number().int(),
});
export type AddToCartResult = z.infer<typeof addToCartResultSchema>;
export const addToCartResponse = envelopeSchema(addToCartResultSchema);

/** A browser-cart line merge_cart could not add in full, and why. */
export const mergeNoticeSchema = z.object({
  product_id: z.string(),
  variant: z.string().nullable(),
  message: z.string(),
});
export type MergeNotice = z.infer<typeof mergeNoticeSchema>;
export const mergeCartResponse = envelopeSchema(cartSchema, { notices: z.array(mergeNoticeSchema) });
export type MergeCartResponse = z.infer<typeof mergeCartResponse>;

/** Largest selling price a browser cart may say it saw, in paise (fits a database integer). */
export const MAX_PRICE_AT_ADD = 2_147_483_647;

/** One line of a visitor's browser cart to price; `price_at_add` is the selling price it was added at. */
export const priceCartLineSchema = mergeCartLineSchema.extend({
  price_at_add: z.number().int().min(0).max(MAX_PRICE_AT_ADD).optional(),
});
export type PriceCartLine = z.infer<typeof priceCartLineSchema>;

/** POST /price_cart: a visitor's browser cart, priced without signing in. */
export const priceCartBody = z.object({
  lines: z.array(priceCartLineSchema).max(MAX_MERGE_LINES, { error: CART_MESSAGES.tooManyLines }),
});
export type PriceCart = z.infer<typeof priceCartBody>;

/**
 * The browser cart as find_cart shows an account's, plus a notice for each line naming a product
 * or option that does not exist (the browser drops those lines).
 */
export const priceCartResponse = envelopeSchema(cartSchema, { notices: z.array(mergeNoticeSchema) });
export type PriceCartResponse = z.infer<typeof priceCartResponse>;
