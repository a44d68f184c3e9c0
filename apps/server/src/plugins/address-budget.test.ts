import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { BUDGET_MESSAGE, spendsBudget } from './address-budget';

describe('what spends the per-address budget', () => {
  it('is searches, PIN look-ups, prices, quotes and rendered pages, and nothing else', () => {
    for (const [method, url] of [
      ['GET', '/api/search?q=chain'],
      ['GET', '/api/pin_code?pin=682019'],
      ['POST', '/api/price_cart'],
      ['POST', '/api/checkout_quote'],
      ['GET', '/api/%73earch?search=x'],
      ['GET', '/'],
      ['GET', '/product/helmet-racing?colour=red'],
      ['HEAD', '/collections'],
    ]) {
      expect(spendsBudget(method!, url!), `${method} ${url}`).toBe(true);
    }
    for (const [method, url] of [
      ['GET', '/api/home'],
      ['GET', '/api/fetch_products_by_collection?collection=all'],
      ['POST', '/api/log_in'],
      ['GET', '/media/catalog/x.webp'],
      ['GET', '/assets/index-abc.js'],
      ['GET', '/favicon.ico'],
      ['GET', '/sitemap.xml'],
      ['POST', '/'],
    ]) {
      expect(spendsBudget(method!, url!), `${method} ${url}`).toBe(false);
    }
  });
});

describe('an address past its budget', () => {
  let t: TestApp;
  let behindProxy: TestApp;
  const minute = { at: Date.parse('2026-11-29T10:00:00Z') };
  beforeAll(async () => {
    const now = () => new Date(minute.at);
    t = await createTestApp({ now, env: { PUBLIC_REQUESTS_PER_MINUTE: '3' } });
    behindProxy = await createTestApp({ now, env: { PUBLIC_REQUESTS_PER_MINUTE: '3', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
    await behindProxy?.close();
  });

  const search = (app: TestApp, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url: '/api/search?search=helmet', headers });

  it('is answered 429 with Retry-After, for the API and for pages, until the minute is over', async () => {
    for (let i = 0; i < 3; i += 1) expect((await search(t)).statusCode).toBe(200);
    const refused = await search(t);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: BUDGET_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['cache-control']).toBe('no-store');
    const page = await t.app.inject({ method: 'GET', url: '/helmets' });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toContain('text/html');
    // A cheap, cached call is not refused.
    expect((await t.app.inject({ method: 'GET', url: '/api/home' })).statusCode).toBe(200);
    // Nor is a forwarded header a way round it when no proxy is trusted.
    expect((await search(t, { 'x-forwarded-for': '203.0.113.50' })).statusCode).toBe(429);

    minute.at += 60_000;
    expect((await search(t)).statusCode).toBe(200);
  });

  it('is counted per shopper behind a trusted proxy', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await search(behindProxy, { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(200);
    }
    expect((await search(behindProxy, { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(429);
    expect((await search(behindProxy, { 'x-forwarded-for': '198.51.100.8' })).statusCode).toBe(200);
  });
});
