/** One call under load: autocannon over a scenario's paths, with latencies kept to 0.01 ms. */
import type { CpuUse } from './cpu';
import autocannon from './load-client';
import { spread } from './path-mix';

export interface Target {
  minRatio: number;
  maxP99Ms: number;
}

export interface Scenario {
  key: string;
  name: string;
  origin: string;
  paths: string[];
  target?: Target;
  /** Overrides the run's Accept-Encoding for this call. */
  acceptEncoding?: string;
  /**
   * Each path is asked for twice before the warm-up (run-scenarios.ts): the row measures answers
   * served from the cache, which its target is for, not the first computation of each.
   */
  prime?: boolean;
}

export interface Measured {
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
  /** Seconds the store took, after the load stopped, to finish the requests left in flight. */
  settleSeconds?: number;
  /** Where the processor time went while it was measured (cpu.ts), on Linux. */
  cpu?: CpuUse;
}

/** How every call is loaded: connections, and the Accept-Encoding sent unless a scenario overrides it. */
export interface LoadSettings {
  connections: number;
  acceptEncoding: string;
}

const acceptEncodingHeader = (value: string): Record<string, string> => (value ? { 'accept-encoding': value } : {});

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/**
 * Where a call's cycle through its paths has got to. The measured run goes on from where the
 * warm-up stopped: starting the list again would ask at once for the paths the warm-up has just
 * asked for, which the cache keeps the second time (docs/decisions/063), so the cache-missing call
 * would open on thousands of answers that are stored rather than missed.
 */
export interface PathCursor {
  next: number;
}

/** One autocannon run over the scenario's paths, cycled from `cursor`; latency kept to 0.01 ms. */
export function load(
  scenario: Scenario,
  seconds: number,
  record: boolean,
  settings: LoadSettings,
  cursor: PathCursor = { next: 0 },
): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const paths = scenario.paths;
    let latencies = new Float64Array(1 << 16);
    let count = 0;
    const instance = autocannon(
      {
        url: scenario.origin,
        connections: settings.connections,
        duration: seconds,
        pipelining: 1,
        timeout: 10,
        requests: [
          {
            method: 'GET',
            headers: acceptEncodingHeader(scenario.acceptEncoding ?? settings.acceptEncoding),
            setupRequest: (request) => ({ ...request, path: paths[cursor.next++ % paths.length]! }),
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
export async function checkPaths(scenario: Scenario, sample = 30) {
  for (const p of spread(scenario.paths, sample)) {
    const res = await fetch(scenario.origin + p, { signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${scenario.name}: GET ${p} answered ${res.status}`);
  }
}
