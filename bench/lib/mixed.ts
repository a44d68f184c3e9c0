/**
 * The warm read rows measured again while the shop sells (shop-traffic.ts): each row's share of the
 * reference with the writes on, beside its read-only share, and how soon a sale shows its stock.
 */
import type { CpuUse } from './cpu';
import type { Measured, Scenario } from './load';
import { fmt, fmtInt, percent } from './report';
import { runScenarios, type RunSettings } from './run-scenarios';
import type { TrafficReport, TrafficSettings } from './shop-traffic';
import { startShopTrafficApart } from './shop-traffic-apart';

/** The rows measured again while the shop sells: every row the cache answers. */
export const MIXED_ROWS = ['home', 'list', 'list-garage', 'detail', 'search', 'search-garage', 'detail-page'];
/** Each read row keeps at least this share of its read-only figure while 2 orders a second are paid. */
export const KEEP_TARGET = 0.8;
/** Seconds the writes run before the first row is measured with them. */
const WRITES_WARMUP_SECONDS = 10;
/** A sale shows on the product's page within this many milliseconds. */
export const STOCK_VISIBLE_TARGET_MS = 1000;

export interface MixedRow {
  key: string;
  name: string;
  readOnlyRatio: number;
  mixedRatio: number;
  /** The median of what each pair kept (`keptEach`). */
  kept: number;
  /** What the row kept in each of its pairs, in the order measured. */
  keptEach: number[];
  p99Ms: number;
  errors: number;
  pass: boolean;
  /**
   * Where the processor went, the pairs' medians read-only and while selling (cpu.ts): the store
   * spending more per request while selling is its cache missing; the same per request with the
   * machine as busy is the writes taking the processor. Absent where /proc cannot be read.
   */
  cpu?: { quiet: CpuUse; selling: CpuUse };
}

export interface MixedResult {
  ordersPerSecondAsked: number;
  /** Pairs measured per row. */
  pairs: number;
  /** The writes asked for. */
  asked: Omit<TrafficSettings, 'storeOrigin' | 'databaseUrl' | 'jwtSecret'>;
  /**
   * The reference measured just before the writes start and just after they stop, in req/s: the
   * shares while selling are to their mean, so the machine drifting since the read-only rows
   * (other work on a shared machine) is not counted as what the writes cost.
   */
  reference: { before: number; after: number };
  traffic: TrafficReport;
  rows: MixedRow[];
  stockVisible: { probes: number; p50Ms: number; maxMs: number; pass: boolean };
  pass: boolean;
}

const at = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** The middle value; the mean of the two middle ones for an even count. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Measures each of MIXED_ROWS in `pairs` pairs, back to back: read-only and with the shop's
 * writes on (paused in between), the second pair the other way round, and so on. What a pair keeps
 * is the selling figure over the read-only one, measured a few seconds apart, so the machine
 * drifting over the run (other work on a shared machine) falls on both alike; comparing with the
 * read-only rows measured minutes before counted the drift as what the writes cost. A row keeps the
 * median of its pairs: one 10 s window moves by ±15 points on this machine. Shares are to the
 * reference measured just before and after, from the medians of each kind of window.
 */
