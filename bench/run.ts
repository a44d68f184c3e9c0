/**
 * `npm run bench [-- --products 100000 --duration 10 --connections 50 --fresh]`
 *
 * Loads a large generated catalog into PostgreSQL, starts the built store server on it and a bare
 * Fastify reference server beside it, then loads each catalog call with autocannon, one after the
 * other, and reports req/s, p50 and p99 as ratios to the reference measured in the same run, plus
 * the store server's peak resident memory. Results go to bench/results/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEFAULT_ADMIN_URL, DEFAULT_BENCH_DB, prepareBenchDatabase } from './generate-catalog';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const SERVER_DIST = path.join(ROOT, 'apps', 'server', 'dist', 'main.js');
const MIB = 1024 * 1024;
const RSS_LIMIT_MIB = 200;
/** Nothing may run longer than this, generation of 100,000 products included. */
const OVERALL_TIMEOUT_MS = 45 * 60 * 1000;

/* ---------- flags ---------- */

const { values: flags } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
    fresh: { type: 'boolean', default: false },
    identity: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(`npm run bench -- [--products N=10000] [--duration s=10] [--connections n=50] [--warmup s=3]
                    [--fresh: rebuild the database] [--strict: exit 1 when a target is missed]
                    [--identity: send no Accept-Encoding (by default requests say gzip, deflate, br as browsers do)]
env: BENCH_DATABASE_URL (default ${DEFAULT_ADMIN_URL}), BENCH_DATABASE_NAME (default ${DEFAULT_BENCH_DB})`);
  process.exit(0);
}
const positiveInt = (name: string, text: string | undefined): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
  return n;
};
const PRODUCTS = positiveInt('products', flags.products);
const DURATION = positiveInt('duration', flags.duration);
const CONNECTIONS = positiveInt('connections', flags.connections);
const WARMUP = Number(flags.warmup) >= 0 ? Math.floor(Number(flags.warmup)) : 3;
/** Browsers always ask for compressed answers; `--identity` measures without. */
const defaultAcceptEncoding = flags.identity ? '' : 'gzip, deflate, br';
const acceptEncodingHeader = (value: string): Record<string, string> => (value ? { 'accept-encoding': value } : {});
const ADMIN_URL = process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
const DB_NAME = process.env.BENCH_DATABASE_NAME || DEFAULT_BENCH_DB;

/* ---------- children and cleanup ---------- */

const children = new Set<ChildProcess>();
let stopping = false;
let tempDir: string | undefined;

