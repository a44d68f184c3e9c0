import { AUTH_MESSAGES } from '@store/contracts/auth';
import { addToCartResponse, CART_MESSAGES, cartResponse } from '@store/contracts/cart';
import { INVALID_ID_MESSAGE } from '@store/contracts/ids';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { t, asha, ravi, sized, plain, NOBODY, add, step, remove, cartOf, setStock, setUp } from './cart.routes.kit';

setUp();

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
    // cart_count counts units, as every count of items does (decision 116).
    const again = await add(asha, { product_id: plain.id, quantity: 2 });
    expect(again.body.data).toMatchObject({ cart_count: 3, quantity: 3 });
  });

  it('keeps two sizes of one product as two lines', async () => {
    await add(asha, { product_id: sized.id, variant: sized.small });
    const { body } = await add(asha, { product_id: sized.id, variant: sized.large, quantity: 2 });
    expect(body.data.cart_count).toBe(3);
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
