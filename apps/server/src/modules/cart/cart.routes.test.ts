import { AUTH_MESSAGES } from '@store/contracts/auth';
import {
  addToCartResponse,
  CART_MESSAGES,
  cartResponse,
  mergeCartResponse,
  priceCartResponse,
} from '@store/contracts/cart';
import { INVALID_ID_MESSAGE } from '@store/contracts/ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call, createUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signSessionToken } from '../auth/tokens';

let t: TestApp;
let asha: { id: string; token: string };
let ravi: { id: string; token: string };
/** A product with at least two visible variants (a helmet's sizes), and a one-variant product. */
let sized: { id: string; small: string; large: string };
let plain: { id: string; variant: string };

const NOBODY = '00000000-0000-4000-8000-000000000000';

async function shopper(email: string) {
  const user = await createUser(t.db, { email });
  const token = await signSessionToken(t.app.config.JWT_SECRET, { userId: user.id, tokenVersion: user.tokenVersion });
  return { id: user.id, token };
}

const add = (who: { token: string }, body: unknown) => call(t.app, 'POST', '/api/add_to_cart', body, who);
const step = (who: { token: string }, body: unknown) => call(t.app, 'POST', '/api/update_cart_quantity', body, who);
const remove = (who: { token: string }, body: unknown) => call(t.app, 'POST', '/api/remove_cart_product', body, who);
const cartOf = async (who: { token: string }) =>
  cartResponse.parse((await call(t.app, 'GET', '/api/find_cart', undefined, who)).body).data;
const setStock = (variantId: string, stock: number) =>
  t.db.execute(sql`UPDATE product_variants SET stock = ${stock} WHERE id = ${variantId}`);

beforeAll(async () => {
  t = await createTestApp();
  asha = await shopper('asha@example.com');
  ravi = await shopper('ravi@example.com');
  const [multi] = await queryRows(
    t.db,
    z.object({ product_id: z.string(), ids: z.array(z.string()) }),
    sql`SELECT v.product_id, array_agg(v.id::text ORDER BY v.position) AS ids
        FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE NOT v.is_hidden AND NOT p.is_hidden
          -- Priced at its own price: a product in a flash deal sells at the deal's.
          AND NOT EXISTS (SELECT 1 FROM home_section_items h
                          WHERE h.product_id = p.id AND h.section = 'flash_deals')
        GROUP BY v.product_id HAVING count(*) >= 2 ORDER BY v.product_id LIMIT 1`,
  );
  const [single] = await queryRows(
    t.db,
    z.object({ id: z.string(), variant: z.string() }),
    sql`SELECT p.id, p.default_variant_id AS variant FROM products p
        WHERE NOT p.is_hidden AND p.variant_count = 1 ORDER BY p.name LIMIT 1`,
  );
  if (!multi?.ids[1] || !single) throw new Error('the demo catalog needs a sized and a plain product');
  sized = { id: multi.product_id, small: multi.ids[0]!, large: multi.ids[1] };
  plain = single;
});
afterAll(() => t?.close());

beforeEach(async () => {
  await t.db.execute(sql`DELETE FROM cart_items`);
  await setStock(plain.variant, 5);
  await setStock(sized.small, 5);
  await setStock(sized.large, 5);
});

