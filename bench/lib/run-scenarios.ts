/**
 * Loads each scenario in turn (warm-up thrown away, then measured) while sampling the store
 * server's memory, and prints one line per call as it finishes.
 */
import { cpuBetween, cpuReadable, cpuSnapshot } from './cpu';
import { performance } from 'node:perf_hooks';
import { inBatches } from './api';
import { load, type LoadSettings, type Measured, type Scenario } from './load';
import { MIB, RssSampler } from './memory';
import { fmt, fmtInt } from './report';

export interface RunSettings extends LoadSettings {
  /** Seconds measured per call. */
  duration: number;
  /** Seconds of load thrown away before each measurement. */
  warmup: number;
}

/**
 * Asks for each path twice, a few at a time, so the warm-up starts on stored answers: the answer
 * cache keeps an answer on its second ask (docs/decisions/063), and at 100,000 products computing
 * a few hundred list pages twice takes longer than the warm-up, which would leave misses in a row
 * that is meant to measure the cache.
 */
async function prime(scenario: Scenario): Promise<void> {
  for (let round = 0; round < 2; round++) {
    await inBatches(scenario.paths, 8, (path) =>
      fetch(`${scenario.origin}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }).then((res) =>
        res.arrayBuffer(),
      ),
    );
  }
}

/**
 * Waits for the requests still in flight when a call's load stopped: the server finishes them
 * after autocannon has gone, and on a slow call (a list page the cache misses) they would hold the
 * database pool through the next call's warm-up and measurement. The health check pings the
 * database through the same pool, which serves its queue in order, so its answer comes after them.
 */
async function settle(origin: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(120_000) });
  await res.arrayBuffer();
  return (performance.now() - started) / 1000;
}

/** The measurements in scenario order, and the sampler that saw the whole run of the store's calls. */
export async function runScenarios(
  scenarios: Scenario[],
  store: { origin: string; pid: number },
  settings: RunSettings,
): Promise<{ measured: Measured[]; sampler: RssSampler }> {
  const sampler = new RssSampler(store.pid, 100);
  const measured: Measured[] = [];
  for (const scenario of scenarios) {
    const onStore = scenario.origin === store.origin;
    if (onStore && measured.every((m) => m.key === 'reference')) sampler.start();
    if (!onStore && measured.length > 1) sampler.stop();
    // Each row's peak covers its warm-up too, so the highest row peak is the run's peak.
    const scenarioSampler = onStore ? new RssSampler(store.pid, 100) : undefined;
    scenarioSampler?.start();
    const cursor = { next: 0 };
    let settling = 0;
    process.stdout.write(`${scenario.name}: `);
    if (scenario.prime) {
      process.stdout.write(`priming ${scenario.paths.length} paths... `);
      await prime(scenario);
    }
    if (settings.warmup > 0) {
      process.stdout.write(`warming up ${settings.warmup} s... `);
      await load(scenario, settings.warmup, false, settings, cursor);
      if (onStore) settling += await settle(store.origin);
    }
    process.stdout.write(`measuring ${settings.duration} s... `);
    const cpuBefore = onStore && cpuReadable ? cpuSnapshot(store.pid) : undefined;
    const m = await load(scenario, settings.duration, true, settings, cursor);
    if (cpuBefore) m.cpu = cpuBetween(cpuBefore, cpuSnapshot(store.pid), m.requests);
    if (onStore) settling += await settle(store.origin);
    scenarioSampler?.stop();
    if (scenarioSampler) m.peakRssMiB = Math.round((scenarioSampler.peak / MIB) * 10) / 10;
    if (onStore) m.settleSeconds = Math.round(settling * 100) / 100;
    measured.push(m);
    const bad = m.errors + m.timeouts + m.non2xx;
    console.log(
      `${fmtInt(m.reqPerSec)} req/s, p50 ${fmt(m.p50Ms, 2)} ms, p99 ${fmt(m.p99Ms, 2)} ms` +
        (bad
          ? `, ${m.errors} errors, ${m.timeouts} timeouts, ${m.non2xx} non-2xx ${JSON.stringify(m.statusCodes)}`
          : '') +
        (settling > 1 ? ` (then ${fmt(settling)} s finishing the requests left in flight)` : ''),
    );
  }
  sampler.stop();
  return { measured, sampler };
}
