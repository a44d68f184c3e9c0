import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { call, createUser } from '../test/accounts';
import { eventually } from '../test/eventually';
import { startTcpProxy } from '../test/tcp-proxy';
import { createTestApp } from '../test/test-app';
import { createRedisRateLimiter } from './rate-limit-redis';

const REDIS_URL = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

function reachable(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false));
    socket.connect(Number(REDIS_URL.port || 6379), url.hostname);
  });
}

/** A port nothing listens on: Redis "down at start". */
const NOWHERE = 'redis://127.0.0.1:1';

describe('Redis down from the start', () => {
  it('lets a shopper sign in, counted on this server, with one warning', async () => {
    const warnings: string[] = [];
    const limiter = createRedisRateLimiter(NOWHERE, 'rl:', {
      warn: (_fields, message) => warnings.push(message),
      info: () => undefined,
    });
    const t = await createTestApp({ rateLimiter: limiter });
    try {
      await createUser(t.db, { email: 'rider@example.com', password: 'throttle9' });
      for (let i = 0; i < 3; i++) {
        const { status } = await call(t.app, 'POST', '/api/log_in', {
          email: 'rider@example.com',
          password: 'throttle9',
        });
        expect(status).toBe(200);
      }
      // Still limited, on this server's own counts: the login limit is 10 tries a quarter hour.
      const statuses = [];
      for (let i = 0; i < 12; i++) {
        statuses.push(
          (await call(t.app, 'POST', '/api/log_in', { email: 'rider@example.com', password: 'wrong' })).status,
        );
      }
      expect(statuses).toContain(429);
      expect(statuses).not.toContain(500);
      expect(warnings).toHaveLength(1);
    } finally {
      await t.close();
      await limiter.close();
    }
  });
});

const redisUp = await reachable(REDIS_URL);
describe.skipIf(!redisUp)('Redis going away while two servers count', () => {
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('counts on each server alone while it is gone, and shares the counts again once it is back', async () => {
    const proxy = await startTcpProxy({ host: REDIS_URL.hostname, port: Number(REDIS_URL.port || 6379) });
    closers.push(() => proxy.close());
    const through = `redis://127.0.0.1:${proxy.port}`;
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const warnings: string[] = [];
    const infos: string[] = [];
    const a = createRedisRateLimiter(through, prefix, {
      warn: (_fields, message) => warnings.push(message),
      info: (message) => infos.push(message),
    });
    const bInfos: string[] = [];
    const b = createRedisRateLimiter(through, prefix, { warn: () => undefined, info: (m) => bInfos.push(m) });
    closers.push(
      () => a.close(),
      () => b.close(),
    );

    expect((await a.hit('before', 1, 60_000)).allowed).toBe(true);
    expect((await b.hit('before', 1, 60_000)).allowed).toBe(false);

    await proxy.cut();
    // Answered, not thrown: each server counts what it sees.
    expect((await a.hit('during', 1, 60_000)).allowed).toBe(true);
    expect((await a.hit('during', 1, 60_000)).allowed).toBe(false);
    expect((await b.hit('during', 1, 60_000)).allowed).toBe(true);
    for (let i = 0; i < 5; i++) await a.hit(`during-${i}`, 10, 60_000);
    expect(warnings).toHaveLength(1);

    await proxy.restore();
    await eventually(
      async () => infos.length + bInfos.length,
      (n) => n === 2,
      10_000,
    );
    expect([infos, bInfos]).toEqual([[expect.stringMatching(/Redis answers again/)], [expect.any(String)]]);
    // Shared again: what one server counts, the other sees.
    expect((await a.hit('after', 1, 60_000)).allowed).toBe(true);
    expect((await b.hit('after', 1, 60_000)).allowed).toBe(false);
  });
});
