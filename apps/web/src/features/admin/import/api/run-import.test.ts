import { describe, expect, it } from 'vitest';
import { fileNameOf } from './export-catalog';
import { lineSplitter } from './run-import';

describe('lineSplitter', () => {
  it('hands over whole lines only, however the stream is cut', () => {
    const lines: string[] = [];
    const splitter = lineSplitter((line) => lines.push(line));
    splitter.push('{"type":"start","total":2}\n{"type":"prog');
    expect(lines).toEqual(['{"type":"start","total":2}']);
    splitter.push('ress","done":1}\n\n');
    splitter.push('{"type":"done"}');
    expect(lines).toHaveLength(2);
    splitter.end();
    expect(lines).toEqual(['{"type":"start","total":2}', '{"type":"progress","done":1}', '{"type":"done"}']);
  });
});

describe('fileNameOf', () => {
  it("uses the server's name, else today's", () => {
    expect(fileNameOf('attachment; filename="catalog-2026-11-22.csv"')).toBe('catalog-2026-11-22.csv');
    expect(fileNameOf(null, new Date('2026-01-05T10:00:00Z'))).toBe('catalog-2026-01-05.csv');
  });
});
