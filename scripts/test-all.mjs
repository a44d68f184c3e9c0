#!/usr/bin/env node
// `npm test`: every suite, then the time each took and one closing line with the totals.
//  1. unit and route tests (contracts, scripts, server, web) on the embedded database;
//  2. the server's tests again on real PostgreSQL when TEST_DATABASE_URL is set;
//  3. the build, then the browser journeys in Chromium against the built store.
// One after another (docs/decisions/095): side by side on a two-core machine they took longer in
// all, and the races that the PostgreSQL tests stage (200 checkouts at once) timed out.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const out = mkdtempSync(path.join(tmpdir(), 'store-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
/** Each failed test as "suite: file › name", printed again at the end so a failed run says which. */
const failures = [];
let broken = false;

/** Runs a command, its output straight through under `title`, and resolves with its exit status. */
function run(title, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${title} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => {
      timings.push({ title, seconds: Math.round((Date.now() - started) / 1000) });
      resolve(code ?? 1);
    });
  });
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
  for (const fileResult of r.testResults ?? []) {
    const where = path.relative(process.cwd(), fileResult.name);
    const failedTests = (fileResult.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) {
      // The first line of the first failure says why (a timeout, an expectation), not only which.
      const why = String(t.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 300);
      failures.push(`${title}: ${where} › ${t.fullName}${why ? `\n      ${why}` : ''}`);
    }
    if (fileResult.status === 'failed' && failedTests.length === 0) failures.push(`${title}: ${where} (did not load)`);
  }
}

/** Playwright's report nests suites in suites; yields each test with the file it is in. */
function* playwrightTests(suite, file) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) yield { file: spec.file ?? file, title: spec.title, test };
  for (const inner of suite.suites ?? []) yield* playwrightTests(inner, suite.file ?? file);
}

async function vitest(title, name, extraArgs, env) {
  const file = path.join(out, `${name}.json`);
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...extraArgs];
  const status = await run(title, 'npx', args, env);
  countVitest(file, title, status);
}

/** The build, then the browser journeys against it. */
async function journeys() {
  if ((await run('build for the browser journeys', 'npm', ['run', 'build'])) !== 0) {
    broken = true;
    return;
  }
  const file = path.join(out, 'e2e.json');
  const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts'];
  const status = await run('browser journeys (Chromium)', 'npx', args, { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  if (!existsSync(file)) {
    console.error(`browser journeys: no results were written (exit ${status})`);
    broken = true;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  for (const suite of report.suites ?? []) {
    for (const { file: where, title, test } of playwrightTests(suite, suite.file)) {
      if (test.status !== 'unexpected') continue;
      const why = String(test.results?.at(-1)?.error?.message ?? '')
        .split('\n')[0]
        .slice(0, 300);
      failures.push(`browser journeys: e2e/${where} › ${title}${why ? `\n      ${why}` : ''}`);
    }
  }
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (status !== 0 && stats.unexpected === 0) broken = true;
}

await vitest('unit and route tests (embedded PostgreSQL)', 'unit', ['--maxWorkers=2'], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  // The server's tests wait on the database server much of the time: a third worker keeps both cores busy.
  await vitest('server tests on PostgreSQL', 'postgres', ['--project', 'server*', '--maxWorkers=3'], {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
  });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the server tests ran on the embedded database only)');
}
await journeys();

if (failures.length > 0) {
  console.log('\nFailed:');
  for (const line of failures) console.log(`  ${line}`);
}
console.log('\nTime of each suite:');
for (const { title, seconds } of timings) console.log(`  ${title}: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
if (broken) totals.failed = Math.max(totals.failed, 1);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
