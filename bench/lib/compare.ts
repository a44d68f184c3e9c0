/**
 * A large catalog's run against the 10,000-product one: the target holds each judged row's p99
 * within 1.5 times its figure at 10,000 products (bench/README.md, Targets). The two runs are only
 * comparable when the same server build ran on the same machine with the same settings; what else
 * differs between them (another session, the machine running at another speed) is said beside the
 * verdict.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { RESULTS_DIR } from './repo-paths';
import { SCALED_ROWS } from './scenarios';

/** How much slower a row's p99 may be at the large catalog than at 10,000 products. */
export const SCALE_LIMIT = 1.5;
/** The last run of a size, which a larger run compares with (results.ts writes it). */
export const latestFile = (products: number) => path.join(RESULTS_DIR, `latest-${products}.json`);

/** What a comparison reads from a saved run (results.ts writes it). */
const savedRunSchema = z.object({
  date: z.string(),
  session: z.string().optional(),
  commit: z.string().optional(),
  serverBuild: z.string().optional(),
  machine: z.object({ cpus: z.number(), cpuModel: z.string().optional(), memoryMiB: z.number() }),
  node: z.string(),
  postgres: z.string(),
  settings: z.object({
    products: z.number(),
    duration: z.number(),
    connections: z.number(),
    warmup: z.number(),
    acceptEncoding: z.string(),
  }),
  reference: z.object({ reqPerSec: z.number() }),
  loadAverageAtStart: z.array(z.number()),
  results: z.array(
    z.object({ key: z.string(), name: z.string(), requests: z.number(), p99Ms: z.number(), ratio: z.number() }),
  ),
  deepPages: z.object({ last: z.object({ p50Ms: z.number(), count: z.number() }) }).optional(),
  relevance: z.looseObject({ score: z.number().optional() }).optional(),
});
export type SavedRun = z.infer<typeof savedRunSchema>;

export interface ComparedRow {
  key: string;
  name: string;
  baseP99Ms: number;
  p99Ms: number;
  /** NaN when either run had no answers for the row. */
  factor: number;
  baseShare: number;
  share: number;
  /** Judged for the rows held to 1.5 times (SCALED_ROWS); undefined for the others, shown for information. */
  pass?: boolean;
}

export interface Comparison {
  baseline: {
    date: string;
    products: number;
    commit?: string;
    referenceReqPerSec: number;
    loadAverageAtStart: number[];
  };
  sameSession: boolean;
  /** Why the runs cannot be compared at all (another machine, build or settings): no verdict then. */
  notComparable: string[];
  /** What weakens the comparison without voiding it. */
  caveats: string[];
  rows: ComparedRow[];
  /** The deep-page probe's median last page, judged like a row. */
  deepLastPage?: { baseP50Ms: number; p50Ms: number; factor: number; pass: boolean };
  /** The search relevance score of each run, when both measured it (shown, not judged). */
  relevance?: { base: number; score: number };
  /** Undefined when the runs are not comparable. */
  pass?: boolean;
}

/** The saved run in `file`, or undefined when there is none; a file that is not a run is an error. */
export function readSavedRun(file: string): SavedRun | undefined {
  if (!existsSync(file)) return undefined;
  const parsed = savedRunSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a benchmark result: ${parsed.error.message}`);
  return parsed.data;
}

function differences(base: SavedRun, run: SavedRun): string[] {
  const out: string[] = [];
  const same = (label: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${label}: ${JSON.stringify(a)} then ${JSON.stringify(b)}`);
  };
  same('machine', base.machine, run.machine);
  same('Node', base.node, run.node);
  same('PostgreSQL', base.postgres, run.postgres);
  const settings = (r: SavedRun) => {
    const { duration, connections, warmup, acceptEncoding } = r.settings;
    return { duration, connections, warmup, acceptEncoding };
  };
  same('settings', settings(base), settings(run));
  if (!base.serverBuild || !run.serverBuild) out.push('a run without the server build fingerprint');
  else same('server build', base.serverBuild, run.serverBuild);
  return out;
}

function caveatsOf(base: SavedRun, run: SavedRun, sameSession: boolean): string[] {
  const out: string[] = [];
  if (!sameSession) {
    const hours = (Date.parse(run.date) - Date.parse(base.date)) / 3_600_000;
    out.push(
      `not the same session: the ${base.settings.products.toLocaleString('en-US')}-product run is ${hours.toFixed(1)} h older`,
    );
  }
  const speed = run.reference.reqPerSec / base.reference.reqPerSec;
  if (Math.abs(speed - 1) > 0.15) {
    out.push(
      `the reference ran at ${Math.round(run.reference.reqPerSec)} req/s against ${Math.round(base.reference.reqPerSec)}: ` +
        'the machine was not equally busy, so p99s moved for reasons of their own',
    );
  }
  const load = (r: SavedRun) => r.loadAverageAtStart[0] ?? 0;
  if (Math.abs(load(run) - load(base)) > 1) {
    out.push(`load average at start ${load(base)} then ${load(run)}`);
  }
  return out;
}

/** Each row of `run` beside the same row of `base`, judged for the rows held to 1.5 times (SCALED_ROWS). */
export function compareRuns(base: SavedRun, run: SavedRun, sameSession: boolean): Comparison {
  const notComparable = differences(base, run);
  const rows: ComparedRow[] = [];
  for (const r of run.results) {
    const b = base.results.find((x) => x.key === r.key);
    if (!b || r.key.startsWith('reference')) continue;
    // A row with no answers in the time measured has no p99: at the large size that is a miss,
    // at the baseline there is nothing to hold it to.
    const factor = r.requests > 0 && b.requests > 0 ? r.p99Ms / b.p99Ms : NaN;
    const judged = SCALED_ROWS.includes(r.key) && b.requests > 0;
    rows.push({
      key: r.key,
      name: r.name,
      baseP99Ms: b.p99Ms,
      p99Ms: r.p99Ms,
      factor,
      baseShare: b.ratio,
      share: r.ratio,
      pass: judged ? r.requests > 0 && factor <= SCALE_LIMIT : undefined,
    });
  }
  const missing = SCALED_ROWS.filter((key) => !rows.some((r) => r.key === key));
  if (missing.length) notComparable.push(`rows missing from one run: ${missing.join(', ')}`);
  let deepLastPage: Comparison['deepLastPage'];
  if (base.deepPages && run.deepPages) {
    const factor = run.deepPages.last.p50Ms / base.deepPages.last.p50Ms;
    deepLastPage = {
      baseP50Ms: base.deepPages.last.p50Ms,
      p50Ms: run.deepPages.last.p50Ms,
      factor,
      pass: factor <= SCALE_LIMIT,
    };
  }
  const judged = [...rows.filter((r) => r.pass !== undefined).map((r) => r.pass), deepLastPage?.pass];
  return {
    baseline: {
      date: base.date,
      products: base.settings.products,
      commit: base.commit,
      referenceReqPerSec: base.reference.reqPerSec,
      loadAverageAtStart: base.loadAverageAtStart,
    },
    sameSession,
    notComparable,
    caveats: caveatsOf(base, run, sameSession),
    rows,
    deepLastPage,
    relevance:
      base.relevance?.score !== undefined && run.relevance?.score !== undefined
        ? { base: base.relevance.score, score: run.relevance.score }
        : undefined,
    pass: notComparable.length ? undefined : judged.every((p) => p !== false),
  };
}
