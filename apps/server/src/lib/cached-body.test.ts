import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { keptBody, keptBytes, sendBody } from './cached-body';

const text = JSON.stringify({
  data: Array.from({ length: 40 }, (_, i) => ({
    _id: `id-${i}`,
    name: `Riding Gloves — Size ${i}`,
    price: 149900 + i,
  })),
});

async function appSending(body: ReturnType<typeof keptBody>) {
  const app = Fastify();
  app.get('/', async (request, reply) => sendBody(request, reply, body));
  await app.ready();
  return app;
}

describe('kept bodies', () => {
  it('are sent the same in every encoding, quickly compressed first and better from the second send', async () => {
    const body = keptBody(text, Infinity);
    const app = await appSending(body);
    const send = (encoding?: string) =>
      app.inject({ method: 'GET', url: '/', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const first = await send('gzip, deflate, br');
    const second = await send('gzip, deflate, br');
    const third = await send('gzip, deflate, br');
    for (const res of [first, second, third]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(text);
    }
    expect(second.rawPayload.length).toBeLessThanOrEqual(first.rawPayload.length);
    expect(third.rawPayload.equals(second.rawPayload)).toBe(true);
    const gzip = await send('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(text);
    expect((await send()).body).toBe(text);
    await app.close();
  });

  it('hold memory of their own, no larger than their bytes, and count what the cache may keep for them', async () => {
    const body = keptBody(text, Infinity);
    expect(body.json.buffer.byteLength).toBe(body.json.length);
    const app = await appSending(body);
    await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    const copies = Object.values(body.compressed ?? {});
    expect(copies).toHaveLength(2);
    for (const copy of copies) expect(copy.bytes.buffer.byteLength).toBe(copy.bytes.length);
    const held = body.json.length + copies.reduce((sum, copy) => sum + copy.bytes.length, 0);
    expect(keptBytes('key', body)).toBeGreaterThan(held);
    await app.close();
  });
});
