import { Redis } from 'ioredis';
import type { Database, Db } from '../db/client';
import { inject } from 'vitest';
import { signSessionToken } from '../modules/auth/tokens';
import { createUser } from './accounts';
import { catalogLoadedNow } from './database-templates';
import { createPostgresDatabase } from './test-database';

export interface SharedDatabase {
  /** What each store process gets as DATABASE_URL. */
  url: string;
  /** The test's own connection, to look behind the servers' backs. */
  database: Database;
  drop(): Promise<void>;
}

/**
 * A fresh database on the PostgreSQL server at TEST_DATABASE_URL, migrated and holding the demo
 * catalog (a copy of the run's template), for several store processes at once (they start with
 * SEED_DEMO=false).
 */
export async function createSharedDatabase(): Promise<SharedDatabase> {
  const templates = inject('databaseTemplates');
  if (templates.kind !== 'postgres') throw new Error('Several store processes need TEST_DATABASE_URL');
  const shared = await createPostgresDatabase(templates.serverUrl, 'store_cluster', templates.demo);
  await catalogLoadedNow(shared.database, templates.demoAt);
  return shared;
}

/** An account straight in the database, signed in with the servers' shared JWT secret. */
export async function signedInAccount(
  db: Db,
  jwtSecret: string,
  email: string,
  role: 'customer' | 'admin' = 'customer',
  password?: string,
): Promise<{ id: string; email: string; token: string }> {
  const user = await createUser(db, { email, role, ...(password ? { password } : {}) });
  const token = await signSessionToken(jwtSecret, { userId: user.id, tokenVersion: user.tokenVersion });
  return { id: user.id, email, token };
}

export interface HttpAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed bodies, then parse them with contracts
  body: Record<string, any>;
  headers: Headers;
}

/**
 * A JSON call over real HTTP to a store process. `ip` goes in X-Forwarded-For (the store trusts
 * its proxy), so per-IP limits of one test stay out of another's way.
 */
export async function httpJson(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined && typeof opts.body !== 'string') headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(opts.body === undefined ? {} : { body: typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body) }),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: HttpAnswer['body'];
  try {
    body = JSON.parse(text) as HttpAnswer['body'];
  } catch {
    body = { unparsed: text.slice(0, 500) };
  }
  return { status: res.status, body, headers: res.headers };
}

/** Fails, naming the address, when Redis does not answer PING: these tests must not pass without it. */
export async function requireRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3_000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const answer = await redis.ping();
    if (answer !== 'PONG') throw new Error(`answered ${answer}`);
  } catch (err) {
    throw new Error(
      `Redis at ${url} does not answer (${(err as Error).message}); the multi-server tests need it to share ` +
        'rate limits: start redis-server (see .ci/run) or set REDIS_URL',
      { cause: err },
    );
  } finally {
    redis.disconnect();
  }
}

/** Every key under `prefix`, found with SCAN (never KEYS, which blocks a shared Redis). */
export async function redisKeysUnder(url: string, prefix: string): Promise<string[]> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  const found: string[] = [];
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      found.push(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return found;
}

/** Deletes every key under `prefix`, and only those: other runs share the same Redis. */
export async function dropRedisKeys(url: string, prefix: string): Promise<number> {
  const keys = await redisKeysUnder(url, prefix);
  if (keys.length === 0) return 0;
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    return await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
