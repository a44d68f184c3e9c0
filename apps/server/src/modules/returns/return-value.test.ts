import { describe, expect, it } from 'vitest';
import { paidForLine, splitRefund, unitsValue } from './return-value';

describe('what returned units cost', () => {
  it("is what was really paid: the line's total less its share of a discount code", () => {
    expect(paidForLine({ lineTotalPaise: 30_000, discountPaise: (20_000 / 3) | 0 })).toBe(23_334);
    expect(paidForLine({ lineTotalPaise: 30_000, discountPaise: 0 })).toBe(30_000);
  });

  it('adds up to what was paid for the line, however the units are returned', () => {
    // ₹100.00 paid for three units (a discount share made it not divide evenly).
    const oneByOne = [0, 1, 2].map((before) => unitsValue(10_000, 3, before, 1));
    expect(oneByOne).toEqual([3333, 3333, 3334]);
    expect(oneByOne.reduce((s, v) => s + v, 0)).toBe(10_000);
    expect(unitsValue(10_000, 3, 1, 2)).toBe(6667);
    expect(unitsValue(10_000, 3, 0, 3)).toBe(10_000);
  });
});

describe('splitting a refund over lines', () => {
  it('splits in proportion, to the paisa, never giving a line more than it cost', () => {
    expect(splitRefund(100, [100, 200])).toEqual([33, 67]);
    expect(splitRefund(101, [50, 50, 50])).toEqual([34, 34, 33]);
    const parts = splitRefund(12_345, [9_999, 1, 5_000]);
    expect(parts.reduce((s, p) => s + p, 0)).toBe(12_345);
    parts.forEach((p, i) => expect(p).toBeLessThanOrEqual([9_999, 1, 5_000][i]!));
    expect(splitRefund(300, [100, 200])).toEqual([100, 200]);
    expect(splitRefund(0, [])).toEqual([]);
  });
});