function killChildren(signal: NodeJS.Signals) {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

async function stopChildren(): Promise<void> {
  killChildren('SIGTERM');
  const deadline = Date.now() + 5000;
  while ([...children].some((c) => c.exitCode === null && c.signalCode === null) && Date.now() < deadline) {
    await sleep(50);
  }
  killChildren('SIGKILL');
}

process.on('exit', () => {
  killChildren('SIGKILL');
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    stopping = true;
    void stopChildren().finally(() => process.exit(130));
  });
}
setTimeout(() => {
  console.error(`The benchmark took longer than ${OVERALL_TIMEOUT_MS / 60000} minutes; giving up.`);
  stopping = true;
  void stopChildren().finally(() => process.exit(1));
}, OVERALL_TIMEOUT_MS).unref();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a Node process whose output is shown with a prefix; it is killed when the benchmark ends. */
function startNode(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
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

function freePort(): Promise<number> {
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

async function waitForOk(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
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

/* ---------- build ---------- */

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds a workspace when its output is older than any of its sources or the contracts'. */
function buildIfStale(workspace: '@store/server' | '@store/web', dir: string, output: string) {
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'apps', dir, 'src')),
    newestMtime(path.join(ROOT, 'packages', 'contracts', 'src')),
  );
  let built = 0;
  try {
    built = statSync(output).mtimeMs;
  } catch {
    // never built
  }
  if (built > sources) {
    console.log(`${workspace} build is up to date (${path.relative(ROOT, output)})`);
    return;
  }
  console.log(`building ${workspace} (npm run build -w ${workspace})...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit', timeout: 180_000 });
  if (result.status !== 0) throw new Error(`the ${workspace} build failed`);
}

/** The server, and the web app whose pages the server completes (the product page HTML row). */
function buildServerIfStale() {
  buildIfStale('@store/web', 'web', path.join(ROOT, 'apps', 'web', 'dist', 'index.html'));
  buildIfStale('@store/server', 'server', SERVER_DIST);
}

/* ---------- memory ---------- */

function rssBytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's resident memory every `everyMs` and keeps the peak. */
class RssSampler {
  peak = 0;
  samples = 0;
  private timer: NodeJS.Timeout | undefined;
  constructor(
    private readonly pid: number,
    private readonly everyMs = 100,
  ) {}
  start() {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.everyMs);
  }
  stop() {
    if (this.timer) clearInterval(this.timer);
    this.sample();
  }
  sample() {
    const rss = rssBytes(this.pid);
    if (rss === undefined) return;
    this.samples++;
    this.peak = Math.max(this.peak, rss);
  }
}

/* ---------- what to request ---------- */

interface Envelope<T> {
  error: boolean;
  status: number;
  data: T;
}
interface ListPage extends Envelope<Array<{ _id: string; name: string }>> {
  brands: Array<{ _id: string; name: string }>;
  categories: Array<{ _id: string; name: string }>;
  total_products: number;
  page_size: number;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function listPath(collection: string, brand: string, page: number): string {
  const query = new URLSearchParams({ collection, brand, page: String(page) });
  return `/api/fetch_products_by_collection?${query}`;
}

/** Evenly spread picks from a list. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
}

interface Workload {
  list: string[];
  detail: string[];
  search: string[];
  notes: { listPaths: number; productIds: number; searchNames: number; searchPrefixes: number };
}

/**
 * Real ids and names, fetched from the API as a shopper's browser would see them: category and
 * brand chips of the list, product ids from pages spread over the whole list, names for search.
 */
async function buildWorkload(base: string): Promise<Workload> {
  const first = await getJson<ListPage>(base + listPath('all', 'all', 1));
  const pages = Math.max(1, Math.ceil(first.total_products / first.page_size));

  const list: string[] = [];
  for (let page = 1; page <= Math.min(50, pages); page++) list.push(listPath('all', 'all', page));

  // Top-level categories and, for the first two, their sub-categories.
  const roots = first.categories.filter((c) => c._id !== 'all');
  const categoryIds = roots.slice(0, 4).map((c) => c._id);
  for (const root of roots.slice(0, 2)) {
    const inner = await getJson<ListPage>(base + listPath(root._id, 'all', 1));
    categoryIds.push(
      ...inner.categories
        .filter((c) => c._id !== 'all')
        .slice(0, 2)
        .map((c) => c._id),
    );
  }
  for (const id of categoryIds) {
    const head = await getJson<ListPage>(base + listPath(id, 'all', 1));
    const n = Math.min(10, Math.ceil(head.total_products / head.page_size));
    for (let page = 1; page <= n; page++) list.push(listPath(id, 'all', page));
  }
  const brands = spread(
    first.brands.filter((b) => b._id !== 'all'),
    6,
  );
  for (const brand of brands) {
    const head = await getJson<ListPage>(base + listPath('all', brand.name, 1));
    const n = Math.min(10, Math.ceil(head.total_products / head.page_size));
    for (let page = 1; page <= n; page++) list.push(listPath('all', brand.name, page));
  }
  // Interleave so consecutive requests hit different kinds of page.
  const shuffledList = interleave(list);

  // Product ids and names from 40 pages spread over the whole catalog.
  const products = new Map<string, string>();
  for (const page of spread(
    Array.from({ length: pages }, (_, i) => i + 1),
    40,
  )) {
    const res = await getJson<ListPage>(base + listPath('all', 'all', page));
    for (const p of res.data) products.set(p._id, p.name);
  }
  const detail = [...products.keys()].map((id) => `/api/fetch_product?id=${id}`);

  // Search as you type: ~100 different product names, each typed out letter by letter.
  const seen = new Set<string>();
  const names: string[] = [];
  for (const name of products.values()) {
    const stem = name.split(' — ')[0]!;
    if (seen.has(stem)) continue;
    seen.add(stem);
    names.push(name);
  }
  const typed = spread(names, 100);
  const search: string[] = [];
  for (const name of typed) {
    for (let n = 1; n <= Math.min(20, name.length); n++) {
      const prefix = name.slice(0, n);
      if (prefix.endsWith(' ')) continue; // the same search as the prefix before it
      search.push(`/api/search?search=${encodeURIComponent(prefix)}`);
    }
  }
  return {
    list: shuffledList,
    detail,
    search,
    notes: {
      listPaths: shuffledList.length,
      productIds: detail.length,
      searchNames: typed.length,
      searchPrefixes: search.length,
    },
  };
}

/** A fixed, even mix: every k-th item, for k coprime with the length. */
function interleave<T>(items: T[]): T[] {
  const n = items.length;
  if (n < 3) return items;
  let step = Math.max(2, Math.floor(n / 3) + 1);
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  while (gcd(step, n) !== 1) step++;
  return Array.from({ length: n }, (_, i) => items[(i * step) % n]!);
}

/* ---------- load ---------- */

interface Target {
  minRatio: number;
  maxP99Ms: number;
}

interface Scenario {
  key: string;
  name: string;
  origin: string;
  paths: string[];
  target?: Target;
  /** Overrides the run's Accept-Encoding for this call. */
  acceptEncoding?: string;
}

interface Measured {
  key: string;
  name: string;
  paths: number;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** autocannon's own (whole-millisecond) percentiles, for comparison. */
  autocannon: { p50: number; p99: number; reqPerSecAverage: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  peakRssMiB?: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** One autocannon run over the scenario's paths, cycled; latency kept to 0.01 ms. */
function load(scenario: Scenario, seconds: number, record: boolean): Promise<Measured> {
  return new Promise((resolve, reject) => {
    let next = 0;
    const paths = scenario.paths;
    let latencies = new Float64Array(1 << 16);
    let count = 0;
    const instance = autocannon(
      {
        url: scenario.origin,
        connections: CONNECTIONS,
        duration: seconds,
        pipelining: 1,
        timeout: 10,
        requests: [
          {
            method: 'GET',
            headers: acceptEncodingHeader(scenario.acceptEncoding ?? defaultAcceptEncoding),
            setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        const sorted = latencies.subarray(0, count).sort();
        const statusCodes = Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)]),
        );
        const requests = Object.values(statusCodes).reduce((a, b) => a + b, 0);
        resolve({
          key: scenario.key,
          name: scenario.name,
          paths: paths.length,
          requests,
          // autocannon's mean of its per-second counts.
          reqPerSec: result.requests.average,
          p50Ms: percentile(sorted, 50),
          p90Ms: percentile(sorted, 90),
          p99Ms: percentile(sorted, 99),
          maxMs: count > 0 ? sorted[count - 1]! : 0,
          autocannon: { p50: result.latency.p50, p99: result.latency.p99, reqPerSecAverage: result.requests.average },
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statusCodes,
        });
      },
    );
    if (record) {
      instance.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
        if (statusCode < 200 || statusCode >= 300) return;
        if (count === latencies.length) {
          const bigger = new Float64Array(latencies.length * 2);
          bigger.set(latencies);
          latencies = bigger;
        }
        latencies[count++] = ms;
      });
    }
  });
}

/** Every path of a sample answers 200 before the load starts, so the load measures real pages. */
async function checkPaths(scenario: Scenario, sample = 30) {
  for (const p of spread(scenario.paths, sample)) {
    const res = await fetch(scenario.origin + p, { signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${scenario.name}: GET ${p} answered ${res.status}`);
  }
}

