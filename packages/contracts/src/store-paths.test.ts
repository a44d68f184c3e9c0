import { describe, expect, it } from 'vitest';
import { searchCanonicalPath, searchPath, searchText } from './store-paths';

describe('the search page address', () => {
  it('carries the text and only what differs from the defaults', () => {
    expect(searchPath('chain')).toBe('/search?q=chain');
    expect(searchPath('  chain lube ')).toBe('/search?q=chain+lube');
    expect(searchPath('chain', { brand: 'all', collection: 'all', page: 1, sort: 'relevance' })).toBe(
      '/search?q=chain',
    );
    expect(searchPath('R&B (x)', { brand: 'Motul', collection: 'c1', page: 3, sort: 'price_asc' })).toBe(
      '/search?q=R%26B+%28x%29&brand=Motul&collection=c1&page=3&sort=price_asc',
    );
  });

  it('is the prompt without text, and names only the text and the page as canonical', () => {
    expect(searchPath('   ', { page: 4 })).toBe('/search');
    expect(searchCanonicalPath('chain')).toBe('/search?q=chain');
    expect(searchCanonicalPath('chain', 2)).toBe('/search?q=chain&page=2');
  });

  it('reads the text from q, trimmed', () => {
    // A query as URLSearchParams reads one (the contracts are typed without the DOM's or Node's).
    const query = (pairs: Record<string, string>) => ({ get: (name: string) => pairs[name] ?? null });
    expect(searchText(query({ q: ' chain ', search: 'other' }))).toBe('chain');
    expect(searchText(query({ search: 'chain' }))).toBe('');
  });
});
