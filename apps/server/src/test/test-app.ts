import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { loadConfig } from '../config';
import type { Database, Db } from '../db/client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** The app's DATA_DIR, a temp dir: mails land in its mail/ folder. */
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Pick<
  AppOptions,
  'now' | 'rateLimiter' | 'googleCerts' | 'webDist' | 'renderer'
> {
  /** Extra settings, e.g. SMTP_URL or GOOGLE_CLIENT_ID. */
  env?: Record<string, string>;
  /**
   * A second server on another test app's database (and its own DATA_DIR), as behind a load
   * balancer; the database is left to the app that made it.
   */
  sharing?: TestApp;
}

/** The real app on a fresh database holding the demo catalog, for `app.inject` tests. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-test-'));
  const { env, sharing, ...appOptions } = options;
  // Servers behind one load balancer share the secret that signs sessions.
  const shared = sharing ? { JWT_SECRET: sharing.app.config.JWT_SECRET } : {};
  // Route tests send thousands of calls from one address; plugins/address-budget.test.ts holds the limit.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_REQUESTS_PER_MINUTE: '0',
    ...shared,
    ...env,
  });
  const { database, drop } = sharing
    ? { database: sharing.database, drop: async () => {} }
    : await createTestDatabase('demo');
  const app = await buildApp({ config, database, ...appOptions });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    dataDir,
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** GET a path and return status and parsed body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed bodies, then parse them with contracts
export async function getJson<T = Record<string, any>>(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T, headers: res.headers };
}
