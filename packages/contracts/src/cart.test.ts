import { describe, expect, it } from 'vitest';
import {
  addToCartBody,
  CART_MESSAGES,
  mergeCartBody,
  priceCartBody,
  quantityField,
  updateCartQuantityBody,
} from './cart';

const id = '00000000-0000-4000-8000-000000000001';

describe('quantityField', () => {
  it.each([
    [0.01, CART_MESSAGES.quantityWhole],
    [-1, CART_MESSAGES.quantityMin],
    [0, CART_MESSAGES.quantityMin],
    ['2', CART_MESSAGES.quantityRequired],
    [1000, CART_MESSAGES.quantityMax],
    [Number.MAX_SAFE_INTEGER + 2, CART_MESSAGES.quantityWhole],
  ])('refuses %s', (value, message) => {
    const result = quantityField.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts whole numbers from 1', () => {
    expect(quantityField.parse(1)).toBe(1);
    expect(quantityField.parse(999)).toBe(999);
  });
});

describe('cart bodies', () => {
  it('default the quantity to 1 and leave the variant to the server', () => {
    expect(addToCartBody.parse({ product_id: id })).toEqual({ product_id: id, quantity: 1 });
  });

  it('allow only increment and decrement', () => {
    const result = updateCartQuantityBody.safeParse({ action: 'set', product_id: id });
    expect(result.error?.issues[0]?.message).toBe(CART_MESSAGES.actionInvalid);
  });

  it('price a browser cart of up to 100 lines, with the price seen at add as a whole number of paise', () => {
    expect(priceCartBody.safeParse({ lines: [{ product_id: id, quantity: 2, price_at_add: 49_900 }] }).success).toBe(
      true,
    );
    expect(priceCartBody.safeParse({ lines: [{ product_id: id, quantity: 1, price_at_add: 9.5 }] }).success).toBe(
      false,
    );
    expect(priceCartBody.safeParse({ lines: [{ product_id: id, quantity: 1, price_at_add: 2 ** 31 }] }).success).toBe(
      false,
    );
    const lines = Array.from({ length: 101 }, () => ({ product_id: id, quantity: 1 }));
    expect(priceCartBody.safeParse({ lines }).error?.issues[0]?.message).toBe(CART_MESSAGES.tooManyLines);
  });

  it('limit a merged browser cart', () => {
    const lines = Array.from({ length: 101 }, () => ({ product_id: id, quantity: 1 }));
    expect(mergeCartBody.safeParse({ lines }).error?.issues[0]?.message).toBe(CART_MESSAGES.tooManyLines);
  });
});