describe('add_to_cart', () => {
  it('adds the default variant with quantity 1 and answers the counts', async () => {
    const { status, body } = await add(asha, { product_id: plain.id });
    expect(status).toBe(200);
    expect(addToCartResponse.parse(body).data).toEqual({
      cart_count: 1,
      like_count: 0,
      product_id: plain.id,
      variant: plain.variant,
      quantity: 1,
    });
    const again = await add(asha, { product_id: plain.id, quantity: 2 });
    expect(again.body.data).toMatchObject({ cart_count: 1, quantity: 3 });
  });

  it('keeps two sizes of one product as two lines', async () => {
    await add(asha, { product_id: sized.id, variant: sized.small });
    const { body } = await add(asha, { product_id: sized.id, variant: sized.large, quantity: 2 });
    expect(body.data.cart_count).toBe(2);
    const cart = await cartOf(asha);
    expect(cart.items.map((l) => [l.variant._id, l.quantity])).toEqual([
      [sized.small, 1],
      [sized.large, 2],
    ]);
  });

  it('refuses past the stock and says how many are left', async () => {
    const tooMany = await add(asha, { product_id: plain.id, quantity: 6 });
    expect(tooMany).toMatchObject({ status: 409, body: { message: CART_MESSAGES.onlyLeft(5) } });
    await add(asha, { product_id: plain.id, quantity: 4 });
    const past = await add(asha, { product_id: plain.id, quantity: 2 });
    expect(past).toMatchObject({ status: 409, body: { message: CART_MESSAGES.onlyLeft(5, 4) } });
    expect((await cartOf(asha)).items[0]?.quantity).toBe(4);
    await setStock(plain.variant, 0);
    const none = await add(asha, { product_id: plain.id });
    expect(none).toMatchObject({ status: 409, body: { message: CART_MESSAGES.outOfStock } });
  });

  it.each([
    [0.01, CART_MESSAGES.quantityWhole],
    [1.5, CART_MESSAGES.quantityWhole],
    [-1, CART_MESSAGES.quantityMin],
    [0, CART_MESSAGES.quantityMin],
    ['2', CART_MESSAGES.quantityRequired],
    [1e12, CART_MESSAGES.quantityMax],
  ])('refuses quantity %s with a 400', async (quantity, message) => {
    const { status, body } = await add(asha, { product_id: plain.id, quantity });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect((await cartOf(asha)).cart_count).toBe(0);
  });

  it('answers 400 for malformed ids and 404 for unknown ones, never 500', async () => {
    expect(await add(asha, { product_id: 'abc' })).toMatchObject({
      status: 400,
      body: { message: INVALID_ID_MESSAGE },
    });
    expect((await add(asha, {})).status).toBe(400);
    expect((await add(asha, { product_id: plain.id, variant: "1' OR 1=1" })).status).toBe(400);
    const unknown = await add(asha, { product_id: NOBODY });
    expect(unknown).toMatchObject({ status: 404, body: { message: CART_MESSAGES.productUnavailable } });
    // A variant of another product is not this product's option.
    const foreign = await add(asha, { product_id: plain.id, variant: sized.small });
    expect(foreign).toMatchObject({ status: 404, body: { message: CART_MESSAGES.variantUnavailable } });
  });

  it('refuses hidden products and hidden variants', async () => {
    await t.db.execute(sql`UPDATE products SET is_hidden = true WHERE id = ${plain.id}`);
    await t.db.execute(sql`UPDATE product_variants SET is_hidden = true WHERE id = ${sized.large}`);
    try {
      const product = await add(asha, { product_id: plain.id });
      expect(product).toMatchObject({ status: 404, body: { message: CART_MESSAGES.productUnavailable } });
      const variant = await add(asha, { product_id: sized.id, variant: sized.large });
      expect(variant).toMatchObject({ status: 404, body: { message: CART_MESSAGES.variantUnavailable } });
    } finally {
      await t.db.execute(sql`UPDATE products SET is_hidden = false WHERE id = ${plain.id}`);
      await t.db.execute(sql`UPDATE product_variants SET is_hidden = false WHERE id = ${sized.large}`);
    }
  });

  it('makes one line from ten concurrent adds, never past the stock', async () => {
    await setStock(plain.variant, 7);
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(asha, { product_id: plain.id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    const [line] = await queryRows(
      t.db,
      z.object({ n: z.number(), quantity: z.number() }),
      sql`SELECT count(*)::int AS n, max(quantity) AS quantity FROM cart_items WHERE user_id = ${asha.id}`,
    );
    expect(line).toEqual({ n: 1, quantity: 7 });
  });

  it('needs a token for every cart call', async () => {
    for (const [method, url] of [
      ['POST', '/api/add_to_cart'],
      ['POST', '/api/remove_cart_product'],
      ['POST', '/api/update_cart_quantity'],
      ['GET', '/api/find_cart'],
      ['POST', '/api/merge_cart'],
    ] as const) {
      const res = await call(t.app, method, url, method === 'POST' ? { product_id: 'x' } : undefined);
      expect(res, url).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.signInRequired } });
    }
  });
});

describe('update_cart_quantity', () => {
  it('steps up to the stock and down to 1', async () => {
    await setStock(plain.variant, 2);
    await add(asha, { product_id: plain.id });
    const up = await step(asha, { action: 'increment', product_id: plain.id });
    expect(up.status).toBe(200);
    expect(cartResponse.parse(up.body).data.items[0]?.quantity).toBe(2);
    const atStock = await step(asha, { action: 'increment', product_id: plain.id, variant: plain.variant });
    expect(atStock).toMatchObject({ status: 409, body: { message: CART_MESSAGES.onlyLeft(2) } });
    const down = await step(asha, { action: 'decrement', product_id: plain.id });
    expect(down.body.data.items[0].quantity).toBe(1);
    const atOne = await step(asha, { action: 'decrement', product_id: plain.id });
    expect(atOne).toMatchObject({ status: 400, body: { message: CART_MESSAGES.quantityMin } });
    expect((await cartOf(asha)).items[0]?.quantity).toBe(1);
  });

  it('refuses an unknown action and a line not in the cart', async () => {
    const bad = await step(asha, { action: 'double', product_id: plain.id });
    expect(bad).toMatchObject({ status: 400, body: { message: CART_MESSAGES.actionInvalid } });
    const missing = await step(asha, { action: 'decrement', product_id: plain.id });
    expect(missing).toMatchObject({ status: 404, body: { message: CART_MESSAGES.notInCart } });
  });
});

