import { QueryCache } from '@tanstack/react-query';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { plainProducts } from '../test/shop';
import { startRenderedStore, type RenderedStore } from './web-pages.rendered.kit';

// A render must not outlive its page. Each query of the web app keeps a timer for its gcTime (5
// minutes) that holds the query, its cache and the answers the page was rendered from; a render
// that left them behind held every page's data for 5 minutes (docs/decisions/086).

let store: RenderedStore;
beforeAll(async () => {
  store = await startRenderedStore();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await store?.close();
});

it('leaves no query behind once a page is rendered', async () => {
  const build = vi.spyOn(QueryCache.prototype, 'build');
  const [product] = await plainProducts(store.t.db, 1);
  for (const url of ['/', `/product/${product!.id}`, '/shop']) {
    const res = await store.t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
  }
  // The renders did use queries, and every cache they built is empty now, its timers cleared.
  expect(build.mock.calls.length).toBeGreaterThan(2);
  const caches = new Set(build.mock.contexts as QueryCache[]);
  expect(caches.size).toBeGreaterThanOrEqual(3);
  for (const cache of caches) expect(cache.getAll()).toEqual([]);
});
