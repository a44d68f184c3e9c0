import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalogRefsCache, type CatalogRefs } from './catalog-refs';

/*
 * The catalog refs past their TTL are answered while new ones load (decision 084): no request
 * waits for the tree's counts, a change made elsewhere still shows within the TTL, and a change
 * made here (invalidate) shows at once, never overwritten by a reload begun before it.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function addRoot(name: string) {
  await t.db.execute(sql`INSERT INTO categories (name, slug, kind) VALUES (${name}, ${name.toLowerCase()}, 'root')`);
}

const names = (refs: CatalogRefs) => refs.roots.map((root) => root.name);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await pause(20);
  }
  throw new Error('never happened');
}

describe('the catalog refs cache', () => {
  it('answers the refs it holds past their TTL while it reloads, and then the new ones', async () => {
    // A TTL far longer than two calls take on a loaded machine: with 50 ms, a second call that
    // came late had already begun a reload of its own and saw its refs instead.
    const cache = createCatalogRefsCache(t.db, 400);
    const first = await cache.get();
    expect(await cache.get()).toBe(first);

    await addRoot('Elsewhere Added'); // as another server would: no invalidate here
    await pause(500);
    // Past the TTL: the same refs at once, the reload under way.
    expect(await cache.get()).toBe(first);
    await eventually(async () => names(await cache.get()).includes('Elsewhere Added'));
    expect(names(first)).not.toContain('Elsewhere Added');
  });

  it('shows a change made here at once, and a reload begun before it does not undo it', async () => {
    const cache = createCatalogRefsCache(t.db, 50);
    await cache.get();
    await pause(80);
    await cache.get(); // past the TTL: a reload begins, reading the catalog before the change
    await addRoot('Here Added');
    cache.invalidate();
    expect(names(await cache.get())).toContain('Here Added');
    await pause(150);
    expect(names(await cache.get())).toContain('Here Added');
  });
});
