import { CART_MESSAGES, mergeCartResponse, priceCartResponse } from '@store/contracts/cart';
import { INVALID_ID_MESSAGE } from '@store/contracts/ids';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { t, asha, sized, plain, NOBODY, add, cartOf, setStock, setUp } from './cart.routes.kit';

setUp();

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
      // Units, the unavailable line's too (decision 116): three and one.
      cart_count: 4,
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
    expect(merged.data.cart_count).toBe(9);
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
    expect(priced.data.cart_count).toBe(3);
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
      expect(priced.data).toMatchObject({ total: 0, all_available: false, cart_count: 4 });
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