/* ---------- report ---------- */

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');

interface Row {
  measured: Measured;
  ratio: number;
  target?: Target;
  pass?: boolean;
  why: string[];
}

function judge(measured: Measured, referenceReqPerSec: number, target?: Target): Row {
  const ratio = measured.reqPerSec / referenceReqPerSec;
  const why: string[] = [];
  if (measured.errors + measured.timeouts + measured.non2xx > 0) why.push('errors');
  if (target) {
    if (ratio < target.minRatio) why.push('req/s');
    if (measured.p99Ms >= target.maxP99Ms) why.push('p99');
  }
  return { measured, ratio, target, pass: target ? why.length === 0 : undefined, why };
}

function table(rows: Row[]): string[][] {
  const head = ['Call', 'req/s', 'vs reference', 'p50 ms', 'p99 ms', 'errors', 'Target', 'Result'];
  const body = rows.map(({ measured: m, ratio, target, pass, why }) => [
    m.name,
    fmtInt(m.reqPerSec),
    `${Math.round(ratio * 100)}%`,
    fmt(m.p50Ms, 2),
    fmt(m.p99Ms, 2),
    String(m.errors + m.timeouts + m.non2xx),
    target ? `≥ ${Math.round(target.minRatio * 100)}%, p99 < ${target.maxP99Ms} ms` : '—',
    pass === undefined ? (why.length ? `errors` : '—') : pass ? 'PASS' : `MISS (${why.join(', ')})`,
  ]);
  return [head, ...body];
}

