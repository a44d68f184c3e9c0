/** The benchmark's flags and environment, read once at start; `--help` prints them and exits. */
import { parseArgs } from 'node:util';
import { DEFAULT_ADMIN_URL, DEFAULT_BENCH_DB } from '../generate-catalog';

export interface BenchOptions {
  products: number;
  /** Seconds measured per call. */
  duration: number;
  connections: number;
  /** Seconds of thrown-away load before each measurement. */
  warmup: number;
  fresh: boolean;
  /** Run the 10,000-product benchmark first, in the same session, and compare the larger run with it. */
  baseline: boolean;
  identity: boolean;
  strict: boolean;
  /** Measure the apps/server/dist and apps/web/dist already built, however old. */
  skipBuild: boolean;
  /** Orders paid a second while the warm rows are measured again (mixed.ts); 0 leaves them out. */
  ordersPerSecond: number;
  /** Only the warm rows, read-only and while selling: no cache-missing rows, no deep-page probe. */
  mixedOnly: boolean;
  /** Seconds between reviews while selling; 0 leaves them out. */
  reviewEverySeconds: number;
  /** Read-only and selling windows measured per warm row while selling; the row keeps their median. */
  mixedPairs: number;
  /** Seconds between staff's price changes while selling; 0 leaves them out. */
  editEverySeconds: number;
  /** What every request sends as Accept-Encoding unless its scenario says otherwise; '' sends none. */
  acceptEncoding: string;
  adminUrl: string;
  /** The database of the default catalog size; other sizes get their own (`dbNameFor`). */
  dbName: string;
}

export const DEFAULT_PRODUCTS = 10_000;

/**
 * `store_bench` for 10,000 products, `store_bench_100000` for 100,000: each size keeps its own
 * database, so a run and its baseline reuse theirs instead of rebuilding one over the other.
 */
export const dbNameFor = (options: BenchOptions, products: number) =>
  products === DEFAULT_PRODUCTS ? options.dbName : `${options.dbName}_${products}`;

function positiveInt(name: string, text: string | undefined): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
  return n;
}

export function readOptions(): BenchOptions {
  const { values: flags } = parseArgs({
    options: {
      products: { type: 'string', default: String(DEFAULT_PRODUCTS) },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '3' },
      fresh: { type: 'boolean', default: false },
      baseline: { type: 'boolean', default: false },
      identity: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      orders: { type: 'string', default: '2' },
      'mixed-only': { type: 'boolean', default: false },
      reviews: { type: 'string', default: '5' },
      edits: { type: 'string', default: '10' },
      pairs: { type: 'string', default: '3' },
      help: { type: 'boolean', default: false },
    },
  });
  if (flags.help) {
    console.log(`npm run bench -- [--products N=10000] [--duration s=10] [--connections n=50] [--warmup s=3]
                    [--fresh: rebuild the database] [--strict: exit 1 when a target is missed]
                    [--baseline: with --products other than ${DEFAULT_PRODUCTS}, run ${DEFAULT_PRODUCTS} products first in the
                     same session and compare with it; without it the run compares with results/latest-${DEFAULT_PRODUCTS}.json]
                    [--skip-build: measure the apps/server/dist and apps/web/dist already built]
                    [--identity: send no Accept-Encoding (by default requests say gzip, deflate, br as browsers do)]
                    [--orders n=2: orders paid a second while the warm rows are measured again; 0 leaves that out]
                    [--mixed-only: only the warm rows, read-only and then while selling]
                    [--reviews s=5, --edits s=10: seconds between reviews, and between staff edits (a price, or a product saved), while selling; 0: none]
                    [--pairs n=3: read-only and selling windows per warm row while selling; the row keeps their median]
env: BENCH_DATABASE_URL (default ${DEFAULT_ADMIN_URL}), BENCH_DATABASE_NAME (default ${DEFAULT_BENCH_DB})`);
    process.exit(0);
  }
  return {
    products: positiveInt('products', flags.products),
    baseline: flags.baseline,
    duration: positiveInt('duration', flags.duration),
    connections: positiveInt('connections', flags.connections),
    warmup: Number(flags.warmup) >= 0 ? Math.floor(Number(flags.warmup)) : 3,
    fresh: flags.fresh,
    identity: flags.identity,
    strict: flags.strict,
    skipBuild: flags['skip-build'],
    ordersPerSecond: Number(flags.orders) >= 0 ? Number(flags.orders) : 2,
    mixedOnly: flags['mixed-only'],
    reviewEverySeconds: Number(flags.reviews) >= 0 ? Number(flags.reviews) : 5,
    mixedPairs: positiveInt('pairs', flags.pairs),
    editEverySeconds: Number(flags.edits) >= 0 ? Number(flags.edits) : 10,
    // Browsers always ask for compressed answers; `--identity` measures without.
    acceptEncoding: flags.identity ? '' : 'gzip, deflate, br',
    adminUrl: process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL,
    dbName: process.env.BENCH_DATABASE_NAME || DEFAULT_BENCH_DB,
  };
}
