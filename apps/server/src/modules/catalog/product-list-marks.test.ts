import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as marks from './list-marks';
import { bikeListScopes, expectEveryPageAsWritten, withListScopes } from './product-list-pages.kit';
import * as repo from './product-list.repo';

// Marks every 4 rows, so that the demo catalog's lists have them (a real list has them every 128
// rows or more), and every page walked: pages are read from the marks learnt by those before.
vi.mock('./list-marks', async (importOriginal) => {
  const real = await importOriginal<typeof marks>();
  class EveryFour extends real.ListMarks {
    static override worthHaving() {
      return true;
    }
    static override forList(_size: number, budget: { left: number }) {
      return new real.ListMarks(4, budget);
    }
  }
  return { ...real, ListMarks: EveryFour, walkStart: vi.fn(real.walkStart) };
});
vi.mock('./product-list.repo', async (importOriginal) => {
  const real = await importOriginal<typeof repo>();
  return {
    ...real,
    readsByGathering: vi.fn(() => false),
    probesFit: vi.fn(() => false),
    listProductPage: vi.fn(real.listProductPage),
  };
});

const lists = withListScopes();

/** How the pages were walked: from which end or mark, in which direction. */
function walksTaken() {
  const starts = vi.mocked(marks.walkStart).mock.results.map((r) => r.value as marks.WalkStart);
  return {
    fromMarks: starts.filter((s) => s.keys).map((s) => s.direction),
    fromEnds: starts.filter((s) => !s.keys).length,
  };
}

describe('every page of a list, walked from marks', () => {
  it('gives each product once, in the sort order, read from the top down', async () => {
    await expectEveryPageAsWritten(lists.t, lists.scopes);
    const walks = walksTaken();
    // Forward from the mark just before each page; the last pages from the end, which is nearer.
    expect(walks.fromMarks.filter((d) => d === 'forward').length).toBeGreaterThan(100);
  });

  it('gives the same read from the bottom up, from marks learnt walking backward', async () => {
    // New refs: no marks, and no answers cached from the first read.
    lists.t.app.catalog.changed();
    vi.mocked(marks.walkStart).mockClear();
    await expectEveryPageAsWritten(lists.t, lists.scopes, { bottomUp: true });
    expect(walksTaken().fromMarks.filter((d) => d === 'backward').length).toBeGreaterThan(100);
  });
});

describe("a bike's list walked from marks, each part's links looked up", () => {
  it("gives what hashing the bike's links gives", async () => {
    // What a walk of a few hundred products does at 100,000 (product-list.repo's probesFit).
    lists.t.app.catalog.changed();
    vi.mocked(repo.probesFit).mockReturnValue(true);
    vi.mocked(repo.listProductPage).mockClear();
    try {
      await expectEveryPageAsWritten(lists.t, lists.scopes);
      // Pages walked from a mark with the look-ups: those the comparison above held.
      const probed = vi
        .mocked(repo.listProductPage)
        .mock.calls.filter(([, , window]) => window.probeFit && window.marks && !window.gather && window.start?.keys);
      expect(probed.length).toBeGreaterThan(50);
    } finally {
      vi.mocked(repo.probesFit).mockReturnValue(false);
    }
  });
});

describe('marks after a catalog change', () => {
  it('are dropped with the refs, so pages follow the new order', async () => {
    // Marks learnt (the reads above), then the popularity order turned upside down.
    await lists.t.db.execute(sql`UPDATE products SET popularity = 1000000 - popularity`);
    lists.t.app.catalog.changed();
    await expectEveryPageAsWritten(lists.t, lists.scopes, { bottomUp: true });
  });
});

describe('marks learnt by gathering a list', () => {
  it('learns every mark of the list, so that later pages start at most 3 rows from one', async () => {
    lists.t.app.catalog.changed();
    vi.mocked(repo.readsByGathering).mockReturnValue(true);
    await expectEveryPageAsWritten(lists.t, lists.scopes);
    // The same marks, walked from: answers are computed again, the refs are kept.
    vi.mocked(repo.readsByGathering).mockReturnValue(false);
    lists.t.app.catalog.responses.clear();
    vi.mocked(marks.walkStart).mockClear();
    await expectEveryPageAsWritten(lists.t, lists.scopes, { bottomUp: true });
    const starts = vi.mocked(marks.walkStart).mock.results.map((r) => r.value as marks.WalkStart);
    // Pages past the end read nothing.
    const skips = starts.filter((s) => s.take > 0).map((s) => s.skip);
    expect(skips.length).toBeGreaterThan(250);
    expect(Math.max(...skips)).toBeLessThanOrEqual(3);
  });
});