function plainTable(cells: string[][]): string {
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const right = new Set([1, 2, 3, 4, 5]);
  const line = (r: string[]) =>
    r.map((c, i) => (right.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

function markdownTable(cells: string[][]): string {
  const line = (r: string[]) => `| ${r.join(' | ')} |`;
  const align = cells[0]!.map((_, i) => ([1, 2, 3, 4, 5].includes(i) ? '---:' : '---'));
  return [line(cells[0]!), line(align), ...cells.slice(1).map(line)].join('\n');
}

function writeAtomically(file: string, text: string) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

async function postgresVersion(url: string): Promise<string> {
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

/* ---------- main ---------- */

async function main() {
  const started = Date.now();
  const loadAtStart = os.loadavg().map((n) => Math.round(n * 100) / 100);
  console.log(
    `store benchmark: ${PRODUCTS.toLocaleString('en-US')} products, ${DURATION} s at ${CONNECTIONS} connections per call`,
  );

  buildServerIfStale();

  const { buildDemoCatalog } = await import('../apps/server/src/db/seed/catalog/build-demo-catalog');
  const prepared = await prepareBenchDatabase(buildDemoCatalog(), {
    adminUrl: ADMIN_URL,
    dbName: DB_NAME,
    products: PRODUCTS,
    fresh: flags.fresh,
  });

  const pgVersion = await postgresVersion(prepared.url).catch((err: unknown) => {
    console.warn('could not read the PostgreSQL version:', err instanceof Error ? err.message : err);
    return 'unknown';
  });

  const [referencePort, storePort] = [await freePort(), await freePort()];
  tempDir = mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const reference = startNode('reference', [path.join(ROOT, 'bench', 'reference-server.mjs'), String(referencePort)], {
    ...env,
    HOST: '127.0.0.1',
  });
  const storeEnv = {
    ...env,
    NODE_ENV: 'production',
    DATABASE_URL: prepared.url,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(storePort),
    DATA_DIR: tempDir,
    REDIS_URL: '',
    PUBLIC_URL: '',
  };
  const referenceOrigin = `http://127.0.0.1:${referencePort}`;
  const storeOrigin = `http://127.0.0.1:${storePort}`;
  const store = startNode('store', [SERVER_DIST], storeEnv);
  await waitForOk(`${storeOrigin}/api/health`, store);
  await waitForOk(`${referenceOrigin}/reference`, reference);
  const idleRss = rssBytes(store.pid!) ?? 0;
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
  console.log(`servers ready; store server pid ${store.pid}, ${fmt(idleRss / MIB)} MiB resident at rest`);

  const workload = await buildWorkload(storeOrigin);
  console.log(
    `workload: ${workload.notes.listPaths} list pages, ${workload.notes.productIds} product ids, ` +
      `${workload.notes.searchPrefixes} search prefixes of ${workload.notes.searchNames} product names`,
  );

  const catalogTarget: Target = { minRatio: 0.4, maxP99Ms: 25 };
  const searchTarget: Target = { minRatio: 0.25, maxP99Ms: 40 };
  const scenarios: Scenario[] = [
    { key: 'reference', name: 'reference (bare Fastify)', origin: referenceOrigin, paths: ['/reference'] },
    { key: 'home', name: 'home', origin: storeOrigin, paths: ['/api/home'], target: catalogTarget },
    { key: 'list', name: 'product list', origin: storeOrigin, paths: workload.list, target: catalogTarget },
    { key: 'detail', name: 'product detail', origin: storeOrigin, paths: workload.detail, target: catalogTarget },
    { key: 'search', name: 'search as you type', origin: storeOrigin, paths: workload.search, target: searchTarget },
    // The HTML of a product page: index.html completed with the product's answer, title and
    // preloads (docs/decisions/019), what a shopper's first request for the page costs. No target
    // of its own: it is served from the same cache as the API answers, a few times their size.
    {
      key: 'detail-page',
      name: 'product page HTML',
      origin: storeOrigin,
      paths: workload.detail.map((apiPath) => `/product/${new URL(apiPath, storeOrigin).searchParams.get('id')}`),
    },
    // Again at the end: the ratios use the mean of both, and a wide gap says the machine was busy.
    // For comparison: what a client that cannot take compression gets (not a target).
    { key: 'home-identity', name: 'home, uncompressed', origin: storeOrigin, paths: ['/api/home'], acceptEncoding: '' },
    { key: 'reference-end', name: 'reference, again at the end', origin: referenceOrigin, paths: ['/reference'] },
  ];
  for (const s of scenarios) await checkPaths(s);

  const sampler = new RssSampler(store.pid!, 100);
  const measured: Measured[] = [];
  for (const scenario of scenarios) {
    const onStore = scenario.origin === storeOrigin;
    if (onStore && measured.every((m) => m.key === 'reference')) sampler.start();
    if (!onStore && measured.length > 1) sampler.stop();
    if (WARMUP > 0) {
      process.stdout.write(`${scenario.name}: warming up ${WARMUP} s... `);
      await load(scenario, WARMUP, false);
    } else {
      process.stdout.write(`${scenario.name}: `);
    }
    process.stdout.write(`measuring ${DURATION} s... `);
    const scenarioSampler = onStore ? new RssSampler(store.pid!, 100) : undefined;
    scenarioSampler?.start();
    const m = await load(scenario, DURATION, true);
    scenarioSampler?.stop();
    if (scenarioSampler) m.peakRssMiB = Math.round((scenarioSampler.peak / MIB) * 10) / 10;
    measured.push(m);
    const bad = m.errors + m.timeouts + m.non2xx;
    console.log(
      `${fmtInt(m.reqPerSec)} req/s, p50 ${fmt(m.p50Ms, 2)} ms, p99 ${fmt(m.p99Ms, 2)} ms` +
        (bad
          ? `, ${m.errors} errors, ${m.timeouts} timeouts, ${m.non2xx} non-2xx ${JSON.stringify(m.statusCodes)}`
          : ''),
    );
  }
  sampler.stop();
  stopping = true;
  await stopChildren();

  const references = measured.filter((m) => m.key.startsWith('reference'));
  const referenceReqPerSec = references.reduce((sum, m) => sum + m.reqPerSec, 0) / references.length;
  const referenceSpread =
    (Math.max(...references.map((m) => m.reqPerSec)) - Math.min(...references.map((m) => m.reqPerSec))) /
    referenceReqPerSec;
  const rows = measured.map((m) => judge(m, referenceReqPerSec, scenarios.find((s) => s.key === m.key)!.target));
  const peakMiB = sampler.peak / MIB;
  const memoryPass = peakMiB < RSS_LIMIT_MIB;
  const allPass = rows.every((r) => r.pass !== false && r.why.length === 0) && memoryPass;

  const cpu = os.cpus();
  const when = new Date();
  const machine =
    `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, PostgreSQL ${pgVersion.split(' ')[0]}` +
    (flags.identity ? ', no compression asked for' : ', Accept-Encoding: gzip, deflate, br as browsers send');
  const cells = table(rows);
  const referenceLine =
    `Reference: ${references.map((m) => fmtInt(m.reqPerSec)).join(' and ')} req/s before and after the store's calls; ` +
    `ratios are to their mean, ${fmtInt(referenceReqPerSec)} req/s` +
    (referenceSpread > 0.15
      ? ` (they differ by ${Math.round(referenceSpread * 100)}%: the machine was busy with something else, run again)`
      : '');
  const memoryLine =
    `Store server peak RSS under load: ${fmt(peakMiB)} MiB (limit ${RSS_LIMIT_MIB} MiB) ` +
    `${memoryPass ? 'PASS' : 'MISS'}; ${fmt(idleRss / MIB)} MiB at rest; ${sampler.samples} samples every 100 ms`;

  console.log('');
  console.log(
    `${PRODUCTS.toLocaleString('en-US')} products · ${DURATION} s per call at ${CONNECTIONS} connections · ${machine}`,
  );
  console.log(plainTable(cells));
  console.log(referenceLine);
  console.log(memoryLine);
  console.log(allPass ? 'All targets met.' : 'Some targets missed.');

  const md = [
    `${PRODUCTS.toLocaleString('en-US')} products, ${DURATION} s per call at ${CONNECTIONS} connections, ` +
      `one call after another; ${machine}; autocannon, the store server and PostgreSQL share the machine. ` +
      `Ratios are to the bare Fastify reference measured in the same run (${when.toISOString().slice(0, 10)}).`,
    '',
    markdownTable(cells),
    '',
    `${referenceLine}. ${memoryLine}.`,
    '',
  ].join('\n');

  const json = {
    date: when.toISOString(),
    commit: gitCommit(),
    machine: { cpus: cpu.length, cpuModel: cpu[0]?.model.trim(), memoryMiB: Math.round(os.totalmem() / MIB) },
    node: process.version,
    postgres: pgVersion,
    settings: {
      products: PRODUCTS,
      duration: DURATION,
      connections: CONNECTIONS,
      warmup: WARMUP,
      pipelining: 1,
      acceptEncoding: defaultAcceptEncoding || 'none',
    },
    database: { name: DB_NAME, reused: prepared.reused, preparedSeconds: prepared.seconds },
    workload: workload.notes,
    targets: { catalog: catalogTarget, search: searchTarget, rssLimitMiB: RSS_LIMIT_MIB },
    reference: { reqPerSec: Math.round(referenceReqPerSec), spread: Math.round(referenceSpread * 1000) / 1000 },
    loadAverageAtStart: loadAtStart,
    results: rows.map((r) => ({
      ...r.measured,
      ratio: Math.round(r.ratio * 1000) / 1000,
      target: r.target,
      pass: r.pass,
      missed: r.why,
    })),
    memory: {
      peakRssMiB: Math.round(peakMiB * 10) / 10,
      idleRssMiB: Math.round((idleRss / MIB) * 10) / 10,
      limitMiB: RSS_LIMIT_MIB,
      pass: memoryPass,
      samples: sampler.samples,
    },
    pass: allPass,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = when.toISOString().replace(/[:.]/g, '-');
  writeAtomically(path.join(RESULTS_DIR, 'latest.json'), JSON.stringify(json, null, 2) + '\n');
  writeAtomically(path.join(RESULTS_DIR, 'latest.md'), md);
  writeAtomically(path.join(RESULTS_DIR, `${stamp}-${PRODUCTS}.json`), JSON.stringify(json, null, 2) + '\n');
  console.log(`results written to bench/results/latest.{json,md} and bench/results/${stamp}-${PRODUCTS}.json`);

  if (flags.strict && !allPass) process.exitCode = 1;
}

main().then(
  () => process.exit(),
  async (err: unknown) => {
    console.error('The benchmark failed:', err instanceof Error ? err.message : err);
    stopping = true;
    await stopChildren();
    process.exit(1);
  },
);
