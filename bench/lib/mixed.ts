/**
 * The warm read rows measured again while the shop sells (shop-traffic.ts): each row's share of the
 * reference with the writes on, beside its read-only share, and how soon a sale shows its stock.
 */
import type { Measured, Scenario } from './load';
import { fmt, fmtInt, percent, type Summary } from './report';
import { runScenarios, type RunSettings } from './run-scenarios';
import { startShopTraffic, type TrafficReport, type TrafficSettings } from './shop-traffic';

/** The rows measured again while the shop sells: every row the cache answers. */
export const MIXED_ROWS = ['home', 'list', 'list-garage', 'detail', 'search', 'search-garage', 'detail-page'];
/** Each read row keeps at least this share of its read-only figure while 2 orders a second are paid. */
export const KEEP_TARGET = 0.8;
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
  traffic: TrafficReport;
  rows: MixedRow[];
  stockVisible: { probes: number; p50Ms: number; maxMs: number; pass: boolean };
  pass: boolean;
}

const at = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** Runs MIXED_ROWS again with the shop's writes on and judges them against the read-only run. */
export async function measureMixed(
  scenarios: Scenario[],
  readOnly: Summary,
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
      ].join(', '),
  );
  const shop = await startShopTraffic({ ...traffic, storeOrigin: store.origin });
  let measured: Measured[];
  try {
    ({ measured } = await runScenarios(
      rows.map((s) => ({ ...s, name: `${s.name}, while selling` })),
      store,
      run,
    ));
  } catch (err) {
    await shop.stop();
    throw err;
  }
  const report = await shop.stop();
  const judged = measured.map((m): MixedRow => {
    const before = readOnly.rows.find((r) => r.measured.key === m.key)!;
    const mixedRatio = m.reqPerSec / readOnly.referenceReqPerSec;
    const kept = mixedRatio / before.ratio;
    const errors = m.errors + m.timeouts + m.non2xx;
    return {
      key: m.key,
      name: m.name,
      readOnlyRatio: before.ratio,
      mixedRatio,
      kept,
      p99Ms: m.p99Ms,
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
    traffic: report,
    rows: judged,
    stockVisible,
    pass: judged.every((r) => r.pass) && stockVisible.pass && report.ordersFailed === 0,
  };
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
    `Writes while measuring (${fmt(t.seconds, 0)} s): ${fmtInt(t.ordersPaid)} orders paid, ` +
      `${fmt(t.ordersPerSecond, 2)} a second (asked ${result.ordersPerSecondAsked}), ${t.ordersFailed} failed; ` +
      `${t.unpaidExpired} unpaid orders expired, ${t.reviews} reviews, ${t.staffEdits} price changes` +
      (t.ordersFailed > 0 ? ' MISS (orders failed)' : ''),
    ...t.problems.map((p) => `  ${p}`),
    `A sale shown on its product page: median ${fmt(v.p50Ms, 0)} ms, at most ${fmt(v.maxMs, 0)} ms over ` +
      `${v.probes} sales (target < ${STOCK_VISIBLE_TARGET_MS} ms) ${v.pass ? 'PASS' : 'MISS'}`,
  ];
}