export async function measureMixed(
  scenarios: Scenario[],
  store: { origin: string; pid: number },
  run: RunSettings,
  traffic: Omit<TrafficSettings, 'storeOrigin'> & { pairs: number },
): Promise<MixedResult> {
  const rows = scenarios.filter((s) => MIXED_ROWS.includes(s.key));
  console.log('');
  const every = (seconds: number, what: string) => (seconds > 0 ? `${what} every ${seconds} s` : `no ${what}s`);
  console.log(
    `while selling: ${traffic.ordersPerSecond} orders a second paid, ` +
      [
        every(traffic.expireEverySeconds, 'unpaid order expiring'),
        every(traffic.reviewEverySeconds, 'review'),
        every(traffic.editEverySeconds, 'staff edit (a price, or a product form saved)'),
      ].join(', ') +
      `; each row read-only and while selling, ${traffic.pairs} pair${traffic.pairs === 1 ? '' : 's'}`,
  );
  const referenceRow = scenarios.find((sc) => sc.key === 'reference');
  if (!referenceRow) throw new Error('the mixed rows need the reference row');
  const once = async (scenario: Scenario) => (await runScenarios([scenario], store, run)).measured[0]!;
  const referenceBefore = (await once({ ...referenceRow, name: 'reference, before selling' })).reqPerSec;
  const shop = await startShopTrafficApart({ ...traffic, storeOrigin: store.origin, paused: true });
  const measured: Array<{ key: string; name: string; pairs: Array<{ quiet: Measured; selling: Measured }> }> = [];
  try {
    // The writes' first calls compile their code and plan their queries, in the store and in the
    // database: done before the first pair, so its row does not pay for them.
    process.stdout.write(`writes warming up ${WRITES_WARMUP_SECONDS} s... `);
    await shop.resume();
    await new Promise((resolve) => setTimeout(resolve, WRITES_WARMUP_SECONDS * 1000));
    await shop.pause();
    console.log('done');
    for (const row of rows) {
      const pairs = [];
      for (let i = 0; i < traffic.pairs; i++) {
        const quietly = () => once({ ...row, name: `${row.name}, read-only` });
        const selling = async () => {
          await shop.resume();
          const m = await once({ ...row, name: `${row.name}, while selling` });
          await shop.pause();
          return m;
        };
        // Every other pair the other way round, so a steady drift favours neither.
        if (i % 2 === 0) pairs.push({ quiet: await quietly(), selling: await selling() });
        else pairs.push({ selling: await selling(), quiet: await quietly() });
      }
      measured.push({ key: row.key, name: `${row.name}, while selling`, pairs });
    }
  } catch (err) {
    // The first failure is the one to report, not one of stopping after it.
    await shop.stop().catch(() => undefined);
    throw err;
  }
  const report = await shop.stop();
  const referenceAfter = (await once({ ...referenceRow, name: 'reference, after selling' })).reqPerSec;
  const referenceReqPerSec = (referenceBefore + referenceAfter) / 2;
  const judged = measured.map(({ key, name, pairs }): MixedRow => {
    const keptEach = pairs.map(({ quiet, selling }) => selling.reqPerSec / quiet.reqPerSec);
    const kept = median(keptEach);
    // A read-only figure with failures in it is no baseline either.
    const all = pairs.flatMap(({ quiet, selling }) => [quiet, selling]);
    const errors = all.reduce((n, m) => n + m.errors + m.timeouts + m.non2xx, 0);
    return {
      key,
      name,
      readOnlyRatio: median(pairs.map((p) => p.quiet.reqPerSec)) / referenceReqPerSec,
      mixedRatio: median(pairs.map((p) => p.selling.reqPerSec)) / referenceReqPerSec,
      kept,
      keptEach,
      p99Ms: median(pairs.map((p) => p.selling.p99Ms)),
      errors,
      pass: kept >= KEEP_TARGET && errors === 0,
      ...cpuOf(pairs),
    };
  });
  const delays = [...report.stockVisibleMs].sort((a, b) => a - b);
  const stockVisible = {
    probes: delays.length,
    p50Ms: at(delays, 0.5),
    maxMs: delays.at(-1) ?? 0,
    pass: delays.length > 0 && (delays.at(-1) ?? 0) < STOCK_VISIBLE_TARGET_MS,
  };
  return {
    ordersPerSecondAsked: traffic.ordersPerSecond,
    pairs: traffic.pairs,
    // Not the rest of the settings: the results keep no secret.
    asked: {
      ordersPerSecond: traffic.ordersPerSecond,
      editEverySeconds: traffic.editEverySeconds,
      reviewEverySeconds: traffic.reviewEverySeconds,
      expireEverySeconds: traffic.expireEverySeconds,
    },
    reference: { before: referenceBefore, after: referenceAfter },
    traffic: report,
    rows: judged,
    stockVisible,
    pass:
      judged.every((r) => r.pass) &&
      stockVisible.pass &&
      report.ordersFailed === 0 &&
      report.problems.length === 0 &&
      wroteAll(traffic, report),
  };
}

/** The medians of each processor figure over the pairs, read-only and while selling; none if any window lacks them. */
function cpuOf(pairs: Array<{ quiet: Measured; selling: Measured }>): Pick<MixedRow, 'cpu'> {
  const uses = (side: 'quiet' | 'selling') => pairs.flatMap((p) => (p[side].cpu ? [p[side].cpu] : []));
  const quiet = uses('quiet');
  const selling = uses('selling');
  if (quiet.length !== pairs.length || selling.length !== pairs.length) return {};
  const mid = (list: CpuUse[]): CpuUse => ({
    storeCores: median(list.map((c) => c.storeCores)),
    postgresCores: median(list.map((c) => c.postgresCores)),
    machineBusy: median(list.map((c) => c.machineBusy)),
    storeMsPer1k: median(list.map((c) => c.storeMsPer1k)),
  });
  return { cpu: { quiet: mid(quiet), selling: mid(selling) } };
}

