import { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limit';

// INCR, start the window on the first hit, and report the time left: one round trip, atomic.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

/** Counters shared by every server through Redis (REDIS_URL), so limits hold behind a load balancer. */
export function createRedisRateLimiter(url: string, prefix = 'rl:'): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // A Redis outage surfaces as failed requests (500), never as an unhandled error event.
  redis.on('error', () => undefined);
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
      return count <= limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: ttl };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
