/**
 * One benchmark of one catalog size: the database, the two servers, the workload, the deep-page
 * probe, each call under load, the relevance score; then the table, the comparison with a
 * baseline run when there is one, and the saved results.
 */
import os from 'node:os';
import { prepareBenchDatabase } from '../generate-catalog';
import { compareRuns, type SavedRun } from './compare';
import { comparisonCells, comparisonLines, COMPARISON_NUMERIC_COLUMNS } from './compare-report';
import { deepPageLines, probeDeepPages } from './deep-pages';
import { checkPaths } from './load';
import type { BenchOptions } from './options';
import { stopChildren } from './processes';
import { measureMixed, mixedCpuTable, mixedLines, mixedTable, MIXED_ROWS } from './mixed';
import { measureRelevance, relevanceLine } from './relevance-run';
import { plainTable, summarise, table } from './report';
import { postgresVersion, resultsJson, saveResults, serverBuildFingerprint, type RunFacts } from './results';
import { runScenarios } from './run-scenarios';
import { catalogTarget, garageTarget, missTarget, pageTarget, scenariosFor, searchTarget } from './scenarios';
import { startServers } from './servers';
import { buildWorkload } from './workload';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** What a run of one size needs besides the options: its size, database, session, and what to compare with. */
export interface RunPlan {
  products: number;
  dbName: string;
  session: string;
  baseline?: { run: SavedRun; sameSession: boolean };
}

/** Runs the benchmark for one catalog size and returns what it saved; true in `pass` when every target held. */
export async function benchmarkCatalog(
  options: BenchOptions,
  plan: RunPlan,
): Promise<{ saved: SavedRun; pass: boolean }> {
  const { duration, connections } = options;
  const { products } = plan;
  const started = Date.now();
  const loadAtStart = os.loadavg().map(round2);
  console.log(
    `store benchmark: ${products.toLocaleString('en-US')} products, ${duration} s at ${connections} connections per call`,
  );

  const { buildDemoCatalog } = await import('../../apps/server/src/db/seed/catalog/build-demo-catalog');
  const prepared = await prepareBenchDatabase(buildDemoCatalog(), {
    adminUrl: options.adminUrl,
    dbName: plan.dbName,
    products,
    fresh: options.fresh,
  });
  const pgVersion = await postgresVersion(prepared.url).catch((err: unknown) => {
    console.warn('could not read the PostgreSQL version:', err instanceof Error ? err.message : err);
    return 'unknown';
  });

  const servers = await startServers(prepared.url);
  const workload = await buildWorkload(servers.storeOrigin, prepared.url);
  const n = workload.notes;
  console.log(
    `workload: ${n.listPaths} list pages, ${n.productIds} product ids (${n.allProductIds} for the cache-missing row), ` +
      `${n.searchPrefixes} search prefixes of ${n.searchNames} product names; garage: ${n.bikes} bikes, ` +
      `${n.garageListPaths} list pages, ${n.garageSearchPrefixes} searches; cache missing: ${n.listMissPaths} list pages, ` +
      `${n.searchMissPaths} searches, ${n.garageListMissPaths} garage list pages`,
  );
  // Before any load, while none of the pages it asks for has been asked for (deep-pages.ts).
  const deepPages = options.mixedOnly ? undefined : await probeDeepPages(servers.storeOrigin, workload.deepLists);
  for (const line of deepPages ? deepPageLines(deepPages) : []) console.log(line);

  const scenarios = scenariosFor(workload, servers.referenceOrigin, servers.storeOrigin).filter(
    (s) => !options.mixedOnly || s.key.startsWith('reference') || MIXED_ROWS.includes(s.key),
  );
  for (const s of scenarios) await checkPaths(s);

  const store = { origin: servers.storeOrigin, pid: servers.store.pid! };
  const run = { connections, acceptEncoding: options.acceptEncoding, duration, warmup: options.warmup };
  const { measured, sampler } = await runScenarios(scenarios, store, run);
  const summary = summarise(measured, scenarios, {
    peakBytes: sampler.peak,
    idleBytes: servers.idleRss,
    samples: sampler.samples,
  });
  // Last of the loads: the shop's writes change the catalog the rows before measured.
  const mixed =
    options.ordersPerSecond > 0
      ? await measureMixed(scenarios, store, run, {
          databaseUrl: prepared.url,
          jwtSecret: servers.jwtSecret,
          ordersPerSecond: options.ordersPerSecond,
          editEverySeconds: options.editEverySeconds,
          reviewEverySeconds: options.reviewEverySeconds,
          pairs: options.mixedPairs,
          expireEverySeconds: 5,
        })
      : undefined;
  const relevance = await measureRelevance(servers.storeOrigin, prepared.url);
  await stopChildren();
  const cpu = os.cpus();
  const machine =
    `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, PostgreSQL ${pgVersion.split(' ')[0]}` +
    (options.identity ? ', no compression asked for' : ', Accept-Encoding: gzip, deflate, br as browsers send');
  const cells = table(summary.rows);
  const facts: RunFacts = {
    when: new Date(),
    started,
    session: plan.session,
    serverBuild: serverBuildFingerprint(),
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
    database: { name: plan.dbName, reused: prepared.reused, preparedSeconds: prepared.seconds },
    workload: workload.notes,
    targets: { catalog: catalogTarget, search: searchTarget, miss: missTarget, page: pageTarget, garage: garageTarget },
    loadAverageAtStart: loadAtStart,
    idleRss: servers.idleRss,
    samples: sampler.samples,
    ...(deepPages ? { deepPages } : {}),
    relevance,
    ...(mixed ? { mixed } : {}),
  };
  if (plan.baseline) {
    const current = resultsJson(facts, summary);
    facts.comparison = compareRuns(plan.baseline.run, current, plan.baseline.sameSession);
  }

  console.log('');
  console.log(
    `${products.toLocaleString('en-US')} products · ${duration} s per call at ${connections} connections · ${machine}`,
  );
  console.log(plainTable(cells));
  console.log(summary.referenceLine);
  console.log(relevanceLine(relevance));
  if (mixed) {
    console.log('');
    console.log(plainTable(mixedTable(mixed), [1, 2, 3, 5, 6]));
    for (const line of mixedLines(mixed)) console.log(line);
    const cpu = mixedCpuTable(mixed);
    if (cpu.length > 0)
      console.log(`\nWhere the processor went, read-only → while selling:\n${plainTable(cpu, [1, 2, 3, 4])}`);
  }
  const allPass = summary.allPass && mixed?.pass !== false;
  console.log(allPass ? 'All targets met.' : 'Some targets missed.');
  if (facts.comparison) {
    console.log('');
    console.log(plainTable(comparisonCells(facts.comparison, products), COMPARISON_NUMERIC_COLUMNS));
    for (const line of comparisonLines(facts.comparison, products)) console.log(line);
  }
  saveResults(facts, summary, cells);
  // Last, so the end of the output says how the miss paths and the memory limit fared.
  for (const line of summary.missLines) console.log(line);
  console.log(summary.memoryLine);

  const saved = resultsJson(facts, summary);
  return { saved, pass: allPass && facts.comparison?.pass !== false };
}
