import { describe, expect, it } from 'vitest';
import { searchCanonicalPath, searchPath, searchText, searchTextCut } from './store-paths';

// A query as URLSearchParams reads one (the contracts are typed without the DOM's or Node's).
const query = (pairs: Record<string, string>) => ({ get: (name: string) => pairs[name] ?? null });

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
    expect(searchText(query({ q: ' chain ', search: 'other' }))).toBe('chain');
    expect(searchText(query({ search: 'chain' }))).toBe('');
  });

  it('cuts a text longer than a search takes at its last space within 100 characters, and says so', () => {
    const words = `${'chain sprocket kit '.repeat(6)}for classic`;
    expect(words.length).toBeGreaterThan(100);
    const cut = searchText(query({ q: words }));
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(words.startsWith(cut)).toBe(true);
    expect(cut.endsWith(' ')).toBe(false);
    expect(words[cut.length]).toBe(' ');
    expect(searchTextCut(query({ q: words }))).toBe(true);
    // One word with no space in it is cut at the limit.
    expect(searchText(query({ q: 'x'.repeat(150) }))).toBe('x'.repeat(100));
    expect(searchTextCut(query({ q: ` ${'y'.repeat(100)} ` }))).toBe(false);
  });
});
