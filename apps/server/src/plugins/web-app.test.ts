import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, TEST_PAYMENTS_WARNING } from '../app';
import { ConfigError, loadConfig } from '../config';
import { openPglite, type Database } from '../db/client';

let app: FastifyInstance;
let database: Database;
let root: string;
let webDist: string;
/** The inline script of the shell, as index.html's theme script is: allowed by its hash alone. */
const THEME_SCRIPT = "document.documentElement.dataset.theme='dark'";
const warnings: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'store-web-'));
  webDist = path.join(root, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><title>shell</title><script>${THEME_SCRIPT}</script><body><div id="root"></div></body>`,
  );
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  // As `npm start` runs it: production, no Razorpay keys, test payments asked for.
  const config = loadConfig({ DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'silent', TEST_PAYMENTS: 'true' });
  mkdirSync(path.join(config.UPLOAD_DIR, 'demo'), { recursive: true });
  writeFileSync(path.join(config.UPLOAD_DIR, 'demo', 'pic.webp'), 'RIFF0000WEBP');
  database = await openPglite();
  await database.migrate();
  const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
  app = await buildApp({ config, database, webDist, logger });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every page route with the app shell, not cached', async () => {
    for (const url of ['/', '/shop', '/product/123', '/no/such/page?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      // A product page for no product is a 404 that still carries the app (web-pages.test.ts).
      expect(res.statusCode, url).toBe(url === '/product/123' ? 404 : 200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses what it sends when the browser accepts it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves images under /media with nosniff and long caching, and nothing outside', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/demo/pic.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect((await app.inject({ method: 'GET', url: '/media/demo/missing.webp' })).statusCode).toBe(404);
    for (const url of [
      '/media/../../../etc/passwd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/..%2f..%2fetc/passwd',
    ]) {
      const bad = await app.inject({ method: 'GET', url });
      expect(bad.statusCode, url).toBeLessThan(500);
      expect(bad.body, url).not.toContain('root:');
    }
  });

  it('answers unknown API paths with a JSON 404, not the app shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: true, status: 404, message: 'Not found', data: null });
  });

  it('allows the inline scripts of index.html by their hashes, and no other inline script', async () => {
    const res = await app.inject({ method: 'GET', url: '/shop' });
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(scriptSrc.split(' ')).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(res.body).toContain(`<script>${THEME_SCRIPT}</script>`);
  });

  it('says on every page and in the log that test payments are on', async () => {
    for (const url of ['/', '/shop', '/account/orders', '/admin']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<div id="test-payments-banner" role="status"');
      expect(res.body, url).toMatch(/Test payments are on: orders are marked paid without taking any money\./);
    }
    expect(warnings.some((line) => line.includes(TEST_PAYMENTS_WARNING))).toBe(true);
  });
});

describe('starting without payment keys', () => {
  it('refuses a production server with neither Razorpay keys nor TEST_PAYMENTS=true', async () => {
    const config = loadConfig({ DATA_DIR: path.join(root, 'data-refused'), LOG_LEVEL: 'silent' });
    await expect(buildApp({ config, database, webDist })).rejects.toThrow(ConfigError);
    await expect(buildApp({ config, database, webDist })).rejects.toThrow(/TEST_PAYMENTS=true/);
  });

  it('serves index.html itself only as a rendered page, with the strip', async () => {
    const res = await app.inject({ method: 'GET', url: '/index.html' });
    expect(res.body).toContain('<div id="test-payments-banner"');
  });

  it('warns once when X-Forwarded-For arrives at a call counted per address while TRUST_PROXY is off', async () => {
    for (let i = 0; i < 3; i += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/forgot_password_email_verify',
        payload: { email: `forwarded${i}@example.com` },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    }
    expect(warnings.filter((line) => line.includes('TRUST_PROXY is off'))).toHaveLength(1);
  });
});

describe('with Razorpay keys', () => {
  it('shows no test-payments strip and logs no warning', async () => {
    const config = loadConfig({
      DATA_DIR: path.join(root, 'data-keyed'),
      LOG_LEVEL: 'silent',
      RAZORPAY_KEY_ID: 'rzp_live_example',
      RAZORPAY_KEY_SECRET: 'example-secret',
    });
    const seen: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void seen.push(line) });
    const keyed = await buildApp({ config, database, webDist, logger });
    try {
      const res = await keyed.inject({ method: 'GET', url: '/shop' });
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('test-payments-banner');
      expect(seen.some((line) => line.includes(TEST_PAYMENTS_WARNING))).toBe(false);
    } finally {
      await keyed.close();
    }
  });
});
