import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectEveryPageAsWritten, listScopes, type ListScope } from './product-list-pages.kit';
import * as repo from './product-list.repo';

// Every page walked, whatever the list's shape (product-list-gather.test.ts gathers every page): on
// the small demo catalog the cost estimate would gather most pages of the sparser lists.
vi.mock('./product-list.repo', async (importOriginal) => {
  const real = await importOriginal<typeof repo>();
  return { ...real, readsByGathering: vi.fn(() => false) };
});

let t: TestApp;
let scopes: ListScope[];

beforeAll(async () => {
  t = await createTestApp();
  scopes = await listScopes(t);
});

afterAll(async () => {
  await t.close();
});

describe('every page of a list, from either end', () => {
  it('gives each product once, in the sort order, with the total and brands the table holds', async () => {
    await expectEveryPageAsWritten(t, scopes);
    expect(vi.mocked(repo.readsByGathering)).toHaveBeenCalled();
  });
});
