import { describe, expect, it } from 'vitest';
import { SeenRecently } from './seen-recently';

describe('SeenRecently', () => {
  it('says a key was seen the second time it is offered within the window', () => {
    const seen = new SeenRecently(100);
    expect(seen.offer('product:a')).toBe(false);
    expect(seen.offer('product:b')).toBe(false);
    expect(seen.offer('product:a')).toBe(true);
  });

  it('forgets keys offered more than two windows back', () => {
    const seen = new SeenRecently(10);
    seen.offer('product:a');
    for (let i = 0; i < 20; i++) seen.offer(`product:${i}`);
    expect(seen.offer('product:a')).toBe(false);
  });

  it('remembers keys offered within the last window whatever the turnover', () => {
    const seen = new SeenRecently(10);
    for (let i = 0; i < 7; i++) seen.offer(`filler:${i}`);
    seen.offer('product:a');
    for (let i = 0; i < 9; i++) seen.offer(`product:${i}`);
    expect(seen.offer('product:a')).toBe(true);
  });

  it('forgets no key of the window for another, however many there are', () => {
    // 4,096 keys in a window of 8,192, all offered twice: each is seen the second time.
    const seen = new SeenRecently(8192);
    const keys = Array.from({ length: 4096 }, (_, i) => `/api/search?search=key ${i}`);
    for (const key of keys) seen.offer(key);
    expect(keys.filter((key) => !seen.offer(key))).toEqual([]);
  });
});
