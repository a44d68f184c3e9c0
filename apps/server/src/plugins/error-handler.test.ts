import { createServer } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../lib/database-unavailable';
import { StorageUnavailableError } from '../lib/storage/storage';
import { registerErrorHandling, STORAGE_UNAVAILABLE_MESSAGE } from './error-handler';

/** An error as node-postgres makes them: a message and a PostgreSQL code. */
const pgError = (message: string, code: string) => Object.assign(new Error(message), { code });

/** The real error of connecting to a port where nothing listens. */
async function refusedConnectError(): Promise<unknown> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => probe.close(resolve));
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'nothing' });
  return client.connect().then(
    () => new Error('connected to a closed port'),
    (err: unknown) => err,
  );
}

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection, a cut one and a server going away', async () => {
    expect(isDatabaseUnavailable(await refusedConnectError())).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('connection failure', '08006'))).toBe(true);
  });

  it('looks through the query error Drizzle wraps around the driver’s', () => {
    const cut = new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly'));
    expect(isDatabaseUnavailable(cut)).toBe(true);
    const refused = new AggregateError([Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })], 'connect');
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused))).toBe(true);
  });

  it('leaves query mistakes and other failures alone', () => {
    expect(isDatabaseUnavailable(pgError('syntax error at or near "SELEC"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], pgError('deadlock detected', '40P01')))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    registerErrorHandling(app);
    app.get('/cut', async () => {
      throw new DrizzleQueryError('insert into orders', [], new Error('Connection terminated unexpectedly'));
    });
    app.get('/refused', async () => {
      throw await refusedConnectError();
    });
    app.get('/bucket-down', async () => {
      const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
      throw new StorageUnavailableError('put', 'reviews/ab/x.webp', { cause });
    });
    app.get('/down', async () => {
      throw new AppError('UNAVAILABLE', 'Database unavailable');
    });
    app.get('/bug', async () => {
      throw new DrizzleQueryError('select', [], pgError('column "x" does not exist', '42703'));
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a lost database as a 503 in the envelope, with Retry-After', async () => {
    for (const url of ['/cut', '/refused']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.json()).toEqual({ error: true, status: 503, message: UNAVAILABLE_MESSAGE, data: null });
    }
  });

  it('answers a bucket out of reach as a 503 about pictures, not the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/bucket-down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toEqual({ error: true, status: 503, message: STORAGE_UNAVAILABLE_MESSAGE, data: null });
  });

  it('tells when to ask again on a 503 a route answers itself, such as the health check', async () => {
    const res = await app.inject({ method: 'GET', url: '/down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toMatchObject({ status: 503, message: 'Database unavailable' });
  });

  it('still answers any other failure as a bare 500 without internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({ error: true, status: 500, message: 'Something went wrong', data: null });
  });
});
