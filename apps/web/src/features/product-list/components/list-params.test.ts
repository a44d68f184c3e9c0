import { describe, expect, it } from 'vitest';
import { nextListQuery, nextSearchQuery, readListParams, readSearchParams, searchPagePath } from './list-params';

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
      fit: 'bike',
    });
    expect(readListParams(query('page=abc&sort=bogus&view=list')).page).toBe(1);
    expect(readListParams(query('sort=bogus')).sort).toBe('relevance');
    expect(readListParams(query('fit=all')).fit).toBe('all');
    expect(readListParams(query('fit=bogus')).fit).toBe('bike');
  });

  it('changing the brand resets the page to 1', () => {
    const next = nextListQuery(query('brand=all&collection=c1&page=4&view=list'), { brand: 'Axor' });
    expect(next.toString()).toBe('brand=Axor&collection=c1&page=1&view=list');
  });

  it('changing the chip, the search, the sort or the bike filter also starts at page 1', () => {
    const start = query('brand=Axor&collection=all&page=5');
    expect(nextListQuery(start, { collection: 'c2' }).get('page')).toBe('1');
    expect(nextListQuery(start, { search: 'visor' }).toString()).toBe('brand=Axor&collection=all&page=1&search=visor');
    expect(nextListQuery(start, { sort: 'price_asc' }).toString()).toBe(
      'brand=Axor&collection=all&page=1&sort=price_asc',
    );
    expect(nextListQuery(start, { fit: 'all' }).toString()).toBe('brand=Axor&collection=all&page=1&fit=all');
    // On again is the default, so the URL says nothing of it.
    expect(nextListQuery(query('brand=all&collection=all&page=2&fit=all'), { fit: 'bike' }).toString()).toBe(
      'brand=all&collection=all&page=1',
    );
  });

  it('changing the page or the view keeps the filters', () => {
    const start = query('brand=Axor&collection=c1&page=2&search=visor&fit=all');
    expect(nextListQuery(start, { page: 3 }).toString()).toBe('brand=Axor&collection=c1&page=3&search=visor&fit=all');
    expect(nextListQuery(start, { view: 'list' }).toString()).toBe(
      'brand=Axor&collection=c1&page=2&search=visor&view=list&fit=all',
    );
  });
});

describe('search page URL', () => {
  it('reads the text from q, not from search', () => {
    expect(readSearchParams(query('q=+chain+&search=other&page=2'))).toMatchObject({ search: 'chain', page: 2 });
    expect(readSearchParams(query('search=chain')).search).toBe('');
  });

  it('writes only what differs from the defaults, with the same page rules as a list', () => {
    const start = query('q=chain&brand=Motul&page=3&view=list');
    expect(nextSearchQuery(start, { page: 4 }).toString()).toBe('q=chain&brand=Motul&page=4&view=list');
    expect(nextSearchQuery(start, { brand: 'all' }).toString()).toBe('q=chain&view=list');
    expect(nextSearchQuery(start, { search: 'lube' }).toString()).toBe('q=lube&brand=Motul&view=list');
    expect(nextSearchQuery(start, { fit: 'all' }).toString()).toBe('q=chain&brand=Motul&view=list&fit=all');
  });

  it('moves an old all-products search to the search page, keeping its page, order and filters', () => {
    const old = readListParams(query('brand=all&collection=c1&page=2&search=chain+lube&sort=price_asc&view=list'));
    expect(searchPagePath(old)).toBe('/search?q=chain+lube&collection=c1&page=2&sort=price_asc&view=list');
    expect(searchPagePath(readListParams(query('search=')))).toBe('/search');
  });
});
