import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('returns what was stored until it expires', () => {
    const cache = new ResponseCache(1000, 100);
    cache.set('a', '{"x":1}', 7, cache.generation, 100, 0);
    expect(cache.get('a', 50)).toBe('{"x":1}');
    expect(cache.get('a', 100)).toBeUndefined();
  });

  it('does not store an answer computed before a clear', () => {
    const cache = new ResponseCache(1000, 100);
    const before = cache.generation;
    cache.clear();
    expect(cache.set('a', 'stale', 5, before)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('a', 'fresh', 5, cache.generation)).toBe(true);
    expect(cache.get('a')).toBe('fresh');
  });

  it('evicts the least recently used entries past its size', () => {
    const cache = new ResponseCache(80, 1000);
    cache.set('a', 'x'.repeat(10), 10, 0);
    cache.set('b', 'y'.repeat(10), 10, 0);
    cache.get('a');
    for (let i = 0; i < 7; i++) cache.set(`k${i}`, 'z'.repeat(10), 10, 0);
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBeLessThanOrEqual(8);
  });

  it('refuses entries too large for it', () => {
    const cache = new ResponseCache(80, 1000);
    expect(cache.set('big', 'x'.repeat(11), 11, 0)).toBe(false);
    expect(cache.get('big')).toBeUndefined();
  });

  it('stores a new key only when its admission says so, and always replaces a key it holds', () => {
    const offered: string[] = [];
    const cache = new ResponseCache<string>(1000, 1000, (key) => {
      offered.push(key);
      return offered.filter((k) => k === key).length > 1;
    });
    expect(cache.set('a', 'first', 5, cache.generation)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('a', 'second', 6, cache.generation)).toBe(true);
    expect(cache.get('a')).toBe('second');
    expect(cache.set('a', 'third', 5, cache.generation)).toBe(true);
    expect(cache.get('a')).toBe('third');
    expect(offered).toEqual(['a', 'a']);
  });

  it('drops by tag only the entries that carry it, and keeps the rest', () => {
    const cache = new ResponseCache<string>(1000, 1000);
    cache.set('product:1', 'one', 5, cache.generation, 1000, 0, ['product:1']);
    cache.set('page:/product/1', 'page', 5, cache.generation, 1000, 0, ['product:1', 'product:2']);
    cache.set('product:2', 'two', 5, cache.generation, 1000, 0, ['product:2']);
    cache.set('home', 'home', 5, cache.generation, 1000, 0);
    expect(cache.dropTagged(['product:1'])).toBe(2);
    expect([cache.get('product:1', 1), cache.get('page:/product/1', 1)]).toEqual([undefined, undefined]);
    expect([cache.get('product:2', 1), cache.get('home', 1)]).toEqual(['two', 'home']);
    expect(cache.dropTagged(['product:1', 'product:9'])).toBe(0);
    expect(cache.size).toBe(2);
  });

  it('refuses an answer begun before its tag was dropped, and takes one begun after', () => {
    const cache = new ResponseCache<string>(1000, 1000);
    const before = cache.generation;
    cache.dropTagged(['product:1']);
    expect(cache.set('product:1', 'stale', 5, before, 1000, 0, ['product:1'])).toBe(false);
    // An answer with other tags, begun at the same time, is not held back.
    expect(cache.set('product:2', 'fine', 5, before, 1000, 0, ['product:2'])).toBe(true);
    expect(cache.set('product:1', 'fresh', 5, cache.generation, 1000, 0, ['product:1'])).toBe(true);
    expect(cache.get('product:1', 1)).toBe('fresh');
  });

  it('refuses every answer begun before a clear, tagged or not', () => {
    const cache = new ResponseCache<string>(1000, 1000);
    const before = cache.generation;
    cache.clear();
    expect(cache.set('product:1', 'stale', 5, before, 1000, 0, ['product:1'])).toBe(false);
    expect(cache.set('home', 'stale', 5, before, 1000, 0)).toBe(false);
    expect(cache.set('home', 'fresh', 5, cache.generation, 1000, 0)).toBe(true);
  });

  it('forgets its tags with the entries that go, by size or age', () => {
    const cache = new ResponseCache<string>(80, 1000);
    cache.set('a', 'x', 10, cache.generation, 1000, 0, ['t']);
    cache.set('b', 'y', 10, cache.generation, 1000, 0, ['t']);
    for (let i = 0; i < 7; i++) cache.set(`k${i}`, 'z', 10, cache.generation, 1000, 0); // pushes 'a' out
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.dropTagged(['t'])).toBe(1);
    cache.set('d', 'w', 10, cache.generation, 5, 0, ['u']);
    expect(cache.get('d', 10)).toBeUndefined(); // expired
    expect(cache.dropTagged(['u'])).toBe(0);
  });
});
