/**
 * Where the machine's processor time goes during a window of load (Linux's /proc): the store
 * server's, PostgreSQL's (all its processes) and the whole machine's. While the shop sells, it
 * tells a read row slowed by its cache (the store spending more per request: misses compute) from
 * one slowed by the machine (the same per request, less of the processor left for reads).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second, as /proc counts them (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface CpuSnapshot {
  /** Milliseconds of processor time the store server has used. */
  storeMs: number;
  /** Milliseconds of processor time PostgreSQL's processes have used (those alive at both ends). */
  postgresMs: number;
  /** The machine's busy and idle milliseconds, summed over its cores. */
  busyMs: number;
  idleMs: number;
  /** When, in milliseconds. */
  at: number;
}

export interface CpuUse {
  /** Cores the store server kept busy on average. */
  storeCores: number;
  postgresCores: number;
  /** The share of the machine's processor time that was busy. */
  machineBusy: number;
  /** Processor milliseconds the store server spent per thousand requests of the row. */
  storeMsPer1k: number;
}

/** A process's user and system time in ticks, or 0 when it is gone. */
function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(name));
    } catch {
      // Ended while listed.
    }
  }
  return pids;
}

/** Whether this machine can be read so (Linux with /proc). */
export const cpuReadable = (() => {
  try {
    readFileSync('/proc/stat', 'utf8');
    return true;
  } catch {
    return false;
  }
})();

export function cpuSnapshot(storePid: number): CpuSnapshot {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal: idle and iowait are the machine waiting.
  const n = ticks.slice(0, 8).map(Number);
  const idle = n[3]! + n[4]!;
  const busy = n.reduce((s, v) => s + v, 0) - idle;
  const toMs = (t: number) => (t * 1000) / TICKS_PER_SECOND;
  return {
    storeMs: toMs(processTicks(storePid)),
    postgresMs: toMs(postgresPids().reduce((s, pid) => s + processTicks(pid), 0)),
    busyMs: toMs(busy),
    idleMs: toMs(idle),
    at: Date.now(),
  };
}

/**
 * What a window used between two snapshots, for `requests` of its row. PostgreSQL's backends come
 * and go; one that ended within the window loses its time, so its figure is a lower bound.
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot, requests: number): CpuUse {
  const wallMs = Math.max(1, after.at - before.at);
  const busy = after.busyMs - before.busyMs;
  const idle = after.idleMs - before.idleMs;
  const storeMs = after.storeMs - before.storeMs;
  return {
    storeCores: storeMs / wallMs,
    postgresCores: Math.max(0, after.postgresMs - before.postgresMs) / wallMs,
    machineBusy: busy + idle > 0 ? busy / (busy + idle) : 0,
    storeMsPer1k: requests > 0 ? (storeMs * 1000) / requests : 0,
  };
}
