/**
 * Marks in a long list (docs/decisions/100): the sort keys of every `every`-th product of one list
 * in one sort, learnt from the pages read, so that a page deep in the list is read from the
 * nearest mark rather than from an end. They are kept with the catalog refs. A mark is a position
 * in the list as it was when it was read: a change to the list's order (its sort's keys, what it
 * holds) forgets them (list-size.service.ts's rememberedInSorts, decision 099).
 */

/** The sort keys of the product at a mark, as PostgreSQL writes them (compared with casts back). */
export type MarkKeys = readonly string[];

/** Marks per list at most: `every` grows with the list, so a page reads at most a few hundred rows. */
const MARKS_PER_LIST = 256;
/** Marks are never closer than this: a shorter walk than that costs less than the mark. */
const MIN_EVERY = 128;

/** Marks held in all lists together, while the refs last: a few megabytes. */
export const MARK_BUDGET = 50_000;

/** Where a walk starts: an end of the list or a mark, going forward (down the list) or backward. */
export interface WalkStart {
  direction: 'forward' | 'backward';
  /** The position of the first row walked: 0 or a mark forward, a mark or the last row backward. */
  position: number;
  /** The keys of that row when it is a mark; none from an end. */
  keys?: MarkKeys | undefined;
  /** Rows walked before the page's first (forward) or last (backward). */
  skip: number;
  /** The page's rows. */
  take: number;
  /**
   * With shared marks: the position among the products that need no bike of the first such row
   * the walk meets, so it can learn their marks; undefined when not known (from a bike's own mark).
   */
  free?: number | undefined;
}

/**
 * Marks of a bike's list's products that need no bike (docs/decisions/100): those products are
 * the same list for every bike, so its marks are shared, and each is placed in one bike's list by
 * the bike's parts before it.
 */
export interface SharedMarks {
  marks: ListMarks;
  /** How many products of the list need no bike. */
  size: number;
  /** The bike's parts in the list before a row with these keys; undefined when not known. */
  partsBefore: (keys: MarkKeys) => number | undefined;
}

export class ListMarks {
  /** Marks by their number: the mark at position `i * every` is `held[i]`. */
  private readonly held: Array<MarkKeys | undefined> = [];
  private learnt = 0;
  private retired = false;

  constructor(
    readonly every: number,
    /** Shared by every list's marks while the refs last. */
    private readonly budget: { left: number },
  ) {}

  /** Whether a list of about `size` products is long enough to have marks. */
  static worthHaving(size: number): boolean {
    return size > 2 * MIN_EVERY;
  }

  /** Marks for a list of about `size` products; undefined when it is too short to need any. */
  static forList(size: number, budget: { left: number }): ListMarks | undefined {
    const every = Math.max(MIN_EVERY, Math.ceil(size / MARKS_PER_LIST));
    return size > 2 * every ? new ListMarks(every, budget) : undefined;
  }

  /** Whether the row at `position` would be a mark not yet held. */
  wants(position: number): boolean {
    return position > 0 && position % this.every === 0 && this.held[position / this.every] === undefined;
  }

  learn(position: number, keys: MarkKeys): void {
    if (this.retired || !this.wants(position) || this.budget.left <= 0) return;
    this.budget.left -= 1;
    this.learnt += 1;
    this.held[position / this.every] = keys;
  }

  /**
   * Stops learning (the list's order changed: a walk still under way would learn positions in the
   * old one) and answers how many marks it was charged for, to give back to the budget.
   */
  retire(): number {
    this.retired = true;
    return this.learnt;
  }

  /** The mark numbered `i`, if held. */
  at(i: number): MarkKeys | undefined {
    return this.held[i];
  }

  /** How many mark numbers there are room for so far. */
  get length(): number {
    return this.held.length;
  }
}

/**
 * The cheapest walk to the rows `offset` to `offset + limit - 1` of a list of `total` rows
 * (undefined: not known, so not read from its end): from the nearest mark or end before them
 * going forward, or after them going backward, whichever passes fewer rows. Without marks, from
 * the nearer end: the last page costs what the first does (docs/decisions/084). A bike's list
 * also weighs the shared marks of its products that need no bike, placed in it.
 */
export function walkStart(
  marks: ListMarks | undefined,
  offset: number,
  limit: number,
  total: number | undefined,
  shared?: SharedMarks,
): WalkStart {
  const end = total === undefined ? offset + limit : Math.min(offset + limit, total);
  const take = Math.max(0, end - offset);
  let best: WalkStart = { direction: 'forward', position: 0, skip: offset, take, free: 0 };
  const consider = (start: WalkStart) => {
    if (start.skip < best.skip) best = start;
  };
  const every = marks?.every ?? 0;
  for (let i = marks ? Math.floor(offset / every) : 0; i > 0; i--) {
    const keys = marks!.at(i);
    if (!keys) continue;
    consider({ direction: 'forward', position: i * every, keys, skip: offset - i * every, take });
    break;
  }
  if (take === 0) return best;
  // Backward: the page's last row is `end - 1`, reached from a mark at or after it or from the end.
  const last = end - 1;
  for (let i = marks ? Math.ceil(last / every) : 0; marks && i < marks.length; i++) {
    const keys = marks.at(i);
    if (!keys) continue;
    consider({ direction: 'backward', position: i * every, keys, skip: i * every - last, take });
    break;
  }
  if (total !== undefined) {
    const free = shared ? shared.size - 1 : undefined;
    consider({ direction: 'backward', position: total - 1, skip: total - 1 - last, take, free });
  }
  if (shared) sharedStarts(shared, offset, last, take).forEach(consider);
  return best;
}

/**
 * The shared marks nearest the page: the last placed at or before its first row (walking down),
 * the first placed at or after its last row (walking up). A mark's place grows with its number,
 * so each is found by halving the marks held, placing only those it looks at.
 */
function sharedStarts(shared: SharedMarks, offset: number, last: number, take: number): WalkStart[] {
  const { marks } = shared;
  const held: number[] = [];
  for (let i = 1; i < marks.length; i++) if (marks.at(i)) held.push(i);
  const placed = new Map<number, number | undefined>();
  const place = (i: number) => {
    if (!placed.has(i)) {
      const before = shared.partsBefore(marks.at(i)!);
      placed.set(i, before === undefined ? undefined : i * marks.every + before);
    }
    return placed.get(i);
  };
  // The first held mark (by its index in `held`) placed after `position`; undefined if one cannot be placed.
  const firstAfter = (position: number): number | undefined => {
    let low = 0;
    let high = held.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const at = place(held[middle]!);
      if (at === undefined) return undefined;
      if (at > position) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  const starts: WalkStart[] = [];
  const atOrBefore = firstAfter(offset);
  if (atOrBefore === undefined) return starts;
  if (atOrBefore > 0) {
    const i = held[atOrBefore - 1]!;
    const position = place(i)!;
    starts.push({
      direction: 'forward',
      position,
      keys: marks.at(i),
      skip: offset - position,
      take,
      free: i * marks.every,
    });
  }
  const atOrAfter = firstAfter(last - 1);
  if (atOrAfter !== undefined && atOrAfter < held.length) {
    const i = held[atOrAfter]!;
    const position = place(i)!;
    starts.push({
      direction: 'backward',
      position,
      keys: marks.at(i),
      skip: position - last,
      take,
      free: i * marks.every,
    });
  }
  return starts;
}
