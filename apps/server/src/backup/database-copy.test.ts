import { describe, expect, it } from 'vitest';
import { PART_BYTES, partsOf } from './database-copy';

describe("a table's rows in parts", () => {
  it('keep every line in order, cutting before a part would pass PART_BYTES', () => {
    const big = 'x'.repeat(PART_BYTES / 2);
    const lines = ['{"a":1}', big, big, '{"b":2}'];
    const parts = partsOf(lines);
    expect(parts.flat()).toEqual(lines);
    expect(parts.length).toBe(2);
    for (const part of parts) expect(Buffer.byteLength(part.join('\n'))).toBeLessThanOrEqual(PART_BYTES);
  });

  it('give a table with no rows one empty part, and a line longer than a part one of its own', () => {
    expect(partsOf([])).toEqual([[]]);
    const huge = 'y'.repeat(PART_BYTES + 10);
    expect(partsOf(['1', huge, '2'])).toEqual([['1'], [huge], ['2']]);
  });
});
