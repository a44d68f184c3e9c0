import { describe, expect, it } from 'vitest';
import { starBars } from './rating-summary';

describe('starBars', () => {
  it('lists five stars down to one with each share of all reviews', () => {
    expect(starBars([1, 2, 3, 4, 10])).toEqual([
      { star: 5, count: 10, percent: 50 },
      { star: 4, count: 4, percent: 20 },
      { star: 3, count: 3, percent: 15 },
      { star: 2, count: 2, percent: 10 },
      { star: 1, count: 1, percent: 5 },
    ]);
  });

  it('rounds shares to whole percents', () => {
    expect(starBars([1, 1, 1, 0, 0]).map((b) => b.percent)).toEqual([0, 0, 33, 33, 33]);
    expect(starBars([0, 0, 0, 2, 1]).map((b) => b.percent)).toEqual([33, 67, 0, 0, 0]);
  });

  it('draws empty bars when nobody has reviewed yet', () => {
    expect(starBars([0, 0, 0, 0, 0]).every((b) => b.count === 0 && b.percent === 0)).toBe(true);
  });
});
