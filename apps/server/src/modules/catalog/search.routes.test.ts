import { searchResponse } from '@store/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function search(text: string) {
  const { status, body } = await getJson(t.app, `/api/search?search=${encodeURIComponent(text)}`);
  expect(status, text).toBe(200);
  return searchResponse.parse(body);
}

describe('GET /api/search', () => {
  it("tolerates typos: 'helmt' finds helmets", async () => {
    const result = await search('helmt');
    expect(result.products.length).toBeGreaterThan(3);
    for (const p of result.products) expect(p.name.toLowerCase()).toContain('helmet');
    expect(result.data.some((s) => s.path.startsWith('Helmets'))).toBe(true);
  });

  it("tolerates partial and misspelt words: 'royl enfeld' finds Royal Enfield parts and the make", async () => {
    const result = await search('royl enfeld');
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.data.map((s) => s.path)).toContain('Shop by Bike › Royal Enfield');
  });

  it('gives suggestions with path labels and products with image and name', async () => {
    const result = await search('brake pads');
    expect(result.data[0]?.path).toMatch(/ › /);
    expect(result.products[0]).toMatchObject({ _id: expect.any(String), name: expect.any(String) });
    expect(result.products[0]!.front_image).toMatch(/^\/media\//);
  });

  it('answers one-letter queries with word-prefix matches', async () => {
    const result = await search('m');
    expect(result.products.length).toBeGreaterThan(0);
    for (const p of result.products) expect(p.name.toLowerCase()).toMatch(/(^|[^a-z0-9])m/);
  });

  it('treats regex and wildcard characters as text', async () => {
    for (const text of ['.*', '(', '[', '%', '_%', '\\', '^$', '?']) {
      const result = await search(text);
      expect(result.products, text).toEqual([]);
      expect(result.data, text).toEqual([]);
    }
    const anchored = await search('helmet.*');
    expect(anchored.products.every((p) => p.name.toLowerCase().includes('helmet'))).toBe(true);
  });

  it('returns nothing for blank text and refuses text over 100 characters', async () => {
    expect(await search('   ')).toMatchObject({ data: [], products: [] });
    const long = await getJson(t.app, `/api/search?search=${'x'.repeat(1000)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Search text must be at most 100 characters');
    const missing = await getJson(t.app, '/api/search');
    expect(missing.status).toBe(400);
  });
});
