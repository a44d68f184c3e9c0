/**
 * Starts the two servers the benchmark compares: the built store on the benchmark's database, and
 * the bare Fastify reference (reference-server.mjs) that every ratio is measured against.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { fmt } from './report';
import { MIB, rssBytes } from './memory';
import { freePort, makeTempDir, startNode, waitForOk } from './processes';
import { REFERENCE_SERVER, SERVER_DIST } from './repo-paths';
import { readServeCommand } from './serve-command';

export interface Servers {
  referenceOrigin: string;
  storeOrigin: string;
  store: ChildProcess;
  /** The store server's resident memory once it answers, before any load. */
  idleRss: number;
  /** The store's session secret: the shop's writes (shop-traffic.ts) sign their sessions with it. */
  jwtSecret: string;
}

export async function startServers(databaseUrl: string): Promise<Servers> {
  const [referencePort, storePort] = [await freePort(), await freePort()];
  const dataDir = makeTempDir();
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const reference = startNode('reference', [REFERENCE_SERVER, String(referencePort)], { ...env, HOST: '127.0.0.1' });
  // Started as `npm run serve` starts it: its Node flags and environment (docs/decisions/063).
  const serve = readServeCommand();
  const jwtSecret = randomBytes(32).toString('hex');
  const storeEnv = {
    ...env,
    ...serve.env,
    NODE_ENV: 'production',
    // Orders are placed and paid through the store's own test window: no Razorpay keys here.
    TEST_PAYMENTS: 'true',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(storePort),
    DATA_DIR: dataDir,
    REDIS_URL: '',
    PUBLIC_URL: '',
    JWT_SECRET: jwtSecret,
    // Every virtual shopper comes from 127.0.0.1: a shop's limit per address would refuse them.
    PUBLIC_REQUESTS_PER_MINUTE: '0',
  };
  const referenceOrigin = `http://127.0.0.1:${referencePort}`;
  const storeOrigin = `http://127.0.0.1:${storePort}`;
  console.log(`store started as npm run serve does: ${serve.script}`);
  const store = startNode('store', [...serve.nodeFlags, SERVER_DIST], storeEnv);
  await waitForOk(`${storeOrigin}/api/health`, store);
  await waitForOk(`${referenceOrigin}/reference`, reference);
  const idleRss = rssBytes(store.pid!) ?? 0;
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
  console.log(`servers ready; store server pid ${store.pid}, ${fmt(idleRss / MIB)} MiB resident at rest`);
  return { referenceOrigin, storeOrigin, store, idleRss, jwtSecret };
}
