/**
 * The deep-page probe: the first and the last page of every list in every sort, and the deepest
 * page the API takes, each asked for once, one at a time. Asked for the first time, none of them is
 * served from the cache (it stores an answer on its second ask), so the figures are what computing
 * a page costs at the depth the list's own pagination offers: the OFFSET grows with the page.
 */
import { performance } from 'node:perf_hooks';
import { PRODUCT_SORTS } from '@store/contracts/catalog';
import { MAX_PAGE } from '@store/contracts/constants';
import { listPath, WHOLE_CATALOG } from './api';
import type { ListLength } from './scopes';

export interface PageTimes {
  count: number;
  p50Ms: number;
  p90Ms: number;
  maxMs: number;
  /** Answers that were not 200, by status: a page the pagination offers must never be refused. */
  refused: Record<string, number>;
}

export interface DeepPages {
  /** Lists probed, each in every sort. */
  lists: number;
  deepestPage: number;
  first: PageTimes;
  last: PageTimes;
  /** Page MAX_PAGE of the whole catalog, past its end: must cost no more than the last page. */
  pastTheEnd: PageTimes;
}

function times(samples: number[], refused: Record<string, number>): PageTimes {
  const sorted = samples.slice().sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { count: samples.length, p50Ms: round(at(50)), p90Ms: round(at(90)), maxMs: round(at(100)), refused };
}

async function timeEach(origin: string, paths: string[]): Promise<PageTimes> {
  const samples: number[] = [];
  const refused: Record<string, number> = {};
  for (const path of new Set(paths)) {
    const started = performance.now();
    const res = await fetch(origin + path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status === 200) samples.push(ms);
    else refused[res.status] = (refused[res.status] ?? 0) + 1;
  }
  return times(samples, refused);
}

/**
 * Run before the load, right after the workload is built: the builder asked only for the first
 * page of each list in the default sort, so the first pages probed are those of the other sorts,
 * and the last pages those of lists longer than a page; none has been asked for before.
 */
export async function probeDeepPages(origin: string, lengths: ListLength[]): Promise<DeepPages> {
  const lists = lengths.flatMap((length) => PRODUCT_SORTS.map((sort) => ({ length, sort })));
  const first = await timeEach(
    origin,
    lists.filter((l) => l.sort !== 'relevance').map(({ length, sort }) => listPath(length.scope, 1, sort, length.bike)),
  );
  const last = await timeEach(
    origin,
    lists
      .filter((l) => l.length.pages > 1)
      .map(({ length, sort }) => listPath(length.scope, length.pages, sort, length.bike)),
  );
  const pastTheEnd = await timeEach(
    origin,
    PRODUCT_SORTS.map((sort) => listPath(WHOLE_CATALOG, MAX_PAGE, sort)),
  );
  return { lists: lengths.length, deepestPage: Math.max(...lengths.map((l) => l.pages)), first, last, pastTheEnd };
}

const refusedText = (t: PageTimes) => (Object.keys(t.refused).length ? `, REFUSED ${JSON.stringify(t.refused)}` : '');

/** The probe in three lines, as printed and saved. */
export function deepPageLines(deep: DeepPages): string[] {
  const line = (label: string, t: PageTimes) =>
    `${label}: ${t.count} pages, p50 ${t.p50Ms.toFixed(2)} ms, p90 ${t.p90Ms.toFixed(2)} ms, max ${t.maxMs.toFixed(2)} ms${refusedText(t)}`;
  return [
    `Deep pages, each asked once, one at a time (${deep.lists} lists × ${PRODUCT_SORTS.length} sorts; deepest page ${deep.deepestPage.toLocaleString('en-US')}):`,
    line('  first pages', deep.first),
    line('  last pages', deep.last),
    line(`  page ${MAX_PAGE.toLocaleString('en-US')} of the whole catalog, past its end`, deep.pastTheEnd),
  ];
}
