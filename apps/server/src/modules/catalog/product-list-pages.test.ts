import type { ProductListResponse } from '@store/contracts/catalog';
import { describe, expect, it, vi } from 'vitest';
import { getJson } from '../../test/test-app';
import { expectEveryPageAsWritten, withListScopes } from './product-list-pages.kit';
import * as repo from './product-list.repo';

// Every page walked, whatever the list's shape (product-list-gather.test.ts gathers every page): on
// the small demo catalog the cost estimate would gather most pages of the sparser lists.
vi.mock('./product-list.repo', async (importOriginal) => {
  const real = await importOriginal<typeof repo>();
  return { ...real, readsByGathering: vi.fn(() => false), listProductPage: vi.fn(real.listProductPage) };
});

const lists = withListScopes();

describe('every page of a list, from either end', () => {
  it('gives each product once, in the sort order, with the total and brands the table holds', async () => {
    await expectEveryPageAsWritten(lists.t, lists.scopes);
    expect(vi.mocked(repo.readsByGathering)).toHaveBeenCalled();
  });
});

describe('a bike in a list without bike parts', () => {
  it('reads the list without the bike, as every bike and shopper without one has it', async () => {
    const filtersRead = async (label: string) => {
      const scope = lists.scopes.find((s) => s.label === label)!;
      // New refs and no cached answers: the page is read.
      lists.t.app.catalog.changed();
      vi.mocked(repo.listProductPage).mockClear();
      await getJson<ProductListResponse>(
        lists.t.app,
        `/api/fetch_products_by_collection?${scope.query}&sort=newest&page=2`,
      );
      return vi.mocked(repo.listProductPage).mock.calls.map(([, filter]) => filter.garage);
    };
    // Helmets: nothing to narrow. Spares & Service: parts for other bikes are left out.
    expect(await filtersRead('a category of no bike parts for a 2021 bike')).toEqual([undefined]);
    const spares = await filtersRead('a category for a 2021 bike');
    expect(spares.length).toBeGreaterThan(0);
    expect(spares.every((garage) => garage !== undefined)).toBe(true);
  });
});
