/** One bar of the rating summary: how many reviews gave this many stars, and their share. */
export type StarBar = { star: number; count: number; percent: number };

const total = (stars: readonly number[]) => stars.reduce((sum, n) => sum + n, 0);

/**
 * The bars from five stars down to one. `stars[0]` counts one-star reviews, as the API sends
 * them; each share is of all counted reviews, rounded to a whole percent, 0 when there are none.
 */
export function starBars(stars: readonly number[]): StarBar[] {
  const all = total(stars);
  return [5, 4, 3, 2, 1].map((star) => {
    const count = stars[star - 1] ?? 0;
    return { star, count, percent: all ? Math.round((count / all) * 100) : 0 };
  });
}
