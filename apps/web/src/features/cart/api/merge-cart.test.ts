import { mergeCartBody } from '@store/contracts/cart';
import { describe, expect, it } from 'vitest';
import { addVisitorLine, confirmVisitorLine, readVisitorCart } from '@/lib/visitor-cart';
import { toMergeLines } from './merge-cart';

describe('toMergeLines', () => {
  it('hands merge_cart only what the shopper chose, in a body the contract accepts', () => {
    const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    addVisitorLine({ product_id: id(1), variant: id(2), quantity: 2 });
    addVisitorLine({ product_id: id(3), quantity: 1 });
    confirmVisitorLine({ product_id: id(1), variant: id(2) }, { variant: id(2), price_at_add: 100 });
    const lines = toMergeLines(readVisitorCart());
    expect(lines).toEqual([
      { product_id: id(1), variant: id(2), quantity: 2 },
      { product_id: id(3), quantity: 1 },
    ]);
    expect(mergeCartBody.safeParse({ lines }).success).toBe(true);
  });
});
