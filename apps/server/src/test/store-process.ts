import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: the store is started from there, so `--import tsx` resolves. */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));
const KEPT_LINES = 200;

/** Every child still running: killed if the test runner exits before afterAll could stop them. */
const running = new Set<ChildProcess>();
const killAll = () => {
  for (const child of running) child.kill('SIGKILL');
};
process.once('exit', killAll);
// A runner stopped by a signal does not run 'exit' handlers: kill the servers, then let the
// signal do what it would have done.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    process.kill(process.pid, signal);
  });
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

export interface StoreProcess {
  readonly name: string;
  readonly pid: number;
  readonly port: number;
  /** http://127.0.0.1:port */
  readonly url: string;
  /** How long from spawn to the first healthy answer, in milliseconds. */
  readonly startMs: number;
  /** Whether the process is still running. */
  alive(): boolean;
  /** The last lines it printed, for the message of a failed test. */
  output(): string;
  /** SIGKILL, as a crash or an OOM killer would: no graceful close at all. */
  kill(): Promise<void>;
  /** SIGTERM and its graceful close; SIGKILL if that takes longer than `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface StoreProcessOptions {
  name: string;
  /** Settings on top of the test defaults (DATABASE_URL, SMTP_URL, ...). */
  env: Record<string, string>;
  /** Settings of the test defaults to leave out, as a shop that never set them. */
  unset?: string[];
  /** Arguments after the entry file (`--demo`). */
  args?: string[];
  /** A port to reuse, as a restarted server would; a free one by default. */
  port?: number;
  /** How long to wait for /api/health to answer 200. */
  readyMs?: number;
}

/**
 * A real store server as its own process, started from the TypeScript source with tsx (no build
 * needed), with its own DATA_DIR; resolves once GET /api/health answers 200. Its output is kept
 * so a test that fails can say what the server printed.
 */
export async function startStoreProcess(options: StoreProcessOptions): Promise<StoreProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), `store-${options.name}-`));
  const started = Date.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // Payments through the store's own test window: no Razorpay in these tests.
    TEST_PAYMENTS: 'true',
    // Each test's client names its address in X-Forwarded-For, as a proxy in front would.
    TRUST_PROXY: 'true',
    // Load tests send thousands of calls from one address; plugins/address-budget.test.ts holds the limit.
    PUBLIC_REQUESTS_PER_MINUTE: '0',
    ...options.env,
  };
  for (const name of options.unset ?? []) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile, ...(options.args ?? [])], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  exited.then(cleanUp, cleanUp);

  const url = `http://127.0.0.1:${port}`;
  const output = () => `--- ${options.name} (pid ${child.pid}) printed:\n${lines.join('\n')}`;
  const kill = async () => {
    if (alive()) child.kill('SIGKILL');
    await exited;
  };
  try {
    await waitHealthy(url, options.readyMs ?? 60_000, alive);
  } catch (err) {
    await kill();
    throw new Error(`${options.name} did not start: ${(err as Error).message}\n${output()}`, { cause: err });
  }
  return {
    name: options.name,
    pid: child.pid ?? -1,
    port,
    url,
    startMs: Date.now() - started,
    alive,
    output,
    kill,
    async stop(graceMs = 15_000) {
      if (!alive()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** GET /api/health, once; true only for a 200. */
export async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** Polls /api/health until it answers 200; fails early if the process died. */
async function waitHealthy(url: string, ms: number, alive: () => boolean): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive()) throw new Error('the process exited');
    if (await healthy(url)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no healthy answer within ${ms} ms`);
}
