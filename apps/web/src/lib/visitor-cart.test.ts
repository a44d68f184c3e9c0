import { CART_MESSAGES, MAX_MERGE_LINES } from '@store/contracts/cart';
import { describe, expect, it, vi } from 'vitest';
import {
  addVisitorLine,
  clearVisitorCart,
  confirmVisitorLine,
  readVisitorCart,
  removeVisitorLines,
  stepVisitorLine,
  subscribeVisitorCart,
  VISITOR_CART_STORAGE_KEY,
} from './visitor-cart';

const stored = () => JSON.parse(localStorage.getItem(VISITOR_CART_STORAGE_KEY) ?? 'null') as unknown;

describe('visitor cart', () => {
  it('starts a line, adds up quantities of the same variant and keeps sizes apart', () => {
    expect(addVisitorLine({ product_id: 'p1', variant: 'v1', quantity: 1 })).toEqual({ ok: true, quantity: 1 });
    expect(addVisitorLine({ product_id: 'p1', variant: 'v1', quantity: 2 })).toEqual({ ok: true, quantity: 3 });
    expect(addVisitorLine({ product_id: 'p1', variant: 'v2', quantity: 1 })).toEqual({ ok: true, quantity: 1 });
    expect(readVisitorCart()).toEqual([
      { product_id: 'p1', variant: 'v1', quantity: 3 },
      { product_id: 'p1', variant: 'v2', quantity: 1 },
    ]);
  });

  it('persists in local storage and survives a reload of the page', () => {
    addVisitorLine({ product_id: 'p1', variant: 'v1', quantity: 2 });
    expect(stored()).toEqual({ lines: [{ product_id: 'p1', variant: 'v1', quantity: 2 }] });
    // What another tab (or the page before a reload) wrote is what is read.
    localStorage.setItem(
      VISITOR_CART_STORAGE_KEY,
      JSON.stringify({ lines: [{ product_id: 'p9', variant: 'v9', quantity: 4, price_at_add: 12_000 }] }),
    );
    expect(readVisitorCart()).toEqual([{ product_id: 'p9', variant: 'v9', quantity: 4, price_at_add: 12_000 }]);
    clearVisitorCart();
    expect(localStorage.getItem(VISITOR_CART_STORAGE_KEY)).toBeNull();
    expect(readVisitorCart()).toEqual([]);
  });

  it('drops what it cannot read rather than sending it to the server', () => {
    localStorage.setItem(VISITOR_CART_STORAGE_KEY, '{not json');
    expect(readVisitorCart()).toEqual([]);
    localStorage.setItem(
      VISITOR_CART_STORAGE_KEY,
      JSON.stringify({
        lines: [
          { product_id: 'ok', variant: 'v', quantity: 1 },
          { product_id: 'zero', quantity: 0 },
          { product_id: 'half', quantity: 1.5 },
          { product_id: 'huge', quantity: 5000 },
          { quantity: 1 },
          'p1',
        ],
      }),
    );
    expect(readVisitorCart()).toEqual([{ product_id: 'ok', variant: 'v', quantity: 1 }]);
  });

  it('refuses an add past the known stock with the words add_to_cart uses, changing nothing', () => {
    addVisitorLine({ product_id: 'p1', variant: 'v1', quantity: 2, stock: 3 });
    expect(addVisitorLine({ product_id: 'p1', variant: 'v1', quantity: 2, stock: 3 })).toEqual({
      ok: false,
      message: CART_MESSAGES.onlyLeft(3, 2),
    });
    expect(addVisitorLine({ product_id: 'p2', variant: 'v2', quantity: 1, stock: 0 })).toEqual({
      ok: false,
      message: CART_MESSAGES.outOfStock,
    });
    expect(readVisitorCart()).toEqual([{ product_id: 'p1', variant: 'v1', quantity: 2 }]);
  });

  it('caps a line at the most it may hold and the cart at the most lines merge_cart takes', () => {
    addVisitorLine({ product_id: 'p1', variant: 'v1', quantity: 998 });
    expect(addVisitorLine({ product_id: 'p1', variant: 'v1', quantity: 2 })).toEqual({
      ok: false,
      message: CART_MESSAGES.quantityMax,
    });
    for (let i = 2; i <= MAX_MERGE_LINES; i += 1) addVisitorLine({ product_id: `p${i}`, variant: 'v', quantity: 1 });
    expect(readVisitorCart()).toHaveLength(MAX_MERGE_LINES);
    expect(addVisitorLine({ product_id: 'one-more', variant: 'v', quantity: 1 })).toEqual({
      ok: false,
      message: CART_MESSAGES.tooManyLines,
    });
    // A line already there can still grow.
    expect(addVisitorLine({ product_id: 'p2', variant: 'v', quantity: 1 })).toEqual({ ok: true, quantity: 2 });
  });

  it('steps a line between 1 and the cap; undoing the add that started a line removes it', () => {
    addVisitorLine({ product_id: 'p1', variant: 'v1', quantity: 1 });
    stepVisitorLine({ product_id: 'p1', variant: 'v1' }, 1);
    expect(readVisitorCart()[0]?.quantity).toBe(2);
    stepVisitorLine({ product_id: 'p1', variant: 'v1' }, -1);
    stepVisitorLine({ product_id: 'p1', variant: 'v1' }, -1);
    expect(readVisitorCart()[0]?.quantity).toBe(1);
    stepVisitorLine({ product_id: 'p1', variant: 'v1' }, -1, { dropAtZero: true });
    expect(readVisitorCart()).toEqual([]);
  });

  it('records the variant and price the server confirmed, joining a line of that variant', () => {
    addVisitorLine({ product_id: 'p1', variant: 'v1', quantity: 2 });
    // Added before the default variant was known.
    addVisitorLine({ product_id: 'p1', quantity: 1 });
    confirmVisitorLine({ product_id: 'p1' }, { variant: 'v1', price_at_add: 49_900 });
    expect(readVisitorCart()).toEqual([{ product_id: 'p1', variant: 'v1', quantity: 3, price_at_add: 49_900 }]);
  });

  it('removes one variant, or every line of a product', () => {
    addVisitorLine({ product_id: 'p1', variant: 'v1', quantity: 1 });
    addVisitorLine({ product_id: 'p1', variant: 'v2', quantity: 1 });
    addVisitorLine({ product_id: 'p2', variant: 'v3', quantity: 1 });
    removeVisitorLines([{ product_id: 'p1', variant: 'v2' }]);
    expect(readVisitorCart().map((l) => l.variant)).toEqual(['v1', 'v3']);
    removeVisitorLines([{ product_id: 'p1', variant: null }]);
    expect(readVisitorCart().map((l) => l.variant)).toEqual(['v3']);
  });

  it('tells subscribers about changes here and in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeVisitorCart(listener);
    addVisitorLine({ product_id: 'p1', variant: 'v1', quantity: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: VISITOR_CART_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    clearVisitorCart();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