describe("another shopper's cart", () => {
  it('is never touched', async () => {
    await add(asha, { product_id: plain.id, quantity: 2 });
    expect((await remove(ravi, { product_id: plain.id })).status).toBe(404);
    expect((await step(ravi, { action: 'increment', product_id: plain.id })).status).toBe(404);
    expect((await step(ravi, { action: 'decrement', product_id: plain.id })).status).toBe(404);
    expect((await cartOf(ravi)).items).toEqual([]);
    const mine = await cartOf(asha);
    expect(mine.items.map((l) => l.quantity)).toEqual([2]);
  });
});

describe('remove_cart_product', () => {
  it('removes one size with variant, every size without', async () => {
    await add(asha, { product_id: sized.id, variant: sized.small });
    await add(asha, { product_id: sized.id, variant: sized.large });
    await add(asha, { product_id: plain.id });
    const one = await remove(asha, { product_id: sized.id, variant: sized.small });
    expect(cartResponse.parse(one.body).data.cart_count).toBe(2);
    const all = await remove(asha, { product_id: sized.id });
    expect(all.body.data.items.map((l: { product: { _id: string } }) => l.product._id)).toEqual([plain.id]);
    expect(all.body.data.cart_count).toBe(1);
    expect(await remove(asha, { product_id: sized.id })).toMatchObject({
      status: 404,
      body: { message: CART_MESSAGES.notInCart },
    });
  });
});

describe('find_cart', () => {
  it('prices from the database now and flags price and stock changes', async () => {
    await add(asha, { product_id: sized.id, variant: sized.small, quantity: 3 });
    await add(asha, { product_id: sized.id, variant: sized.large, quantity: 1 });
    const [before] = await queryRows(
      t.db,
      z.object({ price_paise: z.number(), mrp_paise: z.number() }),
      sql`SELECT price_paise, mrp_paise FROM product_variants WHERE id = ${sized.small}`,
    );
    const newPrice = before!.price_paise - 100;
    await t.db.execute(sql`UPDATE product_variants SET price_paise = ${newPrice} WHERE id = ${sized.small}`);
    await setStock(sized.large, 0);

    const cart = await cartOf(asha);
    const [small, large] = cart.items;
    expect(small).toMatchObject({
      discount_price: newPrice,
      price_changed: true,
      price_at_add: before!.price_paise,
      line_total: newPrice * 3,
      available: true,
      stock_changed: false,
      notice: null,
    });
    expect(large).toMatchObject({ available: false, stock_changed: true, notice: CART_MESSAGES.outOfStock });
    expect(cart).toMatchObject({
      total: newPrice * 3,
      mrp_total: before!.mrp_paise * 3,
      savings: (before!.mrp_paise - newPrice) * 3,
      cart_count: 2,
      all_available: false,
    });

    await setStock(sized.small, 2);
    const short = (await cartOf(asha)).items[0];
    expect(short).toMatchObject({ available: false, stock_changed: true, notice: CART_MESSAGES.onlyLeft(2) });
    // Adding again records the price the shopper has now seen.
    await setStock(sized.small, 10);
    await add(asha, { product_id: sized.id, variant: sized.small });
    expect((await cartOf(asha)).items[0]?.price_changed).toBe(false);
  });
});

describe('merge_cart', () => {
  it('adds quantities, caps at the stock and skips what cannot be sold', async () => {
    await add(asha, { product_id: plain.id, quantity: 2 });
    const { status, body } = await call(
      t.app,
      'POST',
      '/api/merge_cart',
      {
        lines: [
          { product_id: plain.id, variant: plain.variant, quantity: 2 },
          { product_id: sized.id, variant: sized.small, quantity: 9 },
          { product_id: NOBODY, quantity: 1 },
        ],
      },
      asha,
    );
    expect(status).toBe(200);
    const merged = mergeCartResponse.parse(body);
    expect(merged.data.items.map((l) => [l.variant._id, l.quantity])).toEqual([
      [plain.variant, 4],
      [sized.small, 5],
    ]);
    expect(merged.data.cart_count).toBe(2);
    expect(merged.notices).toEqual([
      { product_id: sized.id, variant: sized.small, message: CART_MESSAGES.cappedToStock(5) },
      { product_id: NOBODY, variant: null, message: CART_MESSAGES.productUnavailable },
    ]);
  });

  it('refuses a bad quantity in any line', async () => {
    const { status, body } = await call(
      t.app,
      'POST',
      '/api/merge_cart',
      { lines: [{ product_id: plain.id, quantity: 0.5 }] },
      asha,
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: 'lines.0.quantity', message: CART_MESSAGES.quantityWhole }]);
  });
});

