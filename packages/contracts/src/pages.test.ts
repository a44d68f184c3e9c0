import { describe, expect, it } from 'vitest';
import {
  descriptionPreview,
  escapeJsonForScript,
  pageDataKey,
  productListApiQuery,
  productListRequest,
  readProductListPage,
} from './pages';

const long = 'Grippy rubber '.repeat(20).trim();

/** A URL query as the browser's URLSearchParams reads it. */
const query = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('descriptionPreview', () => {
  it('leaves a text of 150 characters or fewer alone', () => {
    expect(descriptionPreview('x'.repeat(150))).toBeNull();
  });

  it('cuts a longer text at a word within 150 characters', () => {
    const preview = descriptionPreview(long) ?? '';
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(151);
    expect(long.startsWith(preview.slice(0, -1))).toBe(true);
    expect(preview.slice(0, -1).endsWith(' ')).toBe(false);
  });
});

describe('pageDataKey', () => {
  it('names a call the same whatever the order of its query', () => {
    expect(pageDataKey('/api/x?page=2&id=a')).toBe(pageDataKey('/api/x?id=a&page=2'));
    expect(pageDataKey('/api/x?page=2&id=a')).toBe('/api/x?id=a&page=2');
  });

  it('drops empty values and keeps a bare path bare', () => {
    expect(pageDataKey('/api/home')).toBe('/api/home');
    expect(pageDataKey('/api/home?search=')).toBe('/api/home');
  });

  it('tells different values apart and keeps their encoding', () => {
    expect(pageDataKey('/api/x?search=a+b')).not.toBe(pageDataKey('/api/x?search=a+c'));
    expect(pageDataKey('/api/x?search=a+b&brand=R%26B')).toBe('/api/x?brand=R%26B&search=a+b');
  });
});

describe('escapeJsonForScript', () => {
  it('cannot close the script element it is written into', () => {
    const text = escapeJsonForScript(JSON.stringify({ name: '</script><script>alert(1)</script><!--', amp: 'a&b' }));
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!--', amp: 'a&b' });
  });

  it('keeps line and paragraph separators parseable', () => {
    expect(JSON.parse(escapeJsonForScript(JSON.stringify('a\u2028b\u2029c')))).toBe('a\u2028b\u2029c');
  });
});

describe('a product list URL as an API call', () => {
  it('reads the spec link with defaults for the rest', () => {
    expect(readProductListPage(query({ brand: 'Motul', collection: 'all', page: '3' }))).toEqual({
      brand: 'Motul',
      collection: 'all',
      page: 3,
      search: '',
      sort: 'relevance',
    });
    const odd = readProductListPage(query({ page: '0.5', sort: 'bogus', search: '  ' }));
    expect(odd).toMatchObject({ page: 1, sort: 'relevance', search: '' });
  });

  it('asks for the chip as the category and leaves an empty search out', () => {
    const request = productListRequest(
      'c1',
      readProductListPage(query({ collection: 'c2', brand: 'Axor', page: '2' })),
    );
    expect(request).toEqual({
      collection: 'c1',
      category: 'c2',
      brand: 'Axor',
      search: '',
      sort: 'relevance',
      page: 2,
    });
    expect(productListApiQuery(request)).toEqual({
      collection: 'c1',
      category: 'c2',
      brand: 'Axor',
      sort: 'relevance',
      page: 2,
      search: undefined,
    });
    expect(productListApiQuery({ ...request, search: 'visor' }).search).toBe('visor');
  });
});
