import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../db/client';
import { startTestS3, type TestS3 } from './s3-server';
import { address } from './shop';
import { startSmtpSink } from './smtp-sink';
import {
  createSharedDatabase,
  dropRedisKeys,
  httpJson,
  requireRedis,
  signedInAccount,
  type SharedDatabase,
} from './store-cluster';
import { startStoreProcess, type StoreProcess } from './store-process';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

export interface Line {
  id: string;
  variant: string;
}

/**
 * Two real store processes on one PostgreSQL database, as behind a load balancer. Each server is
 * `node --import tsx src/main.ts` with its own DATA_DIR; they share the database, Redis (under a
 * key prefix of this run), the JWT secret, an SMTP sink and an S3 bucket. Server A reaches
 * PostgreSQL through a TCP proxy a test can cut.
 */
export interface StorePair {
  /** This run's random part, in e-mails, ids and the Redis prefix. */
  run: string;
  jwtSecret: string;
  webhookSecret: string;
  redisUrl: string;
  redisKeyPrefix: string;
  db: Db;
  sink: Awaited<ReturnType<typeof startSmtpSink>>;
  proxy: TcpProxy;
  /** A test that restarts a server puts the new process here. */
  a: StoreProcess;
  b: StoreProcess;
  startServer(name: 'A' | 'B', port?: number): Promise<StoreProcess>;
  /** A signed-in shopper made straight in the database. */
  customer(name: string): ReturnType<typeof signedInAccount>;
  createOrderOn(server: StoreProcess, who: { token: string }, line: Line, ip?: string): ReturnType<typeof httpJson>;
  /** Test mode's Pay, then verify_order, on one server: what the web's test window does. */
  payOn(server: StoreProcess, who: { token: string }, razorpayOrderId: string): ReturnType<typeof httpJson>;
  /** The confirmation mails the sink received for an order. */
  confirmationsOf(orderNumber: string): Array<{ to: string[]; raw: string }>;
  /** The outbox rows of those orders' confirmations. */
  confirmationJobs(
    orderNumbers: string[],
  ): Promise<Array<{ status: string; attempts: number; locked_by: string | null; due_in_ms: number }>>;
  close(): Promise<void>;
}

const confirmationJob = z.object({
  status: z.string(),
  attempts: z.number(),
  locked_by: z.string().nullable(),
  due_in_ms: z.number(),
});

/** Starts the pair on a fresh database holding the demo catalog; Redis must answer at `redisUrl`. */
export async function startStorePair(redisUrl: string): Promise<StorePair> {
  // Once the tests run on PostgreSQL, Redis is required: its absence is a failure, not a skip.
  await requireRedis(redisUrl);
  const run = randomBytes(4).toString('hex');
  const redisKeyPrefix = `test-cluster-${run}:`;
  const jwtSecret = randomBytes(32).toString('hex');
  const webhookSecret = `whsec_cluster_${run}`;
  const sink = await startSmtpSink();
  const s3: TestS3 = await startTestS3();
  const shared: SharedDatabase = await createSharedDatabase();
  const target = new URL(shared.url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  /** Every process started, the dead ones too: close makes sure none is left running. */
  const started: StoreProcess[] = [];

  const settings = (databaseUrl: string): Record<string, string> => ({
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '10',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    JWT_SECRET: jwtSecret,
    SMTP_URL: sink.url,
    MAIL_FROM: 'shop@keralamoto.example',
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    // Queued mails are looked for twice a second; a failed one is tried again after about 4 s.
    JOB_POLL_MS: '500',
    JOB_RETRY_BASE_MS: '4000',
    ...s3.env,
  });
  const viaProxy = (url: string) => {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    return proxied.toString();
  };
  const startServer = async (name: 'A' | 'B', port?: number) => {
    const server = await startStoreProcess({
      name,
      env: settings(name === 'A' ? viaProxy(shared.url) : shared.url),
      ...(port ? { port } : {}),
    });
    started.push(server);
    return server;
  };
  const db = shared.database.db;
  const close = async () => {
    await Promise.all(started.map((server) => server.stop(5_000)));
    await proxy.close();
    await sink.close();
    await s3.close();
    await shared.drop();
    await dropRedisKeys(redisUrl, redisKeyPrefix).catch(() => 0);
  };
  let a: StoreProcess;
  let b: StoreProcess;
  try {
    [a, b] = await Promise.all([startServer('A'), startServer('B')]);
  } catch (err) {
    await close();
    throw err;
  }

  return {
    run,
    jwtSecret,
    webhookSecret,
    redisUrl,
    redisKeyPrefix,
    db,
    sink,
    proxy,
    a,
    b,
    startServer,
    customer: (name) => signedInAccount(db, jwtSecret, `${name}.${run}@example.com`),
    createOrderOn: (server, who, line, ip = '10.0.0.1') =>
      httpJson(server.url, 'POST', '/api/create_order', {
        token: who.token,
        ip,
        body: { address, products: [{ product: line.id, variant: line.variant, quantity: 1 }], type: 'single' },
      }),
    async payOn(server, who, razorpayOrderId) {
      const paid = await httpJson(server.url, 'POST', '/api/test_payment/pay', {
        token: who.token,
        body: { razorpay_order_id: razorpayOrderId },
      });
      if (paid.status !== 200) throw new Error(`test pay failed: ${JSON.stringify(paid.body)}`);
      return httpJson(server.url, 'POST', '/api/verify_order', { token: who.token, body: paid.body.data });
    },
    confirmationsOf: (orderNumber) =>
      sink.received.filter((m) => m.raw.includes(`Your order ${orderNumber} is confirmed`)),
    confirmationJobs: (orderNumbers) =>
      queryRows(
        db,
        confirmationJob,
        sql`SELECT status, attempts, locked_by,
                   (extract(epoch FROM run_at - now()) * 1000)::int AS due_in_ms
            FROM jobs
            WHERE kind = 'mail' AND (${sql.join(
              orderNumbers.map((n) => sql`payload->>'summary' LIKE ${`%: Your order ${n} is confirmed`}`),
              sql` OR `,
            )})`,
      ),
    close,
  };
}
