import { describe, expect, it } from 'vitest';
import { FittingParts, timestampMicros, type PartKeys } from './fitting-parts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function part(n: number, keys: Partial<PartKeys>): PartKeys {
  return { id: id(n), popularity: 0, createdUs: 0, price: 0, rating: 0, reviews: 0, ...keys };
}

// Two brands' parts; the marks below sit among them.
const parts = new FittingParts(
  new Map([
    ['brand-a', 3],
    ['brand-b', 2],
  ]),
  new Map([
    [
      'brand-a',
      [
        part(1, { popularity: 50, price: 100, rating: 4.5, reviews: 10, createdUs: 1_000_000 }),
        part(5, { popularity: 20, price: 300, rating: 4.5, reviews: 2, createdUs: 3_000_000 }),
        part(9, { popularity: 20, price: 300, rating: 3, reviews: 50, createdUs: 3_000_000 }),
      ],
    ],
    ['brand-b', [part(3, { popularity: 20, price: 200, rating: 4.5, reviews: 2, createdUs: 2_000_001 })]],
  ]),
);

describe('the bike parts before a mark', () => {
  it('counts those before it in each sort, ties broken by id as the indexes break them', () => {
    // Popularity, high to low, then id: 50 (1), then the 20s by id (3, 5, 9); the mark is 20 with id 6.
    expect(parts.before('popularity', ['20', id(6)])).toBe(3);
    expect(parts.before('popularity', ['20', id(4)])).toBe(2);
    // Price low to high then id; high to low then id from the top (the index read backwards).
    expect(parts.before('price_asc', ['300', id(7)])).toBe(3);
    expect(parts.before('price_desc', ['300', id(7)])).toBe(1);
    expect(parts.before('price_desc', ['200', id(7)])).toBe(2);
    // Rating, then reviews, then id.
    expect(parts.before('rating', ['4.5', '2', id(4)])).toBe(2);
    expect(parts.before('rating', ['4.5', '2', id(6)])).toBe(3);
    // Newest first: the mark's time as PostgreSQL writes it, to the microsecond.
    expect(parts.before('newest', ['1970-01-01 00:00:02.000001+00', id(2)])).toBe(2);
    expect(parts.before('newest', ['1970-01-01 00:00:02.000001+00', id(4)])).toBe(3);
  });

  it("counts only the brand's parts in a brand's list", () => {
    expect(parts.before('popularity', ['20', id(6)], 'brand-a')).toBe(2);
    expect(parts.before('popularity', ['20', id(6)], 'brand-b')).toBe(1);
    expect(parts.before('popularity', ['20', id(6)], 'brand-c')).toBe(0);
  });

  it('says it does not know when the keys are not held or cannot be read', () => {
    expect(new FittingParts(new Map([['brand-a', 3]])).before('popularity', ['20', id(6)])).toBeUndefined();
    expect(parts.before('popularity', ['20', 'not-a-uuid'])).toBeUndefined();
    expect(parts.before('newest', ['yesterday', id(6)])).toBeUndefined();
  });
});

describe('a timestamp as PostgreSQL writes it', () => {
  it('reads to the microsecond in any zone', () => {
    const at = Date.UTC(2026, 10, 27, 8, 12, 33) * 1000;
    expect(timestampMicros('2026-11-27 08:12:33+00')).toBe(at);
    expect(timestampMicros('2026-11-27 08:12:33.5+00')).toBe(at + 500_000);
    expect(timestampMicros('2026-11-27 08:12:33.000123+00')).toBe(at + 123);
    expect(timestampMicros('2026-11-27 13:42:33.000123+05:30')).toBe(at + 123);
    expect(timestampMicros('2026-11-27 05:12:33-03')).toBe(at);
    expect(timestampMicros('2026-11-27 04:42:33-03:30')).toBe(at);
    // Before 1970, with a fraction: PostgreSQL's epoch is negative, the fraction still added.
    expect(timestampMicros('1969-12-31 23:59:59.25+00')).toBe(-750_000);
    expect(timestampMicros('Fri Nov 27 08:12:33 2026 UTC')).toBeUndefined();
    // Years below 100 (which Date.UTC would read as 19xx) and BC are not read.
    expect(timestampMicros('0050-01-01 00:00:00+00')).toBeUndefined();
    expect(timestampMicros('2026-11-27 08:12:33+00 BC')).toBeUndefined();
  });
});
