/**
 * The benchmark's child processes (the store and the reference server): starting them, waiting
 * for them to answer, and stopping them whatever way the benchmark ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './repo-paths';

/** Nothing may run longer than this: generation of 100,000 products and a 10,000-product baseline included. */
const OVERALL_TIMEOUT_MS = 90 * 60 * 1000;

const children = new Set<ChildProcess>();
let stopping = false;
const tempDirs: string[] = [];

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function killChildren(signal: NodeJS.Signals) {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

const running = () => [...children].some((c) => c.exitCode === null && c.signalCode === null);

/**
 * Stops every child: SIGTERM, then SIGKILL for any still running after 5 s. Once they are gone,
 * children started later (the next catalog size's servers) are watched again.
 */
export async function stopChildren(): Promise<void> {
  stopping = true;
  killChildren('SIGTERM');
  let deadline = Date.now() + 5000;
  while (running() && Date.now() < deadline) await sleep(50);
  killChildren('SIGKILL');
  deadline = Date.now() + 2000;
  while (running() && Date.now() < deadline) await sleep(50);
  if (running()) return;
  children.clear();
  stopping = false;
}

/** Kills the children and removes the temporary data folder on exit, a signal or the overall timeout. */
export function installCleanup(): void {
  process.on('exit', () => {
    killChildren('SIGKILL');
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the servers`);
      void stopChildren().finally(() => process.exit(130));
    });
  }
  setTimeout(() => {
    console.error(`The benchmark took longer than ${OVERALL_TIMEOUT_MS / 60000} minutes; giving up.`);
    void stopChildren().finally(() => process.exit(1));
  }, OVERALL_TIMEOUT_MS).unref();
}

/** A temporary folder, removed when the benchmark exits. */
export function makeTempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  tempDirs.push(dir);
  return dir;
}

/** Starts a Node process whose output is shown with a prefix; it is killed when the benchmark ends. */
export function startNode(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const show = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`  [${name}] ${line}`);
  };
  child.stdout!.on('data', show);
  child.stderr!.on('data', show);
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`  [${name}] exited unexpectedly (${signal ?? `code ${code}`})`);
  });
  return child;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForOk(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the server exited`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}
