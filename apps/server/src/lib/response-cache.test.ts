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
});
