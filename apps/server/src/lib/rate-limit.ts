/** The answer of one counted attempt. */
export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until the window resets; 0 when allowed. */
  retryAfterMs: number;
}

/**
 * Fixed-window counters: `hit` counts one attempt under `key` and says whether it is within
 * `limit` for the window of `windowMs`. In memory for one server, in Redis for several.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

/** Counters in this process; `now` is injectable so tests can move time. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSincePrune = 0;

  function prune(at: number) {
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
  }

  return {
    async hit(key, limit, windowMs) {
      const at = now();
      // Expired windows are swept now and then, so the map stays as small as the live keys.
      if (++hitsSincePrune >= 1000) {
        hitsSincePrune = 0;
        prune(at);
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= at) {
        w = { count: 0, resetAt: at + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count <= limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: w.resetAt - at };
    },
    async close() {
      windows.clear();
    },
  };
}