describe("a bike's list walked from the marks another bike's lists learnt", () => {
  it('gives every page as written, from the shared marks of what needs no bike placed among its parts', async () => {
    const { walkStart } = await vi.importActual<typeof marks>('./list-marks');
    // The 2021 bike's lists learn their marks and those of what needs no bike in them.
    lists.t.app.catalog.changed();
    await expectEveryPageAsWritten(
      lists.t,
      lists.scopes.filter((s) => s.label.endsWith('2021 bike')),
    );
    // A 2015 Classic 350 takes other parts. Its lists read without marks of their own: from the
    // shared ones, placed by its own parts before each, or from an end.
    const older = await bikeListScopes(lists.t, 2015);
    vi.mocked(marks.walkStart).mockImplementation((_own, ...rest) => walkStart(undefined, ...rest));
    vi.mocked(marks.walkStart).mockClear();
    try {
      await expectEveryPageAsWritten(lists.t, older);
      lists.t.app.catalog.responses.clear();
      await expectEveryPageAsWritten(lists.t, older, { bottomUp: true });
    } finally {
      vi.mocked(marks.walkStart).mockImplementation(walkStart);
    }
    const starts = vi.mocked(marks.walkStart).mock.results.map((r) => r.value as marks.WalkStart);
    const fromShared = starts.filter((s) => s.keys && s.free !== undefined);
    // Going up, pages in the lists' second halves are read from their ends as often as not.
    expect(fromShared.filter((s) => s.direction === 'forward').length).toBeGreaterThan(80);
    expect(fromShared.filter((s) => s.direction === 'backward').length).toBeGreaterThan(15);
  });
});

describe('where a walk starts', () => {
  const real = vi.importActual<typeof marks>('./list-marks');

  it('starts at the nearest mark before or after the page, or at the nearer end', async () => {
    const { ListMarks, walkStart } = await real;
    const held = new ListMarks(100, { left: 10 });
    held.learn(300, ['5', 'a']);
    held.learn(700, ['2', 'b']);
    // Page at 310: 10 rows past the mark at 300.
    expect(walkStart(held, 310, 9, 1_000)).toMatchObject({ direction: 'forward', position: 300, skip: 10, take: 9 });
    // Page at 680: its last row (688) is 12 rows before the mark at 700, read backward.
    expect(walkStart(held, 680, 9, 1_000)).toMatchObject({ direction: 'backward', position: 700, skip: 12 });
    // Page at 950: from the end, 41 rows after its last row.
    expect(walkStart(held, 950, 9, 1_000)).toMatchObject({ direction: 'backward', position: 999, skip: 41 });
    // Without the total, never from the end; without marks, from the top.
    expect(walkStart(held, 950, 9, undefined)).toMatchObject({ direction: 'forward', position: 700, skip: 250 });
    expect(walkStart(undefined, 50, 9, undefined)).toMatchObject({ direction: 'forward', position: 0, skip: 50 });
    // The last, short page: only the rows there are.
    expect(walkStart(undefined, 990, 20, 1_000)).toMatchObject({ direction: 'backward', skip: 0, take: 10 });
  });

  it("places the shared marks of what needs no bike by the bike's parts before each", async () => {
    const { ListMarks, walkStart } = await real;
    // Products that need no bike: a mark every 100 of them; the bike's parts: 30 before the
    // mark at 100, 250 before the one at 200, 260 before the one at 300 (the keys say how many).
    const free = new ListMarks(100, { left: 10 });
    [
      [100, '30'],
      [200, '250'],
      [300, '260'],
    ].forEach(([at, before]) => free.learn(Number(at), [String(before)]));
    const shared = { marks: free, size: 400, partsBefore: (keys: readonly string[]) => Number(keys[0]) };
    // In the bike's list the marks are at 130, 450 and 560. Page at 140: 10 rows past the first,
    // among the bike's list's products that need no bike, the 100th is the first walked.
    expect(walkStart(undefined, 140, 9, 1_000, shared)).toMatchObject({
      direction: 'forward',
      position: 130,
      skip: 10,
      free: 100,
    });
    // Page at 430: its last row (438) 12 before the mark at 450, read backward.
    expect(walkStart(undefined, 430, 9, 1_000, shared)).toMatchObject({
      direction: 'backward',
      position: 450,
      skip: 12,
      free: 200,
    });
    // From the end, the last of what needs no bike is the 399th of them; a mark that cannot be
    // placed is not used.
    expect(walkStart(undefined, 980, 9, 1_000, shared)).toMatchObject({ position: 999, free: 399 });
    const unknown = { ...shared, partsBefore: () => undefined };
    expect(walkStart(undefined, 140, 9, 1_000, unknown)).toMatchObject({ position: 0, skip: 140, free: 0 });
  });

  it('learns marks only at their positions, and no more than the budget', async () => {
    const { ListMarks } = await real;
    const budget = { left: 1 };
    const held = new ListMarks(100, budget);
    held.learn(150, ['x']);
    expect(held.at(1)).toBeUndefined();
    held.learn(200, ['y']);
    held.learn(300, ['z']);
    expect([held.at(2), held.at(3), budget.left]).toEqual([['y'], undefined, 0]);
    // A list too short for marks has none; a long one has a mark every size / 256 rows at least.
    expect(ListMarks.forList(200, budget)).toBeUndefined();
    expect(ListMarks.forList(100_000, budget)?.every).toBe(391);
  });
});
