import { describe, expect, it } from 'vitest';
import { paginationPages } from './pagination-pages';

describe('paginationPages', () => {
  it('shows a single page for 9 results', () => {
    expect(paginationPages(9, 9, 1)).toEqual([1]);
  });

  it('shows 1, 2, the current page and the last with ellipses between', () => {
    expect(paginationPages(100, 9, 6)).toEqual([1, 2, '…', 6, '…', 12]);
  });

  it('leaves no ellipsis where pages are adjacent', () => {
    expect(paginationPages(100, 9, 1)).toEqual([1, 2, '…', 12]);
    expect(paginationPages(100, 9, 3)).toEqual([1, 2, 3, '…', 12]);
    expect(paginationPages(100, 9, 11)).toEqual([1, 2, '…', 11, 12]);
    expect(paginationPages(100, 9, 12)).toEqual([1, 2, '…', 12]);
    expect(paginationPages(27, 9, 2)).toEqual([1, 2, 3]);
  });

  it('clamps a page outside the range', () => {
    expect(paginationPages(20, 9, 99)).toEqual([1, 2, 3]);
    expect(paginationPages(20, 9, -4)).toEqual([1, 2, 3]);
  });
});
