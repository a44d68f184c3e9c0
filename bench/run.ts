/**
 * `npm run bench [-- --products 100000 --baseline --duration 10 --connections 50 --fresh]`
 *
 * Loads a large generated catalog into PostgreSQL, starts the built store server on it and a bare
 * Fastify reference server beside it, then loads each catalog call with autocannon, one after the
 * other, and reports req/s, p50 and p99 as ratios to the reference measured in the same run, plus
 * the store server's peak resident memory, the deep-page probe and the search relevance score. A
 * run of another size than 10,000 products is compared with the 10,000-product run: the one made
 * just before it with `--baseline`, or the last one saved. Results go to bench/results/. The parts
 * live in lib/: benchmark.ts runs one size, the files it names do each step.
 */
import { randomUUID } from 'node:crypto';
import { benchmarkCatalog, type RunPlan } from './lib/benchmark';
import { buildServerIfStale } from './lib/build';
import { latestFile, readSavedRun } from './lib/compare';
import { dbNameFor, DEFAULT_PRODUCTS, readOptions } from './lib/options';
import { installCleanup, stopChildren } from './lib/processes';

const options = readOptions();
installCleanup();

/** What the run is compared with: a baseline made now, the last one saved, or nothing at 10,000 products. */
async function baselineFor(session: string): Promise<RunPlan['baseline']> {
  if (options.products === DEFAULT_PRODUCTS) return undefined;
  if (options.baseline) {
    const base = await benchmarkCatalog(options, {
      products: DEFAULT_PRODUCTS,
      dbName: dbNameFor(options, DEFAULT_PRODUCTS),
      session,
    });
    console.log('');
    return { run: base.saved, sameSession: true };
  }
  const saved = readSavedRun(latestFile(DEFAULT_PRODUCTS));
  if (!saved) {
    console.log(
      `no bench/results/latest-${DEFAULT_PRODUCTS}.json to compare with: run \`npm run bench\` first, or add --baseline`,
    );
    return undefined;
  }
  return { run: saved, sameSession: false };
}

async function main() {
  if (options.skipBuild) console.log('--skip-build: measuring apps/server/dist and apps/web/dist as they are');
  else buildServerIfStale();
  const session = randomUUID();
  const baseline = await baselineFor(session);
  const { pass } = await benchmarkCatalog(options, {
    products: options.products,
    dbName: dbNameFor(options, options.products),
    session,
    baseline,
  });
  if (options.strict && !pass) process.exitCode = 1;
}

main().then(
  () => process.exit(),
  async (err: unknown) => {
    console.error('The benchmark failed:', err instanceof Error ? err.message : err);
    await stopChildren();
    process.exit(1);
  },
);
