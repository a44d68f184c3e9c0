/** The store server's resident memory, read from /proc, sampled while the load runs. */
import { readFileSync } from 'node:fs';

export const MIB = 1024 * 1024;
/** The store server must stay under this many MiB resident throughout the load. */
export const RSS_LIMIT_MIB = 200;

export function rssBytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's resident memory every `everyMs` and keeps the peak. */
export class RssSampler {
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
