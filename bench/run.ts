/**
 * `npm run bench [-- --products 100000 --duration 10 --connections 50 --fresh]`
 *
 * Loads a large generated catalog into PostgreSQL, starts the built store server on it and a bare
 * Fastify reference server beside it, then loads each catalog call with autocannon, one after the
 * other, and reports req/s, p50 and p99 as ratios to the reference measured in the same run, plus
 * the store server's peak resident memory. Results go to bench/results/. The parts live in lib/:
 * options, build, servers and processes, workload, scenarios, load and memory, report and results.
 */
import os from 'node:os';
import { prepareBenchDatabase } from './generate-catalog';
import { buildServerIfStale } from './lib/build';
import { visibleProductIds } from './lib/catalog-ids';
import { readOptions } from './lib/options';
import { installCleanup, stopChildren } from './lib/processes';
import { plainTable, summarise, table } from './lib/report';
import { postgresVersion, saveResults } from './lib/results';
import { runScenarios } from './lib/run-scenarios';
import { catalogTarget, missTarget, pageTarget, scenariosFor, searchTarget } from './lib/scenarios';
import { startServers } from './lib/servers';
import { checkPaths } from './lib/load';
import { buildWorkload } from './lib/workload';

const options = readOptions();
installCleanup();

async function main() {
  const { products, duration, connections } = options;
  const started = Date.now();
  const loadAtStart = os.loadavg().map((n) => Math.round(n * 100) / 100);
  console.log(
    `store benchmark: ${products.toLocaleString('en-US')} products, ${duration} s at ${connections} connections per call`,
  );

  buildServerIfStale();

  const { buildDemoCatalog } = await import('../apps/server/src/db/seed/catalog/build-demo-catalog');
  const prepared = await prepareBenchDatabase(buildDemoCatalog(), {
    adminUrl: options.adminUrl,
    dbName: options.dbName,
    products,
    fresh: options.fresh,
  });

  const pgVersion = await postgresVersion(prepared.url).catch((err: unknown) => {
    console.warn('could not read the PostgreSQL version:', err instanceof Error ? err.message : err);
    return 'unknown';
  });

  const servers = await startServers(prepared.url);
  const workload = await buildWorkload(servers.storeOrigin, await visibleProductIds(prepared.url));
  console.log(
    `workload: ${workload.notes.listPaths} list pages, ${workload.notes.productIds} product ids ` +
      `(${workload.notes.allProductIds} for the cache-missing row), ` +
      `${workload.notes.searchPrefixes} search prefixes of ${workload.notes.searchNames} product names`,
  );

  const scenarios = scenariosFor(workload, servers.referenceOrigin, servers.storeOrigin);
  for (const s of scenarios) await checkPaths(s);

  const { measured, sampler } = await runScenarios(
    scenarios,
    { origin: servers.storeOrigin, pid: servers.store.pid! },
    { connections, acceptEncoding: options.acceptEncoding, duration, warmup: options.warmup },
  );
  await stopChildren();

  const summary = summarise(measured, scenarios, {
    peakBytes: sampler.peak,
    idleBytes: servers.idleRss,
    samples: sampler.samples,
  });
  const cpu = os.cpus();
  const when = new Date();
  const machine =
    `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, PostgreSQL ${pgVersion.split(' ')[0]}` +
    (options.identity ? ', no compression asked for' : ', Accept-Encoding: gzip, deflate, br as browsers send');
  const cells = table(summary.rows);

  console.log('');
  console.log(
    `${products.toLocaleString('en-US')} products · ${duration} s per call at ${connections} connections · ${machine}`,
  );
  console.log(plainTable(cells));
  console.log(summary.referenceLine);
  console.log(summary.allPass ? 'All targets met.' : 'Some targets missed.');

  saveResults(
    {
      when,
      started,
      machine,
      pgVersion,
      settings: {
        products,
        duration,
        connections,
        warmup: options.warmup,
        pipelining: 1,
        acceptEncoding: options.acceptEncoding || 'none',
      },
      database: { name: options.dbName, reused: prepared.reused, preparedSeconds: prepared.seconds },
      workload: workload.notes,
      targets: { catalog: catalogTarget, search: searchTarget, miss: missTarget, page: pageTarget },
      loadAverageAtStart: loadAtStart,
      idleRss: servers.idleRss,
      samples: sampler.samples,
    },
    summary,
    cells,
  );
  // Last, so the end of the output says how the miss path and the memory limit fared.
  if (summary.missLine) console.log(summary.missLine);
  console.log(summary.memoryLine);

  if (options.strict && !summary.allPass) process.exitCode = 1;
}

main().then(
  () => process.exit(),
  async (err: unknown) => {
    console.error('The benchmark failed:', err instanceof Error ? err.message : err);
    await stopChildren();
    process.exit(1);
  },
);
