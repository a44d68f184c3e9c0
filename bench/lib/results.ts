/**
 * What a run leaves behind in bench/results/: latest.json, latest.md (the table the READMEs quote)
 * and a timestamped copy of the JSON, with the machine, versions and settings it ran under.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Target } from './load';
import { MIB, RSS_LIMIT_MIB } from './memory';
import { markdownTable, type Summary } from './report';
import { RESULTS_DIR, ROOT } from './repo-paths';
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

/** Everything the saved results record about the run besides the summary. */
export interface RunFacts {
  when: Date;
  started: number;
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
  targets: { catalog: Target; search: Target; miss: Target; page: Target };
  loadAverageAtStart: number[];
  idleRss: number;
  samples: number;
}

/** The run in a paragraph and a table, as latest.md holds it. */
export function markdownReport(facts: RunFacts, summary: Summary, cells: string[][]): string {
  const { products, duration, connections } = facts.settings;
  return [
    `${products.toLocaleString('en-US')} products, ${duration} s per call at ${connections} connections, ` +
      `one call after another; ${facts.machine}; autocannon, the store server and PostgreSQL share the machine. ` +
      `Ratios are to the bare Fastify reference measured in the same run (${facts.when.toISOString().slice(0, 10)}).`,
    '',
    markdownTable(cells),
    '',
    [summary.referenceLine, summary.missLine, summary.memoryLine].filter(Boolean).join('. ') + '.',
    '',
  ].join('\n');
}

/** Writes latest.json, latest.md and the timestamped JSON, and says where. */
export function saveResults(facts: RunFacts, summary: Summary, cells: string[][]): void {
  const cpu = os.cpus();
  const json = {
    date: facts.when.toISOString(),
    commit: gitCommit(),
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
    pass: summary.allPass,
    seconds: Math.round((Date.now() - facts.started) / 1000),
  };
  const products = facts.settings.products;
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = facts.when.toISOString().replace(/[:.]/g, '-');
  writeAtomically(path.join(RESULTS_DIR, 'latest.json'), JSON.stringify(json, null, 2) + '\n');
  writeAtomically(path.join(RESULTS_DIR, 'latest.md'), markdownReport(facts, summary, cells));
  writeAtomically(path.join(RESULTS_DIR, `${stamp}-${products}.json`), JSON.stringify(json, null, 2) + '\n');
  console.log(`results written to bench/results/latest.{json,md} and bench/results/${stamp}-${products}.json`);
}
