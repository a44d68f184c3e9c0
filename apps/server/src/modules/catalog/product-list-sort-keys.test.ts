// The keys a list page in price or rating order carries as bands (docs/decisions/113): its rows',
// and the mark's it was walked from, whose position a product moving across it changes.
import { describe, expect, it } from 'vitest';
import { cardTags } from './catalog-cache';
import type { ListCardRow } from './product-list.repo';
import { sortKeysOf } from './product-list.service';

const row = (price: number, rating = 0) => ({ sort_price_paise: price, rating }) as ListCardRow;
const bands = (tags: string[]) => tags.filter((t) => t.startsWith('order:'));

describe('the keys of a list page', () => {
  it("are its rows' sort keys, in the sort's order only", () => {
    expect(sortKeysOf('price_asc', [row(40_000), row(41_000)], undefined)).toEqual([40_000, 41_000]);
    expect(sortKeysOf('rating', [row(0, 4.5), row(0, 4.4)], undefined)).toEqual([4.5, 4.4]);
    expect(sortKeysOf('newest', [row(40_000)], '39000')).toEqual([]);
  });

  it('reach back to the mark a page was walked from, so a move across the mark drops the page', () => {
    const page = [row(90_000), row(91_000)];
    const walked = bands(cardTags([], 'price_asc', false, sortKeysOf('price_asc', page, '80000')));
    const fromTop = bands(cardTags([], 'price_asc', false, sortKeysOf('price_asc', page, undefined)));
    // What a product moving from ₹750 to ₹850 drops: its bands, across the mark at ₹800, whose
    // position (and so the marked page's) moved by one.
    const moved = bands(cardTags([], 'price_asc', false, [75_000, 85_000]));
    expect(walked).not.toContain('order:price');
    expect(walked.some((t) => moved.includes(t))).toBe(true);
    expect(fromTop.some((t) => moved.includes(t))).toBe(false);
  });

  it("widen a mark's rating by a hundredth either side: a real read as a double lies a hair off", () => {
    const [own, below, above] = sortKeysOf('rating', [row(0, 4.5)], '4.099999904632568');
    expect(own).toBe(4.5);
    expect(below).toBeCloseTo(4.09, 6);
    expect(above).toBeCloseTo(4.11, 6);
  });
});
