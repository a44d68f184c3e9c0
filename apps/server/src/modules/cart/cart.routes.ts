import {
  addToCartBody,
  addToCartResponse,
  CART_MESSAGES,
  cartResponse,
  mergeCartBody,
  mergeCartResponse,
  priceCartBody,
  priceCartResponse,
  removeCartProductBody,
  updateCartQuantityBody,
} from '@store/contracts/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { addToCart, getCart, removeFromCart, updateCartQuantity } from './cart.service';
import { mergeCart } from './merge-cart.service';
import { priceBrowserCart } from './price-cart.service';

const tags = ['cart'];
const security = [{ bearer: [] }];

/** The app's clock: carts are priced at it, running flash deals included (docs/decisions/018). */
type CartRouteOptions = { now?: () => Date };

/**
 * The cart calls (docs/decisions/010-cart-rules.md, 015-visitor-cart.md): the account's cart, whose
 * calls all need a token, and the pricing of a visitor's browser cart, which needs none.
 */
export const cartRoutes: FastifyPluginAsyncZod<CartRouteOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  await app.register(browserCartRoutes, { now });
  await app.register(accountCartRoutes, { now });
};

const browserCartRoutes: FastifyPluginAsyncZod<Required<CartRouteOptions>> = async (app, { now }) => {
  app.post(
    '/price_cart',
    {
      schema: {
        tags,
        summary: "Prices a visitor's browser cart from the database now, as find_cart prices an account's",
        body: priceCartBody,
        response: { 200: priceCartResponse },
      },
    },
    async (request) => {
      const { cart, notices } = await priceBrowserCart(app.db, request.body.lines, now());
      return ok(CART_MESSAGES.priced, cart, { notices });
    },
  );
};

const accountCartRoutes: FastifyPluginAsyncZod<Required<CartRouteOptions>> = async (app, { now }) => {
  // onRequest, before the body is read: a visitor gets 401, not a validation error.
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/add_to_cart',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a variant (default: the product default) to the cart; refused past the stock',
        body: addToCartBody,
        response: { 200: addToCartResponse },
      },
    },
    async (request) => ok(CART_MESSAGES.added, await addToCart(app.db, currentUser(request).id, request.body, now())),
  );

  app.post(
    '/remove_cart_product',
    {
      schema: {
        tags,
        security,
        summary: 'Removes the line of `variant`, or every line of the product without it; answers the cart',
        body: removeCartProductBody,
        response: { 200: cartResponse },
      },
    },
    async (request) =>
      ok(CART_MESSAGES.removed, await removeFromCart(app.db, currentUser(request).id, request.body, now())),
  );

  app.post(
    '/update_cart_quantity',
    {
      schema: {
        tags,
        security,
        summary: 'One step up (up to the stock) or down (down to 1); answers the cart',
        body: updateCartQuantityBody,
        response: { 200: cartResponse },
      },
    },
    async (request) =>
      ok(CART_MESSAGES.updated, await updateCartQuantity(app.db, currentUser(request).id, request.body, now())),
  );

  app.get(
    '/find_cart',
    {
      schema: {
        tags,
        security,
        summary: 'The cart priced now, with price and stock changes flagged',
        response: { 200: cartResponse },
      },
    },
    async (request) => ok(CART_MESSAGES.fetched, await getCart(app.db, currentUser(request).id, now())),
  );

  app.post(
    '/merge_cart',
    {
      schema: {
        tags,
        security,
        summary: "Adds a visitor's browser cart into this account's cart, capped at the stock",
        body: mergeCartBody,
        response: { 200: mergeCartResponse },
      },
    },
    async (request) => {
      const { cart, notices } = await mergeCart(app.db, currentUser(request).id, request.body.lines, now());
      return ok(CART_MESSAGES.merged, cart, { notices });
    },
  );
};
