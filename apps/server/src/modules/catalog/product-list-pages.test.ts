import { describe, expect, it, vi } from 'vitest';
import { expectEveryPageAsWritten, withListScopes } from './product-list-pages.kit';
import * as repo from './product-list.repo';

// Every page walked, whatever the list's shape (product-list-gather.test.ts gathers every page): on
// the small demo catalog the cost estimate would gather most pages of the sparser lists.
vi.mock('./product-list.repo', async (importOriginal) => {
  const real = await importOriginal<typeof repo>();
  return { ...real, readsByGathering: vi.fn(() => false) };
});

const lists = withListScopes();

describe('every page of a list, from either end', () => {
  it('gives each product once, in the sort order, with the total and brands the table holds', async () => {
    await expectEveryPageAsWritten(lists.t, lists.scopes);
    expect(vi.mocked(repo.readsByGathering)).toHaveBeenCalled();
  });
});
