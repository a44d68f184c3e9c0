/**
 * What a run leaves behind in bench/results/: latest.json and latest.md (the last run of any size),
 * latest-<products>.json and .md (the last run of that size, which a larger run compares with), and
 * a timestamped copy of the JSON, with the machine, versions, settings and server build it ran on.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { COMPARISON_NUMERIC_COLUMNS, comparisonCells, comparisonLines } from './compare-report';
import type { Comparison } from './compare';
import { deepPageLines, type DeepPages } from './deep-pages';
import { mixedCpuTable, mixedLines, mixedTable, type MixedResult } from './mixed';
import type { Target } from './load';
import { MIB, RSS_LIMIT_MIB } from './memory';
import { relevanceLine, type Relevance } from './relevance-run';
import { markdownTable, type Summary } from './report';
import { RESULTS_DIR, ROOT, SERVER_DIST } from './repo-paths';
import type { Workload } from './workload';

function writeAtomically(file: string, text: string) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

export async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    return rows[0]?.v ?? 'unknown';
  } finally {
    await client.end();
  }
}

function gitCommit(): string | undefined {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * The built server the run measured, as a hash of its bundle: two runs compare the same code only
 * when this matches (the commit says nothing of uncommitted changes).
 */
export function serverBuildFingerprint(): string {
  return createHash('sha256').update(readFileSync(SERVER_DIST)).digest('hex').slice(0, 16);
}

/** Everything the saved results record about the run besides the summary. */
export interface RunFacts {
  when: Date;
  started: number;
  /** Runs started by one `npm run bench` share it: a 100k run and its 10k baseline of the same session. */
  session: string;
  serverBuild: string;
  machine: string;
  pgVersion: string;
  settings: {
    products: number;
    duration: number;
    connections: number;
    warmup: number;
    pipelining: number;
    acceptEncoding: string;
  };
  database: { name: string; reused: boolean; preparedSeconds: number };
  workload: Workload['notes'];
  targets: Record<string, Target>;
  loadAverageAtStart: number[];
  idleRss: number;
  samples: number;
  /** None with --mixed-only. */
  deepPages?: DeepPages;
  relevance: Relevance;
  comparison?: Comparison;
  /** The warm rows again while the shop sells (mixed.ts). */
  mixed?: MixedResult;
}

/** The run in a paragraph, a table and its lines, then the comparison with the baseline; as latest.md holds it. */
export function markdownReport(facts: RunFacts, summary: Summary, cells: string[][]): string {
  const { products, duration, connections } = facts.settings;
  const sections = [
    `${products.toLocaleString('en-US')} products, ${duration} s per call at ${connections} connections, ` +
      `one call after another; ${facts.machine}; autocannon, the store server and PostgreSQL share the machine. ` +
      `Ratios are to the bare Fastify reference measured in the same run (${facts.when.toISOString().slice(0, 10)}, ` +
      `load average ${facts.loadAverageAtStart.join(' ')} at the start).`,
    '',
    markdownTable(cells),
    '',
    [summary.referenceLine, ...summary.missLines, summary.memoryLine].join('. ') + '.',
    '',
    relevanceLine(facts.relevance) + '.',
    '',
    facts.deepPages ? deepPageLines(facts.deepPages).join('\n') : 'Deep pages: not probed (--mixed-only).',
    '',
  ];
  if (facts.mixed) {
    sections.push(markdownTable(mixedTable(facts.mixed), [1, 2, 3, 5, 6]), '', mixedLines(facts.mixed).join('\n'), '');
    const cpu = mixedCpuTable(facts.mixed);
    if (cpu.length > 0) {
      sections.push(
        "Where the processor went, read-only → while selling (the pairs' medians; store milliseconds per thousand of the row's requests, cores kept busy, the machine's busy share):",
        '',
        markdownTable(cpu, [1, 2, 3, 4]),
        '',
      );
    }
  }
  if (facts.comparison) {
    sections.push(
      markdownTable(comparisonCells(facts.comparison, products), COMPARISON_NUMERIC_COLUMNS),
      '',
      comparisonLines(facts.comparison, products).join('\n'),
      '',
    );
  }
  return sections.join('\n');
}

/** The saved JSON of a run: what compare.ts reads back. */
export function resultsJson(facts: RunFacts, summary: Summary) {
  const cpu = os.cpus();
  return {
    date: facts.when.toISOString(),
    session: facts.session,
    commit: gitCommit(),
    serverBuild: facts.serverBuild,
    machine: { cpus: cpu.length, cpuModel: cpu[0]?.model.trim(), memoryMiB: Math.round(os.totalmem() / MIB) },
    node: process.version,
    postgres: facts.pgVersion,
    settings: facts.settings,
    database: facts.database,
    workload: facts.workload,
    targets: { ...facts.targets, rssLimitMiB: RSS_LIMIT_MIB },
    reference: {
      reqPerSec: Math.round(summary.referenceReqPerSec),
      spread: Math.round(summary.referenceSpread * 1000) / 1000,
    },
    loadAverageAtStart: facts.loadAverageAtStart,
    results: summary.rows.map((r) => ({
      ...r.measured,
      ratio: Math.round(r.ratio * 1000) / 1000,
      target: r.target,
      pass: r.pass,
      missed: r.why,
    })),
    memory: {
      peakRssMiB: Math.round(summary.peakMiB * 10) / 10,
      idleRssMiB: Math.round((facts.idleRss / MIB) * 10) / 10,
      limitMiB: RSS_LIMIT_MIB,
      pass: summary.memoryPass,
      samples: facts.samples,
    },
    deepPages: facts.deepPages,
    relevance: facts.relevance,
    comparison: facts.comparison,
    mixed: facts.mixed,
    pass: summary.allPass && facts.mixed?.pass !== false && facts.comparison?.pass !== false,
    seconds: Math.round((Date.now() - facts.started) / 1000),
  };
}

/** Writes latest.json and .md, latest-<products>.json and .md and the timestamped JSON, and says where. */
export function saveResults(facts: RunFacts, summary: Summary, cells: string[][]): void {
  const json = JSON.stringify(resultsJson(facts, summary), null, 2) + '\n';
  const markdown = markdownReport(facts, summary, cells);
  const products = facts.settings.products;
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = facts.when.toISOString().replace(/[:.]/g, '-');
  if (!facts.deepPages) {
    // A --mixed-only run lacks most rows: it is kept apart, so no comparison reads it as a full run.
    writeAtomically(path.join(RESULTS_DIR, 'latest-mixed.json'), json);
    writeAtomically(path.join(RESULTS_DIR, 'latest-mixed.md'), markdown);
    writeAtomically(path.join(RESULTS_DIR, `${stamp}-${products}-mixed.json`), json);
    console.log(`results written to bench/results/latest-mixed.{json,md} and ${stamp}-${products}-mixed.json`);
    return;
  }
  writeAtomically(path.join(RESULTS_DIR, 'latest.json'), json);
  writeAtomically(path.join(RESULTS_DIR, 'latest.md'), markdown);
  writeAtomically(path.join(RESULTS_DIR, `latest-${products}.json`), json);
  writeAtomically(path.join(RESULTS_DIR, `latest-${products}.md`), markdown);
  writeAtomically(path.join(RESULTS_DIR, `${stamp}-${products}.json`), json);
  console.log(
    `results written to bench/results/latest.{json,md}, latest-${products}.{json,md} and ${stamp}-${products}.json`,
  );
}
