/** The comparison with the 10,000-product run as a table and lines, printed and saved beside the run's own. */
import { SCALE_LIMIT, type Comparison } from './compare';
import { SCALED_ROWS } from './scenarios';
import { fmt, percent } from './report';

/** Columns 1 to 5 hold figures. */
export const COMPARISON_NUMERIC_COLUMNS = [1, 2, 3, 4, 5];

function verdict(pass: boolean | undefined, comparable: boolean, factor: number): string {
  if (pass === undefined) return '—';
  if (!comparable) return 'not comparable';
  if (pass) return 'PASS';
  return Number.isNaN(factor) ? 'MISS (no answers)' : `MISS (> ${SCALE_LIMIT}×)`;
}

/** A judged row whose baseline had no answers: there is nothing to hold it to. */
const unjudged = (key: string, pass: boolean | undefined, comparable: boolean) =>
  pass === undefined && comparable && SCALED_ROWS.includes(key) ? 'no baseline figure' : undefined;

export function comparisonCells(c: Comparison, products: number): string[][] {
  const base = c.baseline.products.toLocaleString('en-US');
  const now = products.toLocaleString('en-US');
  const comparable = c.notComparable.length === 0;
  const head = ['Call', `p99 ms at ${base}`, `p99 ms at ${now}`, '×', `share at ${base}`, `share at ${now}`, 'Result'];
  const body = c.rows.map((r) => [
    r.name,
    fmt(r.baseP99Ms, 2),
    fmt(r.p99Ms, 2),
    Number.isNaN(r.factor) ? 'no answers' : fmt(r.factor, 2),
    percent(r.baseShare),
    percent(r.share),
    unjudged(r.key, r.pass, comparable) ?? verdict(r.pass, comparable, r.factor),
  ]);
  if (c.deepLastPage) {
    const d = c.deepLastPage;
    body.push([
      'last pages, one at a time (p50)',
      fmt(d.baseP50Ms, 2),
      fmt(d.p50Ms, 2),
      fmt(d.factor, 2),
      '—',
      '—',
      verdict(d.pass, comparable, d.factor),
    ]);
  }
  return [head, ...body];
}

/** What the comparison rests on and what weakens it, then the verdict. */
export function comparisonLines(c: Comparison, products: number): string[] {
  const b = c.baseline;
  const lines = [
    `Compared with the ${b.products.toLocaleString('en-US')}-product run of ${b.date}` +
      `${b.commit ? ` (commit ${b.commit})` : ''}${c.sameSession ? ', made in this session' : ''}: ` +
      `reference ${Math.round(b.referenceReqPerSec).toLocaleString('en-US')} req/s, load average ${b.loadAverageAtStart.join(' ')} at its start.`,
  ];
  if (c.relevance) {
    lines.push(`Search relevance score: ${c.relevance.base.toFixed(3)} then ${c.relevance.score.toFixed(3)}.`);
  }
  for (const why of c.notComparable) lines.push(`Not comparable: ${why}.`);
  for (const caveat of c.caveats) lines.push(`Caveat: ${caveat}.`);
  const scale = `p99 at ${products.toLocaleString('en-US')} products within ${SCALE_LIMIT}× of ${b.products.toLocaleString('en-US')}`;
  if (c.pass === undefined) lines.push(`${scale}: no verdict, the runs are not comparable.`);
  else lines.push(`${scale}: ${c.pass ? 'PASS on every judged row' : 'MISS on at least one judged row'}.`);
  return lines;
}
