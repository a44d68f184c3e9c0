import { describe, expect, it } from 'vitest';
import { fromShopDateTimeInput, toShopDateTimeInput } from './deal-time';

describe('flash deal end times', () => {
  it('shows an instant in India time, whatever the browser is set to', () => {
    expect(toShopDateTimeInput('2026-11-25T12:30:00.000Z')).toBe('2026-11-25T18:00');
    expect(toShopDateTimeInput('2026-12-31T20:00:00Z')).toBe('2027-01-01T01:30');
    expect(toShopDateTimeInput(null)).toBe('');
  });

  it('reads the field as India time and round-trips', () => {
    const iso = fromShopDateTimeInput('2026-11-25T18:00');
    expect(iso).toBe('2026-11-25T18:00:00+05:30');
    expect(new Date(iso).toISOString()).toBe('2026-11-25T12:30:00.000Z');
    expect(toShopDateTimeInput(iso)).toBe('2026-11-25T18:00');
    expect(fromShopDateTimeInput('')).toBe('');
  });
});
