import { describe, expect, it } from 'vitest';
import { nextListSearch, readListParams, type FilterSpec } from './list-params';

const spec: FilterSpec<'q' | 'status'> = {
  q: { default: '' },
  status: { default: 'all', values: ['all', 'processing', 'shipped'] },
};

describe('readListParams', () => {
  it('reads the filters and the page from the URL', () => {
    expect(readListParams(new URLSearchParams('q=KMH1&status=shipped&page=3'), spec)).toEqual({
      q: 'KMH1',
      status: 'shipped',
      page: 3,
    });
  });

  it('falls back to the defaults for missing, unknown or malformed values', () => {
    expect(readListParams(new URLSearchParams('status=lost&page=-2'), spec)).toEqual({ q: '', status: 'all', page: 1 });
    expect(readListParams(new URLSearchParams('page=2.5'), spec).page).toBe(1);
  });
});

describe('nextListSearch', () => {
  it('drops defaults so the plain list has a plain URL', () => {
    const next = nextListSearch(new URLSearchParams('status=shipped&q=abc'), spec, { status: 'all', q: ' ' });
    expect(next.toString()).toBe('');
  });

  it('goes back to page 1 when a filter changes, and keeps the other filters', () => {
    const next = nextListSearch(new URLSearchParams('q=abc&page=4'), spec, { status: 'processing' });
    expect(next.toString()).toBe('q=abc&status=processing');
  });

  it('changes only the page when asked for another page', () => {
    const next = nextListSearch(new URLSearchParams('status=shipped'), spec, { page: 2 });
    expect(next.toString()).toBe('status=shipped&page=2');
    expect(nextListSearch(next, spec, { page: 1 }).toString()).toBe('status=shipped');
  });
});
