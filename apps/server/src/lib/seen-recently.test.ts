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
});
