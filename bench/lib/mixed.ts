/**
 * The warm read rows measured again while the shop sells (shop-traffic.ts): each row's share of the
 * reference with the writes on, beside its read-only share, and how soon a sale shows its stock.
 */
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
  kept: number;
  p99Ms: number;
  errors: number;
  pass: boolean;
}

export interface MixedResult {
  ordersPerSecondAsked: number;
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

/**
 * Measures each of MIXED_ROWS twice more, back to back: read-only, then with the shop's writes on
 * (paused in between). What a row keeps is the second figure over the first, measured a few
 * seconds apart, so the machine drifting over the run (other work on a shared machine) falls on
 * both alike; comparing with the read-only rows measured minutes before counted the drift as
 * what the writes cost. Shares are to the reference measured just before and after.
 */
export async function measureMixed(
  scenarios: Scenario[],
  store: { origin: string; pid: number },
  run: RunSettings,
  traffic: Omit<TrafficSettings, 'storeOrigin'>,
): Promise<MixedResult> {
  const rows = scenarios.filter((s) => MIXED_ROWS.includes(s.key));
  console.log('');
  const every = (seconds: number, what: string) => (seconds > 0 ? `${what} every ${seconds} s` : `no ${what}s`);
  console.log(
    `while selling: ${traffic.ordersPerSecond} orders a second paid, ` +
      [
        every(traffic.expireEverySeconds, 'unpaid order expiring'),
        every(traffic.reviewEverySeconds, 'review'),
        every(traffic.editEverySeconds, 'price change'),
      ].join(', ') +
      '; each row read-only, then while selling',
  );
  const referenceRow = scenarios.find((sc) => sc.key === 'reference');
  if (!referenceRow) throw new Error('the mixed rows need the reference row');
  const once = async (scenario: Scenario) => (await runScenarios([scenario], store, run)).measured[0]!;
  const referenceBefore = (await once({ ...referenceRow, name: 'reference, before selling' })).reqPerSec;
  const shop = await startShopTrafficApart({ ...traffic, storeOrigin: store.origin, paused: true });
  const pairs: Array<{ quiet: Measured; selling: Measured }> = [];
  try {
    // The writes' first calls compile their code and plan their queries, in the store and in the
    // database: done before the first pair, so its row does not pay for them.
    process.stdout.write(`writes warming up ${WRITES_WARMUP_SECONDS} s... `);
    await shop.resume();
    await new Promise((resolve) => setTimeout(resolve, WRITES_WARMUP_SECONDS * 1000));
    await shop.pause();
    console.log('done');
    for (const row of rows) {
      const quiet = await once({ ...row, name: `${row.name}, read-only` });
      await shop.resume();
      const selling = await once({ ...row, name: `${row.name}, while selling` });
      await shop.pause();
      pairs.push({ quiet, selling });
    }
  } catch (err) {
    // The first failure is the one to report, not one of stopping after it.
    await shop.stop().catch(() => undefined);
    throw err;
  }
  const report = await shop.stop();
  const referenceAfter = (await once({ ...referenceRow, name: 'reference, after selling' })).reqPerSec;
  const referenceReqPerSec = (referenceBefore + referenceAfter) / 2;
  const judged = pairs.map(({ quiet, selling }): MixedRow => {
    const kept = selling.reqPerSec / quiet.reqPerSec;
    // A read-only figure with failures in it is no baseline either.
    const errors = [quiet, selling].reduce((n, m) => n + m.errors + m.timeouts + m.non2xx, 0);
    return {
      key: selling.key,
      name: selling.name,
      readOnlyRatio: quiet.reqPerSec / referenceReqPerSec,
      mixedRatio: selling.reqPerSec / referenceReqPerSec,
      kept,
      p99Ms: selling.p99Ms,
      errors,
      pass: kept >= KEEP_TARGET && errors === 0,
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

/** Whether every kind of write asked for was made while the rows were measured. */
function wroteAll(asked: MixedResult['asked'], done: TrafficReport): boolean {
  return (
    (asked.reviewEverySeconds <= 0 || done.reviews > 0) &&
    (asked.editEverySeconds <= 0 || done.staffEdits > 0) &&
    (asked.expireEverySeconds <= 0 || done.unpaidExpired > 0)
  );
}

/** The mixed rows as a table: read-only and selling shares, and what was kept. */
export function mixedTable(result: MixedResult): string[][] {
  const head = ['Call', 'read-only', 'while selling', 'kept', 'p99 ms', 'errors', 'Target', 'Result'];
  return [
    head,
    ...result.rows.map((r) => [
      r.name,
      percent(r.readOnlyRatio),
      percent(r.mixedRatio),
      percent(r.kept),
      fmt(r.p99Ms, 2),
      String(r.errors),
      `kept ≥ ${Math.round(KEEP_TARGET * 100)}%`,
      r.pass ? 'PASS' : 'MISS',
    ]),
  ];
}

/** The lines under the mixed table: the writes achieved and how soon a sale shows. */
export function mixedLines(result: MixedResult): string[] {
  const t = result.traffic;
  const v = result.stockVisible;
  return [
    `Each row measured read-only and then while selling, back to back; shares are to the reference just ` +
      `before and after (${fmtInt(result.reference.before)} and ${fmtInt(result.reference.after)} req/s). ` +
      `The writes ran in a process of their own.`,
    `Writes while measuring (${fmt(t.seconds, 0)} s): ${fmtInt(t.ordersPaid)} orders paid, ` +
      `${fmt(t.ordersPerSecond, 2)} a second (asked ${result.ordersPerSecondAsked}), ${t.ordersFailed} failed; ` +
      `${t.unpaidExpired} unpaid orders expired, ${t.reviews} reviews, ${t.staffEdits} price changes` +
      (t.ordersFailed > 0 ? ' MISS (orders failed)' : '') +
      (wroteAll(result.asked, t) ? '' : ' MISS (a kind of write asked for was never made)'),
    ...t.problems.map((p) => `  ${p}`),
    `A sale shown on its product page: median ${fmt(v.p50Ms, 0)} ms, at most ${fmt(v.maxMs, 0)} ms over ` +
      `${v.probes} sales (target < ${STOCK_VISIBLE_TARGET_MS} ms) ${v.pass ? 'PASS' : 'MISS'}`,
  ];
}
