/**
 * Judging the measurements against the reference and their targets, and the table and summary
 * lines the benchmark prints and saves.
 */
import type { Measured, Scenario, Target } from './load';
import { MIB, RSS_LIMIT_MIB } from './memory';

export const fmt = (n: number, digits = 1) => n.toFixed(digits);
export const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');

export interface Row {
  measured: Measured;
  ratio: number;
  target?: Target;
  pass?: boolean;
  why: string[];
}

function judge(measured: Measured, referenceReqPerSec: number, target?: Target): Row {
  const ratio = measured.reqPerSec / referenceReqPerSec;
  const why: string[] = [];
  if (measured.errors + measured.timeouts + measured.non2xx > 0) why.push('errors');
  // Nothing answered within the time measured: the row's p50 and p99 are no figures at all.
  if (measured.requests === 0) why.push('no answers');
  if (target) {
    if (ratio < target.minRatio) why.push('req/s');
    if (measured.p99Ms >= target.maxP99Ms) why.push('p99');
  }
  return { measured, ratio, target, pass: target ? why.length === 0 : undefined, why };
}

/** What the run comes to: each row judged, the reference's mean and spread, and memory. */
export interface Summary {
  rows: Row[];
  referenceReqPerSec: number;
  referenceSpread: number;
  peakMiB: number;
  memoryPass: boolean;
  allPass: boolean;
  referenceLine: string;
  /** Each call that misses the answer cache against its target, one line each. */
  missLines: string[];
  memoryLine: string;
}

/**
 * A share of the reference to a tenth of a percent: rounded to whole ones, 24.7% read as 25% beside
 * a MISS of a 25% target.
 */
export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** One line for each call that misses the answer cache: the figures the miss paths are judged by. */
function missLinesFor(rows: Row[]): string[] {
  return rows.filter((r) => r.measured.key.endsWith('-miss') && r.target).map(missLine);
}

function missLine(row: Row): string {
  if (!row.target) return '';
  const name = row.measured.name.charAt(0).toUpperCase() + row.measured.name.slice(1);
  return (
    `${name}: ${fmtInt(row.measured.reqPerSec)} req/s, ${percent(row.ratio)} of the reference ` +
    `(target ≥ ${Math.round(row.target.minRatio * 100)}%), p99 ${fmt(row.measured.p99Ms, 2)} ms ` +
    `(target < ${row.target.maxP99Ms} ms) ${row.pass ? 'PASS' : `MISS (${row.why.join(', ')})`}`
  );
}

export function summarise(
  measured: Measured[],
  scenarios: Scenario[],
  memory: { peakBytes: number; idleBytes: number; samples: number },
): Summary {
  // The reference runs first and last; ratios use the mean, and a wide spread says the machine was busy.
  const references = measured.filter((m) => m.key.startsWith('reference'));
  const referenceReqPerSec = references.reduce((sum, m) => sum + m.reqPerSec, 0) / references.length;
  const referenceSpread =
    (Math.max(...references.map((m) => m.reqPerSec)) - Math.min(...references.map((m) => m.reqPerSec))) /
    referenceReqPerSec;
  const rows = measured.map((m) => judge(m, referenceReqPerSec, scenarios.find((s) => s.key === m.key)!.target));
  const peakMiB = memory.peakBytes / MIB;
  const memoryPass = peakMiB < RSS_LIMIT_MIB;
  const allPass = rows.every((r) => r.pass !== false && r.why.length === 0) && memoryPass;
  const referenceLine =
    `Reference: ${references.map((m) => fmtInt(m.reqPerSec)).join(' and ')} req/s before and after the store's calls; ` +
    `ratios are to their mean, ${fmtInt(referenceReqPerSec)} req/s` +
    (referenceSpread > 0.15
      ? ` (they differ by ${Math.round(referenceSpread * 100)}%: the machine was busy with something else, run again)`
      : '');
  const memoryLine =
    `Store server peak RSS under load: ${fmt(peakMiB)} MiB (limit ${RSS_LIMIT_MIB} MiB) ` +
    `${memoryPass ? 'PASS' : 'MISS'}; ${fmt(memory.idleBytes / MIB)} MiB at rest; ${memory.samples} samples every 100 ms`;
  return {
    rows,
    referenceReqPerSec,
    referenceSpread,
    peakMiB,
    memoryPass,
    allPass,
    referenceLine,
    missLines: missLinesFor(rows),
    memoryLine,
  };
}

/** The columns of `table` that hold figures, aligned right. */
const NUMERIC_COLUMNS = [1, 2, 3, 4, 5, 6];

export function table(rows: Row[]): string[][] {
  // Peak RSS per row (the store's only): which call makes the server grow.
  const head = ['Call', 'req/s', 'vs reference', 'p50 ms', 'p99 ms', 'errors', 'peak RSS MiB', 'Target', 'Result'];
  const body = rows.map(({ measured: m, ratio, target, pass, why }) => [
    m.name,
    fmtInt(m.reqPerSec),
    percent(ratio),
    fmt(m.p50Ms, 2),
    fmt(m.p99Ms, 2),
    String(m.errors + m.timeouts + m.non2xx),
    m.peakRssMiB === undefined ? '—' : fmt(m.peakRssMiB),
    target ? `≥ ${Math.round(target.minRatio * 100)}%, p99 < ${target.maxP99Ms} ms` : '—',
    pass === undefined ? why.join(', ') || '—' : pass ? 'PASS' : `MISS (${why.join(', ')})`,
  ]);
  return [head, ...body];
}

export function plainTable(cells: string[][], numericColumns = NUMERIC_COLUMNS): string {
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const right = new Set(numericColumns);
  const line = (r: string[]) =>
    r.map((c, i) => (right.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export function markdownTable(cells: string[][], numericColumns = NUMERIC_COLUMNS): string {
  const line = (r: string[]) => `| ${r.join(' | ')} |`;
  const align = cells[0]!.map((_, i) => (numericColumns.includes(i) ? '---:' : '---'));
  return [line(cells[0]!), line(align), ...cells.slice(1).map(line)].join('\n');
}
