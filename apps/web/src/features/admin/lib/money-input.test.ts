import { describe, expect, it } from 'vitest';
import { discountOf, formatRupeesInput, parseRupees } from './money-input';

describe('parseRupees', () => {
  it('turns what staff type into exact paise', () => {
    expect(parseRupees('1499')).toBe(149_900);
    expect(parseRupees('1,499.50')).toBe(149_950);
    expect(parseRupees('₹ 1499.5')).toBe(149_950);
    expect(parseRupees('0.29')).toBe(29);
    expect(parseRupees('12.')).toBe(1200);
    expect(parseRupees(' 10,00,000 ')).toBe(100_000_000);
  });

  it('refuses text that is not an amount in rupees and paise', () => {
    for (const text of ['', 'abc', '-5', '1.999', '1e3', '1.2.3', '.5']) expect(parseRupees(text)).toBeNull();
  });
});

describe('formatRupeesInput', () => {
  it('shows whole rupees bare and paise with two digits', () => {
    expect(formatRupeesInput(149_900)).toBe('1499');
    expect(formatRupeesInput(149_950)).toBe('1499.50');
    expect(formatRupeesInput(5)).toBe('0.05');
  });

  it('round-trips through parseRupees', () => {
    for (const paise of [1, 99, 100, 12_345, 100_000_000]) expect(parseRupees(formatRupeesInput(paise))).toBe(paise);
  });
});

describe('discountOf', () => {
  it('is the saving on the original price, rounded like the storefront', () => {
    expect(discountOf('1499', '1999')).toBe(25);
    expect(discountOf('999', '999')).toBe(0);
  });

  it('is null while a field is not an amount, and 0 when the price is above the MRP', () => {
    expect(discountOf('', '1999')).toBeNull();
    expect(discountOf('1499', 'x')).toBeNull();
    expect(discountOf('2000', '1000')).toBe(0);
  });
});
