import { ADMIN_CONSTRAINT_MESSAGES, MAX_PRICE_PAISE } from '@store/contracts/admin-common';
import { DISCOUNT_MESSAGES, discountInputBody } from '@store/contracts/discounts';
import { describe, expect, it } from 'vitest';
import { priceCode, shareOut, type CodeTerms, type LineForCode } from './discount-pricing';

const now = new Date('2026-11-26T10:00:00Z');
const terms = (over: Partial<CodeTerms> = {}): CodeTerms => ({
  code: 'TEN',
  kind: 'percent',
  value: 10,
  minOrderPaise: 0,
  validFrom: new Date('2026-11-01T00:00:00Z'),
  validTo: new Date('2026-12-01T00:00:00Z'),
  productIds: [],
  categoryIds: [],
  brandIds: [],
  active: true,
  ...over,
});
const line = (variantId: string, totalPaise: number, over: Partial<LineForCode> = {}): LineForCode => ({
  variantId,
  productId: `p-${variantId}`,
  totalPaise,
  onDeal: false,
  scope: { brandId: null, categoryIds: [] },
  ...over,
});

describe('shareOut', () => {
  it('adds up to the amount exactly and gives the odd paise to the largest fractions', () => {
    const shares = shareOut(100, [
      { key: 'a', totalPaise: 1 },
      { key: 'b', totalPaise: 1 },
      { key: 'c', totalPaise: 1 },
    ]);
    expect([...shares.values()]).toEqual([34, 33, 33]);
    for (let amount = 1; amount < 2_000; amount += 37) {
      const weights = [
        { key: 'x', totalPaise: 149_900 },
        { key: 'y', totalPaise: 3_350 },
        { key: 'z', totalPaise: 71 },
      ];
      const got = shareOut(amount, weights);
      expect([...got.values()].reduce((s, v) => s + v, 0)).toBe(amount);
      for (const w of weights) expect(got.get(w.key)!).toBeLessThanOrEqual(w.totalPaise);
    }
  });
});

describe('priceCode', () => {
  it('takes a percent of the covered lines, rounded down to a whole rupee', () => {
    const priced = priceCode(terms({ value: 15 }), [line('a', 99_999), line('b', 1)], now);
    expect(priced.amountPaise).toBe(15_000);
    expect(priced.shares.get('a')! + priced.shares.get('b')!).toBe(priced.amountPaise);
    // 15% of ₹999.99 is ₹149.99 and some: ₹149 off, never an amount in paise.
    expect(priceCode(terms({ value: 15 }), [line('a', 99_999)], now).amountPaise).toBe(14_900);
    expect(priceCode(terms({ value: 10 }), [line('a', 123_456)], now).amountPaise).toBe(12_300);
  });

  it('caps a flat amount at the covered total and always leaves ₹1 to pay', () => {
    expect(priceCode(terms({ kind: 'flat', value: 50_000 }), [line('a', 20_000)], now).amountPaise).toBe(19_900);
    expect(priceCode(terms({ kind: 'percent', value: 100 }), [line('a', 20_000)], now).amountPaise).toBe(19_900);
    const scoped = terms({ kind: 'flat', value: 50_000, productIds: ['p-a'] });
    expect(priceCode(scoped, [line('a', 20_000), line('b', 10_000)], now)).toMatchObject({ amountPaise: 20_000 });
  });

  it('leaves flash-deal lines and lines outside its limits alone', () => {
    const priced = priceCode(terms(), [line('a', 10_000, { onDeal: true }), line('b', 10_000)], now);
    expect([...priced.shares.entries()]).toEqual([['b', 1_000]]);
    const brand = terms({ brandIds: ['br'] });
    const mixed = priceCode(
      brand,
      [line('a', 10_000, { scope: { brandId: 'br', categoryIds: [] } }), line('b', 5_000)],
      now,
    );
    expect([...mixed.shares.keys()]).toEqual(['a']);
    expect(() => priceCode(brand, [line('b', 5_000)], now)).toThrow(DISCOUNT_MESSAGES.notForProducts);
  });

  it('checks the window at its edges', () => {
    expect(() => priceCode(terms({ validFrom: now }), [line('a', 100_000)], now)).not.toThrow();
    expect(() => priceCode(terms({ validTo: now }), [line('a', 100_000)], now)).toThrow(DISCOUNT_MESSAGES.expired(now));
  });
});

describe('the words of a refusal', () => {
  it('says the order is too small when the amount rounds to nothing', () => {
    expect(() => priceCode(terms({ value: 1 }), [line('a', 99)], now)).toThrow(DISCOUNT_MESSAGES.orderTooSmall);
  });

  it('names the field staff got wrong', () => {
    const base = { code: 'TEN', kind: 'percent', validFrom: now.toISOString(), validTo: '2026-12-01T00:00:00Z' };
    const issue = (body: Record<string, unknown>) => discountInputBody.safeParse(body).error?.issues[0];
    expect(issue(base)).toMatchObject({ path: ['value'], message: DISCOUNT_MESSAGES.percentRange });
    expect(issue({ ...base, kind: 'flat' })).toMatchObject({ path: ['value'], message: DISCOUNT_MESSAGES.flatAmount });
    expect(issue({ ...base, value: 10, minOrderPaise: MAX_PRICE_PAISE + 1 })).toMatchObject({
      path: ['minOrderPaise'],
      message: DISCOUNT_MESSAGES.minimumTooBig,
    });
  });

  it('tells staff a code created twice at once already exists', () => {
    expect(ADMIN_CONSTRAINT_MESSAGES.discount_codes_code_key).toBe(DISCOUNT_MESSAGES.codeTaken);
  });
});
