import { describe, expect, it } from 'vitest';
import { IMPORT_STARTING, importPercent, nextImportRun } from './import-progress';

describe('import progress', () => {
  it('follows start, progress and done lines to a full bar', () => {
    let run = nextImportRun(IMPORT_STARTING, { type: 'start', total: 4 });
    expect(importPercent(run)).toBe(0);
    run = nextImportRun(run, { type: 'progress', done: 1, total: 4, handle: 'axor-apex' });
    expect(run).toEqual({ phase: 'running', done: 1, total: 4, handle: 'axor-apex' });
    expect(importPercent(run)).toBe(25);
    run = nextImportRun(run, { type: 'done', created: 2, updated: 1, unchanged: 1, variants: 9 });
    expect(run).toEqual({ phase: 'done', total: 4, created: 2, updated: 1, unchanged: 1, variants: 9 });
    expect(importPercent(run)).toBe(100);
  });

  it('stops where it failed and ignores anything after', () => {
    let run = nextImportRun(IMPORT_STARTING, { type: 'start', total: 3 });
    run = nextImportRun(run, { type: 'failed', handle: 'bad', done: 2, message: 'bad: SKU taken' });
    expect(run).toEqual({ phase: 'failed', done: 2, total: 3, message: 'bad: SKU taken' });
    expect(importPercent(run)).toBe(67);
    expect(nextImportRun(run, { type: 'progress', done: 3, total: 3, handle: 'x' })).toBe(run);
  });
});
