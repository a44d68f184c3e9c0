#!/usr/bin/env node
// `npm test`: every suite, then the time each took and one closing line with the totals.
//  - unit and route tests (contracts, scripts, server, web) on the embedded database;
//  - the server's tests again on real PostgreSQL when TEST_DATABASE_URL is set;
//  - the build, then the browser journeys in Chromium against the built store.
// The three run side by side (docs/decisions/095): each waits much of its time on another process
// (PGlite's WebAssembly, the PostgreSQL server, the browser and the store), so together they keep
// the machine's cores busy. Each one's output is shown whole when it ends, not interleaved.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const out = mkdtempSync(path.join(tmpdir(), 'store-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
let broken = false;

/**
 * Runs a command with its output kept in `logFile`, printed whole under `title` when it ends (the
 * suites run side by side), and resolves with its exit status.
 */
function run(title, command, args, env, logFile) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const log = createWriteStream(logFile);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => {
      timings.push({ title, seconds: Math.round((Date.now() - started) / 1000) });
      log.end(() => {
        console.log(`\n=== ${title} ===`);
        process.stdout.write(readFileSync(logFile));
        resolve(code ?? 1);
      });
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
}

async function vitest(title, name, extraArgs, env) {
  const file = path.join(out, `${name}.json`);
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...extraArgs];
  const status = await run(title, 'npx', args, env, path.join(out, `${name}.log`));
  countVitest(file, title, status);
}

/** The build, then the browser journeys against it. */
async function journeys() {
  const log = (name) => path.join(out, `${name}.log`);
  if ((await run('build for the browser journeys', 'npm', ['run', 'build'], {}, log('build'))) !== 0) {
    broken = true;
    return;
  }
  const file = path.join(out, 'e2e.json');
  const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts'];
  const status = await run(
    'browser journeys (Chromium)',
    'npx',
    args,
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    log('e2e'),
  );
  if (!existsSync(file)) {
    console.error(`browser journeys: no results were written (exit ${status})`);
    broken = true;
    return;
  }
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (status !== 0 && stats.unexpected === 0) broken = true;
}

const suites = [
  vitest('unit and route tests (embedded PostgreSQL)', 'unit', ['--maxWorkers=2'], { TEST_DATABASE_URL: '' }),
  journeys(),
];
if (process.env.TEST_DATABASE_URL) {
  suites.push(
    vitest('server tests on PostgreSQL', 'postgres', ['--project', 'server', '--maxWorkers=2'], {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
    }),
  );
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the server tests run on the embedded database only)');
}
await Promise.all(suites);

console.log('\nTime of each suite:');
for (const { title, seconds } of timings) console.log(`  ${title}: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
if (broken) totals.failed = Math.max(totals.failed, 1);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
