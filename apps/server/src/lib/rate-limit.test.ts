import { Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limit';
import { createRedisRateLimiter } from './rate-limit-redis';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false));
    socket.connect(Number(port || 6379), hostname);
  }).finally(() => undefined) as Promise<boolean>;
}

function behavesLikeALimiter(make: () => { limiter: RateLimiter; advance?: (ms: number) => void }) {
  it('allows up to the limit, then refuses with the time left', async () => {
    const { limiter } = make();
    const key = `k-${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 3; i++) expect((await limiter.hit(key, 3, 60_000)).allowed).toBe(true);
    const refused = await limiter.hit(key, 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    // Keys do not share counts.
    expect((await limiter.hit(`${key}-other`, 3, 60_000)).allowed).toBe(true);
  });
}

describe('memory rate limiter', () => {
  let t = 1_000_000;
  const limiter = createMemoryRateLimiter(() => t);
  behavesLikeALimiter(() => ({ limiter }));

  it('opens a new window once the old one has passed', async () => {
    expect((await limiter.hit('w', 1, 1000)).allowed).toBe(true);
    expect(await limiter.hit('w', 1, 1000)).toEqual({ allowed: false, retryAfterMs: 1000 });
    t += 999;
    expect((await limiter.hit('w', 1, 1000)).allowed).toBe(false);
    t += 1;
    expect((await limiter.hit('w', 1, 1000)).allowed).toBe(true);
  });
});

const redisUp = await reachable(REDIS_URL);
describe.skipIf(!redisUp)(`Redis rate limiter (${REDIS_URL})`, () => {
  const limiter = createRedisRateLimiter(REDIS_URL, `test:${randomBytes(4).toString('hex')}:`);
  afterAll(() => limiter.close());
  behavesLikeALimiter(() => ({ limiter }));

  it('expires the window in Redis', async () => {
    expect((await limiter.hit('short', 1, 150)).allowed).toBe(true);
    expect((await limiter.hit('short', 1, 150)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 250));
    expect((await limiter.hit('short', 1, 150)).allowed).toBe(true);
  });

  it('shares counts between two servers', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const a = createRedisRateLimiter(REDIS_URL, prefix);
    const b = createRedisRateLimiter(REDIS_URL, prefix);
    expect((await a.hit('shared', 1, 60_000)).allowed).toBe(true);
    expect((await b.hit('shared', 1, 60_000)).allowed).toBe(false);
    await a.close();
    await b.close();
  });
});
