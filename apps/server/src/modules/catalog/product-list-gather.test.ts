import { describe, expect, it, vi } from 'vitest';
import { expectEveryPageAsWritten, withListScopes } from './product-list-pages.kit';
import * as repo from './product-list.repo';

// Every page gathered, whatever the list's shape: the other way of reading a page (decision 087)
// must give what the walk gives, which product-list-pages.test.ts holds for the pages it walks.
vi.mock('./product-list.repo', async (importOriginal) => {
  const real = await importOriginal<typeof repo>();
  return { ...real, readsByGathering: vi.fn(() => true) };
});

const lists = withListScopes();

describe('every page of a list, gathered', () => {
  it('gives each product once, in the sort order, as the walk does', async () => {
    await expectEveryPageAsWritten(lists.t, lists.scopes);
    expect(vi.mocked(repo.readsByGathering)).toHaveBeenCalled();
  });
});

describe('when a page is gathered', () => {
  const real = vi.importActual<typeof repo>('./product-list.repo');
  const shape = { catalogSize: 100_000 };

  it('gathers a sparse list past its first pages', async () => {
    const { readsByGathering } = await real;
    // A category of 2,232 products, page 31: some 12,500 entries walked for 279 rows of the list,
    // where gathering reads 2,232 entries and looks each one's keys up (5 pages each).
    expect(readsByGathering({ ...shape, walk: 279, listSize: 2_232 })).toBe(true);
    // A brand of 1,000: its page 40.
    expect(readsByGathering({ ...shape, walk: 360, listSize: 1_000 })).toBe(true);
  });

  it('walks the whole catalog, first pages and the middle of a dense list', async () => {
    const { readsByGathering } = await real;
    expect(readsByGathering({ ...shape, walk: 50_009, listSize: 100_000 })).toBe(false);
    expect(readsByGathering({ ...shape, walk: 9, listSize: 2_232 })).toBe(false);
    // Half the catalog: its middle page.
    expect(readsByGathering({ ...shape, walk: 24_009, listSize: 48_000 })).toBe(false);
  });

  it("gathers a bike's list when its parts are few, though its categories hold many", async () => {
    const { readsByGathering } = await real;
    // 'Shop by Bike' (48,000 parts) for a bike 1,900 of them fit: its page 150.
    const deep = { ...shape, walk: 1_359, listSize: 1_900 };
    expect(readsByGathering({ ...deep, gathered: 1_900 })).toBe(true);
    // Gathered from the category's links, it would pass all 48,000.
    expect(readsByGathering({ ...deep, gathered: 48_000 })).toBe(false);
  });
});

describe("when a bike's walk looks up each part's links", () => {
  const real = vi.importActual<typeof repo>('./product-list.repo');
  // The whole catalog for a model that 10,000 parts fit: 55,000 products in its list.
  const list = { catalogSize: 100_000, listSize: 55_000 };

  it('looks them up on a short walk, from a mark', async () => {
    const { probesFit } = await real;
    expect(probesFit({ ...list, walk: 120 }, 10_000)).toBe(true);
    // 800 rows of the list, some 1,450 products walked: 1,450 look-ups of 4 pages against the
    // bike's 10,000 links read.
    expect(probesFit({ ...list, walk: 800 }, 10_000)).toBe(true);
  });

  it("reads the bike's links for a long walk, or when few parts fit", async () => {
    const { probesFit } = await real;
    expect(probesFit({ ...list, walk: 14_000 }, 10_000)).toBe(false);
    expect(probesFit({ ...list, walk: 120 }, 300)).toBe(false);
  });
});
