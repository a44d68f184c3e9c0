/**
 * `npm run bench:pages [-- --runs 3 --wait 300 --skip-build --reports DIR]`
 *
 * Builds the store, starts a copy of the build on a fresh embedded database and audits the home
 * page, a product list and a product detail with Lighthouse 12 (its default mobile preset and
 * simulated throttling) in Debian's Chromium. Prints performance, accessibility and SEO scores with LCP,
 * CLS and TBT per page, and the home page's initial JavaScript gzipped; writes
 * results/page-speed.md and exits 1 when a target is missed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { generateReport } from 'lighthouse';
import { auditPage } from './lighthouse-audit';
import { report, type InitialJs, type Page, type PageResult } from './page-speed-report';
import { pagesWithoutJavaScript } from './without-javascript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT, 'bench', 'results', 'page-speed.md');
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// As the e2e run starts it: this machine's network is closed, so Chromium must not reach out.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The first start draws the demo images: about 40 s on two cores, longer on a busy machine. */
const SERVER_START_MS = 240_000;
const KB = 1024;

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    wait: { type: 'string', default: '300' },
    'skip-build': { type: 'boolean', default: false },
    reports: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(`npm run bench:pages -- [--runs n=3: Lighthouse runs per page, the median is kept]
                          [--skip-build: audit the existing apps/web/dist and apps/server/dist]
                          [--wait s=300: wait up to s seconds for the load average to fall below the cores]
                          [--reports DIR: also save each kept run's Lighthouse report as HTML]
env: CHROMIUM_PATH (default /usr/bin/chromium)`);
  process.exit(0);
}
const RUNS = Number(flags.runs);
const WAIT_S = Number(flags.wait);
if (!Number.isInteger(RUNS) || RUNS < 1 || !(WAIT_S >= 0)) {
  console.error('--runs must be a positive whole number and --wait a number of seconds');
  process.exit(2);
}

