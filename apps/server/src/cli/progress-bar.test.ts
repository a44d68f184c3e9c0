import { describe, expect, it } from 'vitest';
import { createProgressPrinter, progressBar } from './progress-bar';

describe('progressBar', () => {
  it('fills in proportion and shows percent and counts', () => {
    expect(progressBar(0, 4, 8)).toBe('[░░░░░░░░]   0%  0/4');
    expect(progressBar(1, 4, 8)).toBe('[██░░░░░░]  25%  1/4');
    expect(progressBar(4, 4, 8)).toBe('[████████] 100%  4/4');
    expect(progressBar(0, 0, 4)).toBe('[████] 100%  0/0');
  });
});

describe('createProgressPrinter', () => {
  it('prints a line per tenth when the output is not a terminal', () => {
    const written: string[] = [];
    const stream = { isTTY: false, write: (s: string) => written.push(s) } as unknown as NodeJS.WriteStream;
    const printer = createProgressPrinter(stream, 100);
    for (let done = 0; done <= 100; done++) printer.update(done, 'x');
    expect(written).toHaveLength(11);
    expect(written.at(-1)).toContain('100%  100/100');
  });

  it('redraws one line in place on a terminal', () => {
    const written: string[] = [];
    const stream = { isTTY: true, columns: 80, write: (s: string) => written.push(s) } as unknown as NodeJS.WriteStream;
    const printer = createProgressPrinter(stream, 2);
    printer.update(1, 'kmh-helmet');
    printer.finish();
    expect(written[0]?.startsWith('\r\u001b[2K[')).toBe(true);
    expect(written[0]?.endsWith('  50%  1/2  kmh-helmet')).toBe(true);
    expect(written[1]).toBe('\n');
  });
});
