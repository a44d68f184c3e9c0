import { Redis } from 'ioredis';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limit';

// INCR, start the window on the first hit, and report the time left: one round trip, atomic.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

/** How long a count may wait for Redis before this server counts it itself. */
const COMMAND_TIMEOUT_MS = 500;

/** Where the limiter says that Redis went away and came back: the app's logger. */
export interface OutageLog {
  warn(fields: object, message: string): void;
  info(message: string): void;
}

/**
 * Counters shared by every server through Redis (REDIS_URL), so limits hold behind a load
 * balancer. While Redis does not answer (down at start, or gone mid-run), each server counts in
 * its own memory instead, so sign-in, codes and checkout keep working on per-server limits; one
 * warning when that starts and one line when Redis is back (docs/decisions/101).
 */
export function createRedisRateLimiter(url: string, prefix = 'rl:', log?: OutageLog): RateLimiter {
  // No queue while disconnected and a short timeout: a count waits for Redis at most half a second.
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  const local = createMemoryRateLimiter();
  let alone = false;
  const countAlone = (err: unknown) => {
    if (alone) return;
    alone = true;
    log?.warn({ err }, 'Redis does not answer: rate limits are counted by each server alone until it is back');
  };
  redis.on('error', countAlone);
  redis.on('ready', () => {
    if (!alone) return;
    alone = false;
    log?.info('Redis answers again: rate limits are shared between the servers');
  });
  /** Whether Redis takes commands, waiting for a connection being made (a server just started). */
  const ready = (): Promise<boolean> => {
    if (redis.status === 'ready') return Promise.resolve(true);
    if (redis.status !== 'connecting' && redis.status !== 'connect') return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (answer: boolean) => {
        clearTimeout(timer);
        redis.off('ready', onReady);
        resolve(answer);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), COMMAND_TIMEOUT_MS);
      redis.once('ready', onReady);
    });
  };
  return {
    async hit(key, limit, windowMs) {
      if (!(await ready())) {
        countAlone(new Error(`Redis is ${redis.status}`));
        return local.hit(key, limit, windowMs);
      }
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
        return count <= limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: ttl };
      } catch (err) {
        countAlone(err);
        return local.hit(key, limit, windowMs);
      }
    },
    async close() {
      await local.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
