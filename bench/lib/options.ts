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
  identity: boolean;
  strict: boolean;
  /** What every request sends as Accept-Encoding unless its scenario says otherwise; '' sends none. */
  acceptEncoding: string;
  adminUrl: string;
  dbName: string;
}

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
      products: { type: 'string', default: '10000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '3' },
      fresh: { type: 'boolean', default: false },
      identity: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (flags.help) {
    console.log(`npm run bench -- [--products N=10000] [--duration s=10] [--connections n=50] [--warmup s=3]
                    [--fresh: rebuild the database] [--strict: exit 1 when a target is missed]
                    [--identity: send no Accept-Encoding (by default requests say gzip, deflate, br as browsers do)]
env: BENCH_DATABASE_URL (default ${DEFAULT_ADMIN_URL}), BENCH_DATABASE_NAME (default ${DEFAULT_BENCH_DB})`);
    process.exit(0);
  }
  return {
    products: positiveInt('products', flags.products),
    duration: positiveInt('duration', flags.duration),
    connections: positiveInt('connections', flags.connections),
    warmup: Number(flags.warmup) >= 0 ? Math.floor(Number(flags.warmup)) : 3,
    fresh: flags.fresh,
    identity: flags.identity,
    strict: flags.strict,
    // Browsers always ask for compressed answers; `--identity` measures without.
    acceptEncoding: flags.identity ? '' : 'gzip, deflate, br',
    adminUrl: process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL,
    dbName: process.env.BENCH_DATABASE_NAME || DEFAULT_BENCH_DB,
  };
}
