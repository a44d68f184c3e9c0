import type { ImportProgressLine } from '@store/contracts/admin';

/** Where a running import is, from the lines the server has sent so far. */
export type ImportRun =
  | { phase: 'running'; done: number; total: number; handle: string | null }
  | { phase: 'done'; total: number; created: number; updated: number; unchanged: number; variants: number }
  | { phase: 'failed'; done: number; total: number; message: string };

export const IMPORT_STARTING: ImportRun = { phase: 'running', done: 0, total: 0, handle: null };

/** Folds one progress line into the run; nothing moves once it has finished. */
export function nextImportRun(run: ImportRun, line: ImportProgressLine): ImportRun {
  if (run.phase !== 'running') return run;
  switch (line.type) {
    case 'start':
      return { ...run, total: line.total };
    case 'progress':
      return { phase: 'running', done: line.done, total: line.total, handle: line.handle };
    case 'done':
      return {
        phase: 'done',
        total: run.total,
        created: line.created,
        updated: line.updated,
        unchanged: line.unchanged,
        variants: line.variants,
      };
    case 'failed':
      return { phase: 'failed', done: line.done, total: run.total, message: line.message };
  }
}

/** The bar's fill, 0 to 100; a finished import is full. */
export function importPercent(run: ImportRun): number {
  if (run.phase === 'done') return 100;
  return run.total > 0 ? Math.min(100, Math.round((run.done / run.total) * 100)) : 0;
}
