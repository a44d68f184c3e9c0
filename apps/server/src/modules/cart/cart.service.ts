import {
  CART_MESSAGES,
  type AddToCart,
  type AddToCartResult,
  type Cart,
  type RemoveCartProduct,
  type UpdateCartQuantity,
} from '@store/contracts/cart';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findVariantForCart, type VariantForCart } from '../catalog/cart-variants.repo';
import { listLikedProductIds } from '../likes/likes.repo';
import { countCartUnits, deleteLines, findLineQuantity, listCartRows, stepLine, upsertLine } from './cart.repo';
import { toCart } from './cart-view';

/** The signed-in shopper's cart, priced from the database at `at` (the request's now). */
export async function getCart(db: Db, userId: string, at: Date): Promise<Cart> {
  return toCart(await listCartRows(db, userId, at));
}

/**
 * A visible product's visible variant (the default one when none is named) with its stock and its
 * selling price at `at`, or a clear refusal.
 */
export async function getSellableVariant(
  db: Db,
  productId: string,
  variantId: string | undefined,
  at: Date,
): Promise<VariantForCart & { variant_id: string }> {
  const found = await findVariantForCart(db, { productId, variantId, at });
  if (!found || !found.product_visible) throw new AppError('NOT_FOUND', CART_MESSAGES.productUnavailable);
  if (!found.variant_id || found.variant_hidden) throw new AppError('NOT_FOUND', CART_MESSAGES.variantUnavailable);
  if (found.stock <= 0) throw new AppError('OUT_OF_STOCK', CART_MESSAGES.outOfStock);
  return { ...found, variant_id: found.variant_id };
}

/**
 * Adds to the shopper's line of the variant, recording its selling price at `at`; refuses
 * (nothing changes) past the stock.
 */
export async function addToCart(db: Db, userId: string, input: AddToCart, at: Date): Promise<AddToCartResult> {
  const variant = await getSellableVariant(db, input.product_id, input.variant, at);
  if (input.quantity > variant.stock) {
    throw new AppError('OUT_OF_STOCK', CART_MESSAGES.onlyLeft(variant.stock));
  }
  const quantity = await upsertLine(db, userId, {
    productId: variant.product_id,
    variantId: variant.variant_id,
    quantity: input.quantity,
    pricePaise: variant.price_paise,
    stock: variant.stock,
  });
  if (quantity === null) {
    // Refused inside the statement: with what the line already holds, it would pass the stock.
    const inCart = await findLineQuantity(db, userId, variant.variant_id);
    throw new AppError('OUT_OF_STOCK', CART_MESSAGES.onlyLeft(variant.stock, inCart ?? 0));
  }
  const [cartCount, liked] = await Promise.all([countCartUnits(db, userId), listLikedProductIds(db, userId)]);
  return {
    cart_count: cartCount,
    like_count: liked.length,
    product_id: variant.product_id,
    variant: variant.variant_id,
    quantity,
  };
}

/** Removes one line (variant named) or every line of the product; 404 when there was none. */
export async function removeFromCart(db: Db, userId: string, input: RemoveCartProduct, at: Date): Promise<Cart> {
  const removed = await deleteLines(db, userId, input.product_id, input.variant);
  if (removed === 0) throw new AppError('NOT_FOUND', CART_MESSAGES.notInCart);
  return getCart(db, userId, at);
}

/**
 * One step up or down. Up needs the product on sale and stock for one more; down stops at 1
 * (removing is its own call) and works even for a product no longer sold.
 */
export async function updateCartQuantity(db: Db, userId: string, input: UpdateCartQuantity, at: Date): Promise<Cart> {
  const sellable =
    input.action === 'increment' ? await getSellableVariant(db, input.product_id, input.variant, at) : null;
  const variantId = sellable?.variant_id ?? (await findVariantIdInCart(db, input.product_id, input.variant, at));
  const quantity = await stepLine(
    db,
    userId,
    variantId,
    sellable ? { action: 'increment', stock: sellable.stock } : { action: 'decrement' },
  );
  if (quantity === null) {
    if ((await findLineQuantity(db, userId, variantId)) === null)
      throw new AppError('NOT_FOUND', CART_MESSAGES.notInCart);
    if (!sellable) throw new AppError('BAD_REQUEST', CART_MESSAGES.quantityMin);
    throw new AppError('OUT_OF_STOCK', CART_MESSAGES.onlyLeft(sellable.stock));
  }
  return getCart(db, userId, at);
}

/** The variant a decrement names: the given one, else the product's default; 404 when unknown. */
async function findVariantIdInCart(
  db: Db,
  productId: string,
  variantId: string | undefined,
  at: Date,
): Promise<string> {
  const found = await findVariantForCart(db, { productId, variantId, at });
  if (!found?.variant_id) throw new AppError('NOT_FOUND', CART_MESSAGES.notInCart);
  return found.variant_id;
}
