import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { applyDemoDefaults } from './demo-defaults';
import { httpJson } from './test/store-cluster';
import { startStoreProcess, type StoreProcess } from './test/store-process';
import { createPostgresDatabase } from './test/test-database';

describe('what --demo sets', () => {
  it('leaves a shop (npm run serve) without the demo catalog or test payments', () => {
    const env: NodeJS.ProcessEnv = {};
    applyDemoDefaults(env, []);
    expect(env).toEqual({});
  });

  it('loads the demo and takes test payments on the embedded database (npm start)', () => {
    const env: NodeJS.ProcessEnv = {};
    applyDemoDefaults(env, ['--demo']);
    expect(env).toEqual({ SEED_DEMO: 'true', TEST_PAYMENTS: 'true' });
  });

  it("on a shop's PostgreSQL or with Razorpay's keys, loads the demo but leaves payments alone", () => {
    const onPostgres: NodeJS.ProcessEnv = { DATABASE_URL: 'postgres://db/shop' };
    applyDemoDefaults(onPostgres, ['--demo']);
    expect(onPostgres).toEqual({ DATABASE_URL: 'postgres://db/shop', SEED_DEMO: 'true' });
    const withKeys: NodeJS.ProcessEnv = { RAZORPAY_KEY_ID: 'rzp_live_x' };
    applyDemoDefaults(withKeys, ['--demo']);
    expect(withKeys.TEST_PAYMENTS).toBeUndefined();
  });

  it('gives way to what the environment says', () => {
    const env: NodeJS.ProcessEnv = { SEED_DEMO: 'false', TEST_PAYMENTS: 'false' };
    applyDemoDefaults(env, ['--demo']);
    expect(env).toEqual({ SEED_DEMO: 'false', TEST_PAYMENTS: 'false' });
  });
});

describe('a server started as npm run serve starts it, on an empty database', () => {
  let store: StoreProcess | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await store?.stop();
    await drop?.();
  });

  it('starts with no products and no categories', async () => {
    const templates = inject('databaseTemplates');
    const env: Record<string, string> = {};
    if (templates.kind === 'postgres') {
      // A new database of the shop's own: the store's tables, nothing in them.
      const empty = await createPostgresDatabase(templates.serverUrl, 'store_serve');
      drop = empty.drop;
      env.DATABASE_URL = empty.url;
    }
    store = await startStoreProcess({ name: 'serve', env, unset: ['SEED_DEMO'], readyMs: 120_000 });
    const list = await httpJson(store.url, 'GET', '/api/fetch_products_by_collection?collection=all');
    expect(list.status).toBe(200);
    expect(list.body.total_products).toBe(0);
    const collections = await httpJson(store.url, 'GET', '/api/collections');
    expect(collections.status).toBe(200);
    expect(JSON.stringify(collections.body)).not.toMatch(/helmet/i);
  });
});
