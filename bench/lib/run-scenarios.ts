/**
 * Loads each scenario in turn (warm-up thrown away, then measured) while sampling the store
 * server's memory, and prints one line per call as it finishes.
 */
import { load, type LoadSettings, type Measured, type Scenario } from './load';
import { MIB, RssSampler } from './memory';
import { fmt, fmtInt } from './report';

export interface RunSettings extends LoadSettings {
  /** Seconds measured per call. */
  duration: number;
  /** Seconds of load thrown away before each measurement. */
  warmup: number;
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
    if (scenario.prime) {
      process.stdout.write(`${scenario.name}: priming ${scenario.paths.length} paths... `);
      for (const path of scenario.paths) await fetch(`${scenario.origin}${path}`).then((res) => res.arrayBuffer());
    }
    if (settings.warmup > 0) {
      process.stdout.write(`${scenario.name}: warming up ${settings.warmup} s... `);
      await load(scenario, settings.warmup, false, settings, cursor);
    } else {
      process.stdout.write(`${scenario.name}: `);
    }
    process.stdout.write(`measuring ${settings.duration} s... `);
    const m = await load(scenario, settings.duration, true, settings, cursor);
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
  return { measured, sampler };
}
