import { describe, expect, it } from 'vitest';
import { nextListQuery, readListParams } from './list-params';

const query = (text: string) => new URLSearchParams(text);

describe('product list URL', () => {
  it('reads a route-table link with defaults for the rest', () => {
    expect(readListParams(query('brand=Motul&collection=all&page=3'))).toEqual({
      brand: 'Motul',
      collection: 'all',
      page: 3,
      search: '',
      sort: 'relevance',
      view: 'grid',
    });
    expect(readListParams(query('page=abc&sort=bogus&view=list')).page).toBe(1);
    expect(readListParams(query('sort=bogus')).sort).toBe('relevance');
  });

  it('changing the brand resets the page to 1', () => {
    const next = nextListQuery(query('brand=all&collection=c1&page=4&view=list'), { brand: 'Axor' });
    expect(next.toString()).toBe('brand=Axor&collection=c1&page=1&view=list');
  });

  it('changing the chip, the search or the sort also starts at page 1', () => {
    const start = query('brand=Axor&collection=all&page=5');
    expect(nextListQuery(start, { collection: 'c2' }).get('page')).toBe('1');
    expect(nextListQuery(start, { search: 'visor' }).toString()).toBe('brand=Axor&collection=all&page=1&search=visor');
    expect(nextListQuery(start, { sort: 'price_asc' }).toString()).toBe(
      'brand=Axor&collection=all&page=1&sort=price_asc',
    );
  });

  it('changing the page or the view keeps the filters', () => {
    const start = query('brand=Axor&collection=c1&page=2&search=visor');
    expect(nextListQuery(start, { page: 3 }).toString()).toBe('brand=Axor&collection=c1&page=3&search=visor');
    expect(nextListQuery(start, { view: 'list' }).toString()).toBe(
      'brand=Axor&collection=c1&page=2&search=visor&view=list',
    );
  });
});