/** Whether every kind of write asked for was made while the rows were measured. */
function wroteAll(asked: MixedResult['asked'], done: TrafficReport): boolean {
  return (
    (asked.reviewEverySeconds <= 0 || done.reviews > 0) &&
    (asked.editEverySeconds <= 0 || (done.priceChanges > 0 && done.productSaves > 0)) &&
    (asked.expireEverySeconds <= 0 || done.unpaidExpired > 0)
  );
}

/** The mixed rows as a table: read-only and selling shares, and what was kept. */
export function mixedTable(result: MixedResult): string[][] {
  const head = ['Call', 'read-only', 'while selling', 'kept', 'each pair', 'p99 ms', 'errors', 'Target', 'Result'];
  return [
    head,
    ...result.rows.map((r) => [
      r.name,
      percent(r.readOnlyRatio),
      percent(r.mixedRatio),
      percent(r.kept),
      r.keptEach.map((k) => fmt(k * 100, 0)).join(' '),
      fmt(r.p99Ms, 2),
      String(r.errors),
      `kept ≥ ${Math.round(KEEP_TARGET * 100)}%`,
      r.pass ? 'PASS' : 'MISS',
    ]),
  ];
}

/**
 * Where the processor went in each mixed row, read-only → while selling: the store's processor
 * milliseconds per thousand of the row's requests, the cores the store and PostgreSQL kept busy,
 * and how busy the machine was. Empty where /proc could not be read.
 */
export function mixedCpuTable(result: MixedResult): string[][] {
  const rows = result.rows.filter((r) => r.cpu);
  if (rows.length === 0) return [];
  const both = (a: number, b: number, digits: number) => `${fmt(a, digits)} → ${fmt(b, digits)}`;
  return [
    ['Call', 'store ms per 1k requests', 'store cores', 'PostgreSQL cores', 'machine busy'],
    ...rows.map((r) => {
      const { quiet, selling } = r.cpu!;
      return [
        r.name,
        both(quiet.storeMsPer1k, selling.storeMsPer1k, 0),
        both(quiet.storeCores, selling.storeCores, 2),
        both(quiet.postgresCores, selling.postgresCores, 2),
        `${percent(quiet.machineBusy)} → ${percent(selling.machineBusy)}`,
      ];
    }),
  ];
}

/** The lines under the mixed table: the writes achieved and how soon a sale shows. */
export function mixedLines(result: MixedResult): string[] {
  const t = result.traffic;
  const v = result.stockVisible;
  return [
    `Each row measured read-only and while selling, back to back, in ${result.pairs} pair${result.pairs === 1 ? '' : 's'} ` +
      `(every other one the other way round); kept, shares and p99 are the pairs' medians; shares are to the reference just ` +
      `before and after (${fmtInt(result.reference.before)} and ${fmtInt(result.reference.after)} req/s). ` +
      `The writes ran in a process of their own.`,
    `Writes while measuring (${fmt(t.seconds, 0)} s): ${fmtInt(t.ordersPaid)} orders paid, ` +
      `${fmt(t.ordersPerSecond, 2)} a second (asked ${result.ordersPerSecondAsked}), ${t.ordersFailed} failed; ` +
      `${t.unpaidExpired} unpaid orders expired, ${t.reviews} reviews, ${t.staffEdits} staff edits (${t.priceChanges} prices, ${t.productSaves} products saved with new words)` +
      (t.ordersFailed > 0 ? ' MISS (orders failed)' : '') +
      (wroteAll(result.asked, t) ? '' : ' MISS (a kind of write asked for was never made)'),
    ...t.problems.map((p) => `  ${p}`),
    `A sale shown on its product page: median ${fmt(v.p50Ms, 0)} ms, at most ${fmt(v.maxMs, 0)} ms over ` +
      `${v.probes} sales (target < ${STOCK_VISIBLE_TARGET_MS} ms) ${v.pass ? 'PASS' : 'MISS'}`,
  ];
}
