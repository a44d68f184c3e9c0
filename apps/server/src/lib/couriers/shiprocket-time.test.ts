import { describe, expect, it } from 'vitest';
import { shiprocketTime } from './shiprocket-time';

describe("a time as Shiprocket writes it, in India's time", () => {
  it('is read in both its layouts as the same instant', () => {
    expect(shiprocketTime('2026-11-22 09:30:00')?.toISOString()).toBe('2026-11-22T04:00:00.000Z');
    expect(shiprocketTime('22 11 2026 09:30:00')?.toISOString()).toBe('2026-11-22T04:00:00.000Z');
    expect(shiprocketTime('2026-11-22 09:30')?.toISOString()).toBe('2026-11-22T04:00:00.000Z');
  });

  it('is no time when it is not one: a day the month lacks, an hour past 23, words, NUL bytes, another type', () => {
    for (const text of [
      '2026-02-30 10:00:00',
      '2026-11-22 24:10:00',
      'yesterday',
      '2026-11-22\u0000 09:30:00',
      '',
      null,
      42,
    ]) {
      expect(shiprocketTime(text)).toBeNull();
    }
    expect(shiprocketTime('9'.repeat(100_000))).toBeNull();
  });
});
