import { cartResponse, priceCartResponse } from '@store/contracts/cart';
import {
  homeResponse,
  productListQuery,
  productListResponse,
  productResponse,
  searchResponse,
} from '@store/contracts/catalog';
import { checkoutSummaryResponse, createOrderResponse, orderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { adminCall } from '../../test/admin';
import { createOrder, payInTestMode, shopper, type Shopper } from '../../test/shop';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

// docs/decisions/018: while a product's flash deal runs, each of its variants sells at the lower
// of its own price and the deal price, on every page and at checkout; the MRP stays.

const HOUR = 60 * 60 * 1000;
const MRP = 250_000;
/** The default variant's own price, above the deal, and another variant's, below it. */
const FULL = 200_000;
const CHEAPER = 150_000;
const DEAL = 170_000;

let t: TestApp;
let clock = Date.now();
const now = () => new Date(clock);
let admin: Shopper;
let asha: Shopper;
let product: { id: string; name: string };
/** The default variant (the deal lowers it) and one the deal does not touch (it is cheaper). */
let full: string;
let cheaper: string;
let endsAt: Date;

const productUrl = () => `/api/fetch_product?id=${product.id}`;
const listUrl = () => `/api/fetch_products_by_collection?search=${encodeURIComponent(product.name)}`;
const searchText = () => product.name.trim().toLowerCase().replace(/\s+/g, ' ');
const searchUrl = () => `/api/search?search=${encodeURIComponent(product.name)}`;

const readProduct = async () => productResponse.parse((await getJson(t.app, productUrl())).body).data;
const readListCard = async () => {
  const list = productListResponse.parse((await getJson(t.app, listUrl())).body).data;
  return list.find((card) => card._id === product.id);
};
const readSearchHit = async () => {
  const found = searchResponse.parse((await getJson(t.app, searchUrl())).body).products;
  return found.find((hit) => hit._id === product.id);
};
const readHome = async () => homeResponse.parse((await getJson(t.app, '/api/home')).body).data;
const readCart = async () =>
  cartResponse.parse((await call(t.app, 'GET', '/api/find_cart', undefined, asha)).body).data;
const lineOf = (cart: { items: Array<{ variant: { _id: string } }> }, variant: string) =>
  cart.items.find((line) => line.variant._id === variant);
const priceVisitorCart = async (priceAtAdd?: number) =>
  priceCartResponse.parse(
    (
      await call(t.app, 'POST', '/api/price_cart', {
        lines: [{ product_id: product.id, variant: full, quantity: 2, price_at_add: priceAtAdd }],
      })
    ).body,
  ).data;
const buyNowSummary = async () =>
  checkoutSummaryResponse.parse(
    (await call(t.app, 'GET', `/api/get_order_product?id=${product.id}&qty=2&variant=${full}`, undefined, asha)).body,
  ).data;
const cartSummary = async () =>
  checkoutSummaryResponse.parse((await call(t.app, 'GET', '/api/get_order_cart', undefined, asha)).body).data;
const orderTwo = async () => {
  const res = await createOrder(t.app, asha, { id: product.id, variant: full }, 2);
  expect(res.status).toBe(200);
  return createOrderResponse.parse(res.body);
};

beforeAll(async () => {
  t = await createTestApp({ now });
  admin = await shopper(t.app, t.db, 'owner@example.com', 'admin');
  asha = await shopper(t.app, t.db, 'asha@example.com');
  const [found] = await queryRows(
    t.db,
    z.object({ id: z.string(), name: z.string(), default_variant_id: z.string(), others: z.array(z.string()) }),
    sql`SELECT p.id, p.name, p.default_variant_id,
               array_agg(v.id::text ORDER BY v.position, v.name) FILTER (WHERE v.id <> p.default_variant_id) AS others
        FROM products p JOIN product_variants v ON v.product_id = p.id AND NOT v.is_hidden
        WHERE NOT p.is_hidden
          AND NOT EXISTS (SELECT 1 FROM home_section_items h WHERE h.product_id = p.id AND h.section = 'flash_deals')
        GROUP BY p.id HAVING count(*) >= 2 ORDER BY p.slug LIMIT 1`,
  );
  if (!found?.others[0]) throw new Error('the demo catalog needs a product with two variants');
  product = { id: found.id, name: found.name };
  full = found.default_variant_id;
  cheaper = found.others[0];
  // Two variants on sale at known prices; the default one first.
  await t.db.execute(sql`UPDATE product_variants SET is_hidden = true
                         WHERE product_id = ${product.id} AND id NOT IN (${full}, ${cheaper})`);
  await t.db.execute(sql`UPDATE product_variants SET mrp_paise = ${MRP}, stock = 20,
                           price_paise = CASE WHEN id = ${full} THEN ${FULL}::int ELSE ${CHEAPER}::int END,
                           position = CASE WHEN id = ${full} THEN 0 ELSE 1 END
                         WHERE id IN (${full}, ${cheaper})`);
  endsAt = new Date(clock + HOUR);
  const saved = await adminCall(t.app, admin, 'PUT', '/api/admin/home/sections/flash_deals', {
    items: [{ productId: product.id, dealPricePaise: DEAL, endsAt: endsAt.toISOString() }],
  });
  if (saved.status !== 200) throw new Error(`flash deal not saved: ${JSON.stringify(saved.body)}`);
});
afterAll(() => t?.close());

/** Waits out the notifications of earlier writes, then reads until the answer stays cached. */
async function readCached<T>(read: () => Promise<T>, key: string): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (let tries = 0; tries < 50; tries++) {
    const value = await read();
    if (t.app.catalog.responses.get(key, clock) !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${key} was never cached`);
}

describe('a running flash deal', () => {
  it('prices the product page, lists, search and home at the deal; a cheaper variant keeps its price', async () => {
    const detail = await readProduct();
    expect(detail).toMatchObject({ price: MRP, discount_price: DEAL, deal_ends_at: endsAt.toISOString() });
    expect(detail.variants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: full, price: MRP, discount_price: DEAL }),
        expect.objectContaining({ _id: cheaper, price: MRP, discount_price: CHEAPER }),
      ]),
    );
    expect(await readListCard()).toMatchObject({ price: MRP, discount_price: DEAL });
    expect((await readSearchHit())?.discount_price).toBe(DEAL);
    const deal = (await readHome()).flashDeals.products.find((d) => d.productId._id === product.id);
    expect(deal).toMatchObject({ deal_price: DEAL, productId: { price: MRP, discount_price: DEAL } });
  });

  it('prices both carts at the deal', async () => {
    expect((await call(t.app, 'POST', '/api/add_to_cart', { product_id: product.id, quantity: 2 }, asha)).status).toBe(
      200,
    );
    await call(t.app, 'POST', '/api/add_to_cart', { product_id: product.id, variant: cheaper }, asha);
    const cart = await readCart();
    expect(lineOf(cart, full)).toMatchObject({
      price: MRP,
      discount_price: DEAL,
      line_total: 2 * DEAL,
      price_changed: false,
      price_at_add: DEAL,
    });
    expect(lineOf(cart, cheaper)).toMatchObject({ discount_price: CHEAPER, price_changed: false });
    expect(cart).toMatchObject({ total: 2 * DEAL + CHEAPER, mrp_total: 3 * MRP });

    const visitor = await priceVisitorCart();
    expect(visitor.items[0]).toMatchObject({ discount_price: DEAL, price_changed: false, price_at_add: DEAL });
    expect(visitor.total).toBe(2 * DEAL);
  });

  it('charges the deal at checkout: summaries, the order and the payment amount', async () => {
    const buyNow = await buyNowSummary();
    expect(buyNow.products[0]).toMatchObject({ price: MRP, discount_price: DEAL, total_price: 2 * DEAL });
    expect(buyNow).toMatchObject({ total: 2 * DEAL, savings: 2 * (MRP - DEAL) });
    expect((await cartSummary()).total).toBe(2 * DEAL + CHEAPER);

    const placed = await orderTwo();
    expect(placed.data.total).toBe(2 * DEAL);
    expect(placed.raz.amount).toBe(2 * DEAL);
    expect((await payInTestMode(t.app, asha, placed.raz.order_id)).status).toBe(200);
    const order = orderResponse.parse(
      (await call(t.app, 'GET', `/api/get_order_single_by_id?id=${placed.data._id}`, undefined, asha)).body,
    ).data;
    expect(order).toMatchObject({ totalAmount: 2 * DEAL, paymentStatus: 'paid' });
    expect(order.products[0]).toMatchObject({ price: DEAL, quantity: 2, total_price: 2 * DEAL });
  });
});

describe('when the deal ends', () => {
  it('no cached answer outlives it: the normal price is back on every catalog page', async () => {
    // Every answer quoting the deal is cached half a minute before it ends (well inside the
    // cache's 60-second safety net)...
    clock = endsAt.getTime() - 30_000;
    expect((await readCached(readProduct, `product:${product.id}`)).discount_price).toBe(DEAL);
    const listKey = `list:${JSON.stringify(productListQuery.parse({ search: product.name }))}`;
    expect((await readCached(readListCard, listKey))?.discount_price).toBe(DEAL);
    expect((await readCached(readSearchHit, `search:${searchText()}`))?.discount_price).toBe(DEAL);
    await readCached(readHome, 'home');

    // ...then the clock passes the deal's end, which no table change announces.
    clock = endsAt.getTime() + 1000;
    const detail = await readProduct();
    expect(detail).toMatchObject({ price: MRP, discount_price: FULL, deal_ends_at: null });
    expect(detail.variants.map((v) => v.discount_price).sort((a, b) => a - b)).toEqual([CHEAPER, FULL]);
    expect(await readListCard()).toMatchObject({ discount_price: FULL });
    expect((await readSearchHit())?.discount_price).toBe(FULL);
    const home = await readHome();
    expect(home.flashDeals.products.some((d) => d.productId._id === product.id)).toBe(false);
  });

  it("flags the cart line's price change and prices both carts normally", async () => {
    const cart = await readCart();
    expect(lineOf(cart, full)).toMatchObject({ discount_price: FULL, price_changed: true, price_at_add: DEAL });
    expect(lineOf(cart, cheaper)).toMatchObject({ discount_price: CHEAPER, price_changed: false });
    expect(cart.total).toBe(2 * FULL + CHEAPER);

    const visitor = await priceVisitorCart(DEAL);
    expect(visitor.items[0]).toMatchObject({ discount_price: FULL, price_changed: true });
    expect(visitor.total).toBe(2 * FULL);
  });

  it('charges the normal price at checkout', async () => {
    expect((await buyNowSummary()).total).toBe(2 * FULL);
    expect((await cartSummary()).total).toBe(2 * FULL + CHEAPER);
    const placed = await orderTwo();
    expect(placed.data.total).toBe(2 * FULL);
    expect(placed.raz.amount).toBe(2 * FULL);
  });
});