describe('price_cart', () => {
  const price = (body: unknown, who?: { token: string }) => call(t.app, 'POST', '/api/price_cart', body, who);

  it("prices a visitor's lines as find_cart does, without a token", async () => {
    const [small] = await queryRows(
      t.db,
      z.object({ price_paise: z.number(), mrp_paise: z.number() }),
      sql`SELECT price_paise, mrp_paise FROM product_variants WHERE id = ${sized.small}`,
    );
    const { status, body } = await price({
      lines: [
        { product_id: sized.id, variant: sized.small, quantity: 2, price_at_add: small!.price_paise + 500 },
        { product_id: plain.id, quantity: 1 },
      ],
    });
    expect(status).toBe(200);
    const priced = priceCartResponse.parse(body);
    expect(priced.notices).toEqual([]);
    expect(priced.data.items.map((l) => [l._id, l.product._id, l.variant._id, l.quantity])).toEqual([
      [sized.small, sized.id, sized.small, 2],
      // No variant named: the product's default.
      [plain.variant, plain.id, plain.variant, 1],
    ]);
    expect(priced.data.items[0]).toMatchObject({
      discount_price: small!.price_paise,
      price: small!.mrp_paise,
      line_total: small!.price_paise * 2,
      stock: 5,
      price_changed: true,
      price_at_add: small!.price_paise + 500,
      available: true,
    });
    // Without a price seen at add, nothing has changed.
    expect(priced.data.items[1]).toMatchObject({ price_changed: false, available: true });
    expect(priced.data.cart_count).toBe(2);
    expect(priced.data.total).toBe(priced.data.items.reduce((sum, l) => sum + l.line_total, 0));
    // Nothing was written to any cart.
    expect((await cartOf(asha)).items).toEqual([]);
    const [{ n } = { n: -1 }] = await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`SELECT count(*)::int AS n FROM cart_items`,
    );
    expect(n).toBe(0);
  });

  it('flags stock below the quantity, hidden products and lines that name nothing', async () => {
    await setStock(plain.variant, 2);
    await t.db.execute(sql`UPDATE product_variants SET is_hidden = true WHERE id = ${sized.large}`);
    try {
      const { body } = await price({
        lines: [
          { product_id: plain.id, variant: plain.variant, quantity: 3 },
          { product_id: sized.id, variant: sized.large, quantity: 1 },
          { product_id: NOBODY, quantity: 1 },
          { product_id: plain.id, variant: sized.small, quantity: 1 },
        ],
      });
      const priced = priceCartResponse.parse(body);
      expect(priced.data.items.map((l) => [l.variant._id, l.available, l.notice])).toEqual([
        [plain.variant, false, CART_MESSAGES.onlyLeft(2)],
        [sized.large, false, CART_MESSAGES.variantUnavailable],
      ]);
      expect(priced.data).toMatchObject({ total: 0, all_available: false, cart_count: 2 });
      expect(priced.notices).toEqual([
        { product_id: NOBODY, variant: null, message: CART_MESSAGES.productUnavailable },
        // An option of another product is not this product's.
        { product_id: plain.id, variant: sized.small, message: CART_MESSAGES.variantUnavailable },
      ]);
    } finally {
      await t.db.execute(sql`UPDATE product_variants SET is_hidden = false WHERE id = ${sized.large}`);
    }
  });

  it('makes one line of two naming the same variant', async () => {
    const { body } = await price({
      lines: [
        { product_id: plain.id, quantity: 2 },
        { product_id: plain.id, variant: plain.variant, quantity: 1 },
      ],
    });
    const priced = priceCartResponse.parse(body);
    expect(priced.data.items.map((l) => [l.variant._id, l.quantity])).toEqual([[plain.variant, 3]]);
  });

  it('answers an empty cart for no lines, and refuses bad or too many lines', async () => {
    const empty = priceCartResponse.parse((await price({ lines: [] })).body);
    expect(empty.data).toMatchObject({ items: [], total: 0, cart_count: 0, all_available: true });

    const tooMany = Array.from({ length: 101 }, () => ({ product_id: plain.id, quantity: 1 }));
    expect(await price({ lines: tooMany })).toMatchObject({
      status: 400,
      body: { message: CART_MESSAGES.tooManyLines },
    });
    expect(await price({ lines: [{ product_id: plain.id, quantity: 0 }] })).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'lines.0.quantity', message: CART_MESSAGES.quantityMin }] },
    });
    expect(await price({ lines: [{ product_id: "1' OR 1=1", quantity: 1 }] })).toMatchObject({
      status: 400,
      body: { message: INVALID_ID_MESSAGE },
    });
    const hugePrice = await price({ lines: [{ product_id: plain.id, quantity: 1, price_at_add: 2 ** 31 }] });
    expect(hugePrice.status).toBe(400);
    expect((await price({})).status).toBe(400);
  });
});
