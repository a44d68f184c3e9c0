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
  const shape = { catalogSize: 100_000, categories: 1 };

  it('gathers a sparse list past its first pages', async () => {
    const { readsByGathering } = await real;
    // A category of 2,232 products, page 31: walked, some 12,500 products passed for 279 kept.
    expect(readsByGathering({ ...shape, walk: 279, listSize: 2_232 })).toBe(true);
    // A brand of 1,000: its page 40.
    expect(readsByGathering({ ...shape, categories: 0, walk: 360, listSize: 1_000 })).toBe(true);
  });

  it('walks the whole catalog, first pages and the middle of a dense list', async () => {
    const { readsByGathering } = await real;
    expect(readsByGathering({ ...shape, categories: 0, walk: 50_009, listSize: 100_000 })).toBe(false);
    expect(readsByGathering({ ...shape, walk: 9, listSize: 2_232 })).toBe(false);
    // Half the catalog, in 57 categories: its middle page.
    expect(readsByGathering({ ...shape, categories: 57, walk: 24_009, listSize: 48_000 })).toBe(false);
  });

  it("gathers a bike's list when its parts are few, though its categories hold many", async () => {
    const { readsByGathering } = await real;
    // 'Shop by Bike' (48,000 parts) for a bike 1,900 of them fit: its page 150.
    const deep = { ...shape, categories: 57, walk: 1_359, listSize: 1_900 };
    expect(readsByGathering({ ...deep, gathered: 1_900 })).toBe(true);
    // Gathered from the category's links, it would pass all 48,000.
    expect(readsByGathering({ ...deep, gathered: 48_000 })).toBe(false);
  });
});

describe("when a bike's walk looks up each part's links", () => {
  const real = vi.importActual<typeof repo>('./product-list.repo');
  // The whole catalog for a model that 10,000 parts fit: 55,000 products in its list.
  const list = { catalogSize: 100_000, categories: 0, listSize: 55_000 };

  it('looks them up on a short walk, from a mark', async () => {
    const { probesFit } = await real;
    expect(probesFit({ ...list, walk: 120 }, 10_000)).toBe(true);
    // 800 rows of the list, some 1,450 products walked: 725 look-ups at about 2 µs against
    // 10,000 links hashed at about 0.17 µs.
    expect(probesFit({ ...list, walk: 800 }, 10_000)).toBe(true);
  });

  it("hashes the bike's links for a long walk, or when few parts fit", async () => {
    const { probesFit } = await real;
    expect(probesFit({ ...list, walk: 14_000 }, 10_000)).toBe(false);
    expect(probesFit({ ...list, walk: 120 }, 300)).toBe(false);
  });
});
