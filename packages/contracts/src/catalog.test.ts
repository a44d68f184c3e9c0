import { describe, expect, it } from 'vitest';
import { productListQuery, searchQuery } from './catalog';
import { idQuery } from './ids';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('productListQuery', () => {
  it('defaults to everything, page 1', () => {
    expect(productListQuery.parse({})).toEqual({
      collection: 'all',
      category: 'all',
      brand: 'all',
      sort: 'relevance',
      page: 1,
    });
  });

  it('turns the query string page into a number', () => {
    expect(productListQuery.parse({ page: '3' }).page).toBe(3);
  });

  it.each([
    ['-1', 'page must be at least 1'],
    ['0', 'page must be at least 1'],
    ['abc', 'page must be a number'],
    ['2.5', 'page must be a whole number'],
    ['1e9', 'page must be at most 1000000'],
  ])('refuses page=%s with "%s"', (page, message) => {
    expect(messages(productListQuery.safeParse({ page }))).toContain(message);
  });

  it('refuses ids that are not UUIDs', () => {
    expect(messages(productListQuery.safeParse({ collection: 'drop table' }))).toContain('Invalid id');
    expect(productListQuery.parse({ collection: '3f1c1f3e-8a8e-4c5a-9f0e-0c7d3b1e2a44' }).collection).toBe(
      '3f1c1f3e-8a8e-4c5a-9f0e-0c7d3b1e2a44',
    );
  });
});

describe('searchQuery and idQuery', () => {
  it('caps search text at 100 characters', () => {
    expect(messages(searchQuery.safeParse({ search: 'x'.repeat(101) }))).toContain(
      'Search text must be at most 100 characters',
    );
    expect(searchQuery.parse({ search: '.*' }).search).toBe('.*');
  });

  it('says Invalid id for anything but a UUID', () => {
    for (const id of ['1', '', '{"$gt":""}', '00000000-0000-0000-0000-00000000000g']) {
      expect(messages(idQuery.safeParse({ id }))).toContain('Invalid id');
    }
  });
});
