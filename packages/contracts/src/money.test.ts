import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  formatInr,
  indianNumberInWords,
  lineTotal,
  paiseToRupeeDecimal,
  priceTotals,
  rupeesInWords,
  rupeesToPaise,
} from './money';

describe('formatInr', () => {
  it('formats paise as rupees with Indian grouping', () => {
    expect(formatInr(149900)).toBe('₹1,499');
    expect(formatInr(12345678900)).toBe('₹12,34,56,789');
    expect(formatInr(99950)).toBe('₹999.50');
    expect(formatInr(105)).toBe('₹1.05');
    expect(formatInr(0)).toBe('₹0');
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => formatInr(10.5)).toThrow(RangeError);
    expect(() => formatInr(Number.NaN)).toThrow(RangeError);
  });
});

describe('paiseToRupeeDecimal', () => {
  it('writes rupees with both paise digits, no symbol or grouping', () => {
    expect(paiseToRupeeDecimal(149900)).toBe('1499.00');
    expect(paiseToRupeeDecimal(99950)).toBe('999.50');
    expect(paiseToRupeeDecimal(105)).toBe('1.05');
    expect(paiseToRupeeDecimal(7)).toBe('0.07');
    expect(paiseToRupeeDecimal(0)).toBe('0.00');
    expect(paiseToRupeeDecimal(12345678901)).toBe('123456789.01');
    expect(paiseToRupeeDecimal(-250)).toBe('-2.50');
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => paiseToRupeeDecimal(10.5)).toThrow(RangeError);
  });
});

describe('rupeesToPaise', () => {
  it('converts exact rupee amounts', () => {
    expect(rupeesToPaise(1499)).toBe(149900);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(19.99)).toBe(1999);
  });

  it('refuses fractions of a paisa', () => {
    expect(() => rupeesToPaise(1.234)).toThrow(RangeError);
  });
});

describe('discountPercent', () => {
  it('rounds (price - discount_price) / price to a whole percent', () => {
    expect(discountPercent(200000, 149900)).toBe(25);
    expect(discountPercent(300000, 200000)).toBe(33);
    expect(discountPercent(100, 66)).toBe(34);
  });

  it('is 0 with no saving or no price', () => {
    expect(discountPercent(100000, 100000)).toBe(0);
    expect(discountPercent(100000, 120000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe('line and order totals', () => {
  it('multiplies whole quantities only', () => {
    expect(lineTotal(149900, 3)).toBe(449700);
    expect(() => lineTotal(149900, 0.01)).toThrow(RangeError);
    expect(() => lineTotal(149900, -1)).toThrow(RangeError);
  });

  it('sums selling price and MRP times quantity, and the saving between them', () => {
    expect(
      priceTotals([
        { unitPaise: 149900, mrpPaise: 179900, quantity: 2 },
        { unitPaise: 45000, mrpPaise: 45000, quantity: 1 },
      ]),
    ).toEqual({ total: 344800, mrpTotal: 404800, savings: 60000 });
    expect(priceTotals([])).toEqual({ total: 0, mrpTotal: 0, savings: 0 });
  });

  it('refuses a fractional or negative quantity anywhere in the lines', () => {
    expect(() => priceTotals([{ unitPaise: 149900, mrpPaise: 149900, quantity: 0.01 }])).toThrow(RangeError);
    expect(() => priceTotals([{ unitPaise: 149900, mrpPaise: 149900, quantity: -1 }])).toThrow(RangeError);
  });
});

describe('amounts in words, the Indian way', () => {
  it('counts in thousands, lakhs and crores', () => {
    expect(indianNumberInWords(0)).toBe('Zero');
    expect(indianNumberInWords(7)).toBe('Seven');
    expect(indianNumberInWords(19)).toBe('Nineteen');
    expect(indianNumberInWords(40)).toBe('Forty');
    expect(indianNumberInWords(99)).toBe('Ninety Nine');
    expect(indianNumberInWords(105)).toBe('One Hundred Five');
    expect(indianNumberInWords(7950)).toBe('Seven Thousand Nine Hundred Fifty');
    expect(indianNumberInWords(100_000)).toBe('One Lakh');
    expect(indianNumberInWords(1_234_567)).toBe('Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven');
    expect(indianNumberInWords(10_000_000)).toBe('One Crore');
    expect(indianNumberInWords(1_230_000_001)).toBe('One Hundred Twenty Three Crore One');
    expect(() => indianNumberInWords(-1)).toThrow(RangeError);
    expect(() => indianNumberInWords(1.5)).toThrow(RangeError);
  });

  it('says an invoice total in rupees and paise', () => {
    expect(rupeesInWords(795_000)).toBe('Rupees Seven Thousand Nine Hundred Fifty only');
    expect(rupeesInWords(795_050)).toBe('Rupees Seven Thousand Nine Hundred Fifty and Fifty Paise only');
    expect(rupeesInWords(1)).toBe('Rupees Zero and One Paise only');
  });
});
