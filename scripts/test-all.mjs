#!/usr/bin/env node
// `npm test`: every suite, then one closing line with the totals.
//  1. unit and route tests (contracts, server, web) on the embedded database;
//  2. the server's tests again on real PostgreSQL when TEST_DATABASE_URL is set;
//  3. the browser journeys in Chromium against the built store.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const out = mkdtempSync(path.join(tmpdir(), 'store-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function countVitest(file, title, status) {
  if (!existsSync(file)) {
    console.error(`${title}: no results were written (exit ${status})`);
    broken = true;
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  // A suite that failed to load has no failed tests but must still fail the run.
  if (status !== 0 && r.numFailedTests === 0) broken = true;
}

function vitest(title, file, extraArgs, env) {
  const status = run(
    title,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...extraArgs],
    env,
  );
  countVitest(file, title, status);
}

vitest('unit and route tests (embedded PostgreSQL)', path.join(out, 'unit.json'), [], { TEST_DATABASE_URL: '' });

if (process.env.TEST_DATABASE_URL) {
  vitest('server tests on PostgreSQL', path.join(out, 'postgres.json'), ['--project', 'server'], {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
  });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the server tests ran on the embedded database only)');
}

if (run('build for the browser journeys', 'npm', ['run', 'build']) !== 0) {
  broken = true;
} else {
  const file = path.join(out, 'e2e.json');
  const status = run('browser journeys (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (existsSync(file)) {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (status !== 0 && stats.unexpected === 0) broken = true;
  } else {
    console.error(`browser journeys: no results were written (exit ${status})`);
    broken = true;
  }
}

if (broken) totals.failed = Math.max(totals.failed, 1);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
