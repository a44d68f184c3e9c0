import { RECENTLY_VIEWED_LIMIT } from '@store/contracts/catalog-cards';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  parseRecentlyViewed,
  readRecentlyViewed,
  RECENTLY_VIEWED_STORAGE_KEY,
  recordProductView,
  useRecentlyViewed,
} from './recently-viewed';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const stored = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? 'null') as unknown;

describe('recently viewed products', () => {
  it('keeps the newest first, once each, and only the last few', () => {
    recordProductView(id(1));
    recordProductView(id(2));
    recordProductView(id(1));
    expect(readRecentlyViewed()).toEqual([id(1), id(2)]);
    expect(stored()).toEqual([id(1), id(2)]);

    for (let n = 3; n <= RECENTLY_VIEWED_LIMIT + 5; n++) recordProductView(id(n));
    const kept = readRecentlyViewed();
    expect(kept).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(kept[0]).toBe(id(RECENTLY_VIEWED_LIMIT + 5));
    expect(kept).not.toContain(id(1));
  });

  it('reads junk in storage as nothing, or as the entries that are ids', () => {
    for (const junk of [null, '', 'not json', '{"ids":["x"]}', '42', 'null', '"text"']) {
      expect(parseRecentlyViewed(junk), String(junk)).toEqual([]);
    }
    const mixed = JSON.stringify([
      id(7),
      12,
      null,
      { id: id(8) },
      'p1',
      `${id(9)}' OR 1=1`,
      id(7).toUpperCase(),
      id(9),
      ...Array.from({ length: 20 }, (_, n) => id(100 + n)),
    ]);
    const read = parseRecentlyViewed(mixed);
    expect(read.slice(0, 3)).toEqual([id(7), id(9), id(100)]);
    expect(read).toHaveLength(RECENTLY_VIEWED_LIMIT);
  });

  it('starts afresh over junk and never keeps what is not an id', () => {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, '{broken');
    expect(readRecentlyViewed()).toEqual([]);
    recordProductView(id(3));
    recordProductView('../../etc/passwd');
    expect(stored()).toEqual([id(3)]);
  });

  it('tells the page when the list changes, here or in another tab', () => {
    const { result } = renderHook(() => useRecentlyViewed());
    expect(result.current).toEqual([]);
    act(() => recordProductView(id(5)));
    expect(result.current).toEqual([id(5)]);
    act(() => {
      localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify([id(6), id(5)]));
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_STORAGE_KEY }));
    });
    expect(result.current).toEqual([id(6), id(5)]);
  });
});