/* ---------- the build and the server ---------- */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds the copy of the build and the server's data directory; removed at exit. */
const workDir = mkdtempSync(path.join(os.tmpdir(), 'store-page-speed-'));
let server: ChildProcess | undefined;
process.on('exit', () => {
  server?.kill('SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => process.exit(130));

/** The scripts and modulepreloads a built index.html names. */
function entryScripts(html: string): string[] {
  const srcs = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((m) => m[1]!);
  return [...new Set(srcs)];
}

/**
 * Copies apps/server/dist and apps/web/dist side by side into the work directory, so a rebuild
 * in the tree during the audits (a test run, an editor) cannot swap the files under the server.
 * Returns the copy's web dist.
 */
async function copyBuild(): Promise<string> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    // The web app's server build (dist-ssr) too: the server renders the pages with it.
    for (const dir of ['server/dist', 'web/dist', 'web/dist-ssr']) {
      const to = path.join(workDir, 'apps', dir);
      rmSync(to, { recursive: true, force: true });
      cpSync(path.join(ROOT, 'apps', dir), to, { recursive: true });
    }
    const webDist = path.join(workDir, 'apps', 'web', 'dist');
    const index = path.join(webDist, 'index.html');
    // A copy taken in the middle of a rebuild lacks index.html or scripts it names.
    const html = existsSync(index) ? readFileSync(index, 'utf8') : '';
    if (html && entryScripts(html).every((src) => existsSync(path.join(webDist, src)))) return webDist;
    await sleep(10_000);
  }
  throw new Error('the build kept changing while it was copied; try again');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the copied build as `npm run serve` does, on a new data directory. */
async function startServer(): Promise<string> {
  const port = await freePort();
  const dataDir = path.join(workDir, 'data');
  // The server's npm packages stay external to its bundle; they resolve through this link.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');
  server = spawn(process.execPath, [path.join(workDir, 'apps', 'server', 'dist', 'main.js')], {
    cwd: workDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The demo catalog, which the audited pages show; a shop's server starts empty without it.
      SEED_DEMO: 'true',
      // Keys of its own, as a shop's production server has: the pages audited are the ones shoppers
      // get, without the test-payments strip. Nothing here calls Razorpay.
      RAZORPAY_KEY_ID: 'rzp_test_page_speed',
      RAZORPAY_KEY_SECRET: 'page-speed-audit',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const ok = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return origin;
    await sleep(500);
  }
  throw new Error(`the server did not answer /api/health within ${SERVER_START_MS / 1000} s`);
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The home page, the first collection's product list and that list's first product. */
async function pickPages(origin: string): Promise<Page[]> {
  const collections = await getJson<{ data: { category_id: string }[] }>(`${origin}/api/collections`);
  const categoryId = collections.data[0]?.category_id;
  if (!categoryId) throw new Error('the demo catalog has no collection');
  const list = await getJson<{ data: { _id: string }[] }>(
    `${origin}/api/fetch_products_by_collection?collection=${categoryId}&page=1`,
  );
  const productId = list.data[0]?._id;
  if (!productId) throw new Error(`collection ${categoryId} has no product`);
  return [
    { name: 'Home', path: '/' },
    { name: 'Product list', path: `/products/${categoryId}` },
    { name: 'Product detail', path: `/product/${productId}` },
  ];
}

/**
 * Lighthouse times the page's main thread (and multiplies it by four), so other work on the
 * machine, a test run or a build, inflates TBT and lowers the score: wait a while for it to end.
 */
async function waitForQuiet(): Promise<number> {
  const cores = os.cpus().length;
  const deadline = Date.now() + WAIT_S * 1000;
  const load = () => os.loadavg()[0]!;
  if (load() >= cores && WAIT_S > 0) {
    console.log(`waiting up to ${WAIT_S} s for the load average (${load().toFixed(1)}) to fall below ${cores}...`);
    while (load() >= cores && Date.now() < deadline) await sleep(5000);
  }
  const now = load();
  if (now >= cores) console.log(`note: load average ${now.toFixed(1)} on ${cores} cores; the scores will read low`);
  return now;
}

/* ---------- the home page's first script ---------- */

/** The built index.html's entry script and modulepreloads, each gzipped at zlib's default level (as Vite reports). */
function homeInitialJs(webDist: string): InitialJs {
  const files = entryScripts(readFileSync(path.join(webDist, 'index.html'), 'utf8')).map((src) => ({
    file: src,
    kb: gzipSync(readFileSync(path.join(webDist, src))).length / KB,
  }));
  return { kb: files.reduce((n, f) => n + f.kb, 0), files };
}

/* ---------- main ---------- */

async function main() {
  if (!flags['skip-build']) {
    console.log('building web and server (npm run build)...');
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const js = homeInitialJs(await copyBuild());

  console.log('starting a copy of the build on a fresh data directory (the first start draws the demo images)...');
  const origin = await startServer();
  const pages = await pickPages(origin);
  // Fill the server's answer cache and compressed copies, as a live shop would have them.
  for (const page of pages) await fetch(`${origin}${page.path}`).then((res) => res.arrayBuffer());

  console.log('opening each page with JavaScript off...');
  const withoutJs = await pagesWithoutJavaScript(origin, pages, CHROME_PATH, CHROME_FLAGS);

  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const results: PageResult[] = [];
  try {
    for (const page of pages) {
      const load = await waitForQuiet();
      console.log(`auditing ${page.name} ${page.path} (${RUNS} run${RUNS > 1 ? 's' : ''})...`);
      results.push({ ...page, load, ...(await auditPage(`${origin}${page.path}`, chrome.port, RUNS)) });
    }
  } finally {
    chrome.kill();
  }

  const first = results[0]!.kept.lhr;
  const run = (command: string, args: string[]) =>
    spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' }).stdout ?? '';
  const commit = run('git', ['rev-parse', '--short', 'HEAD']).trim() || '?';
  const chromium = run(CHROME_PATH, ['--version']).match(/[\d.]+/)?.[0] ?? '?';
  const meta = [
    `${new Date().toISOString()} · commit ${commit} · Lighthouse ${first.lighthouseVersion} · Chromium ${chromium}`,
    `Mobile preset, simulated throttling (Lighthouse defaults); median of ${RUNS} run(s) per page by performance ` +
      `score; machine benchmark index ${Math.round(first.environment.benchmarkIndex)}, ${os.cpus().length} cores ` +
      `(the load average each page was audited under is in the table).`,
  ];
  const { md, ok } = report(results, js, meta, withoutJs);
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, md);
  if (flags.reports) {
    mkdirSync(flags.reports, { recursive: true });
    for (const r of results) {
      const file = path.join(flags.reports, `${r.name.toLowerCase().replace(/\s+/g, '-')}.html`);
      writeFileSync(file, generateReport(r.kept.lhr, 'html'));
    }
  }
  console.log(`\n${md}`);
  console.log(`written to ${path.relative(ROOT, RESULTS_FILE)}`);
  process.exitCode = ok ? 0 : 1;
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
