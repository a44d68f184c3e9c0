import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerBody, keep, keptBody, keptBytes, sendBody, type CachedBody } from './cached-body';

/** A list page's size: compressed from its first send. */
const text = JSON.stringify({
  data: Array.from({ length: 80 }, (_, i) => ({
    _id: `id-${i}`,
    name: `Riding Gloves — Size ${i}`,
    price: 149900 + i,
  })),
});

const browser = { 'accept-encoding': 'gzip, deflate, br' };

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

  it('under 4 KiB go as they are the first time and compressed quickly, once for all, from the second', async () => {
    const small = JSON.stringify({ data: 'a product answer with its bikes '.repeat(80) });
    expect(small.length).toBeGreaterThan(2048);
    expect(small.length).toBeLessThan(4096);
    const body = keptBody(small, Infinity);
    const app = await appSending(body);
    const send = () => app.inject({ method: 'GET', url: '/', headers: browser });
    const first = await send();
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body).toBe(small);
    const second = await send();
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(small);
    expect(body.compressed?.br?.well).toBe(true);
    expect(second.rawPayload.length).toBe(
      brotliCompressSync(small, { params: { [zlib.BROTLI_PARAM_QUALITY]: 2 } }).length,
    );
    const third = await send();
    expect(third.rawPayload.equals(second.rawPayload)).toBe(true);
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

/** An app as the server builds one: @fastify/compress for every route but those that send bodies themselves. */
async function appSendingOnce(make: () => CachedBody) {
  const app = Fastify();
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  app.get('/', { compress: false }, async (request, reply) => sendBody(request, reply, make()));
  await app.ready();
  return app;
}

describe('bodies computed for one request', () => {
  it('go as they are under 4 KiB, even to a browser that takes Brotli', async () => {
    const small = JSON.stringify({ data: 'a product answer with its bikes '.repeat(80) });
    expect(small.length).toBeGreaterThan(2048);
    expect(small.length).toBeLessThan(4096);
    const app = await appSendingOnce(() => answerBody(small, Infinity));
    const res = await app.inject({ method: 'GET', url: '/', headers: browser });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(small);
    await app.close();
  });

  it('are compressed quickly from 4 KiB, keeping no copy', async () => {
    const bodies: CachedBody[] = [];
    const app = await appSendingOnce(() => {
      const body = answerBody(text, Infinity);
      bodies.push(body);
      return body;
    });
    expect(text.length).toBeGreaterThanOrEqual(4096);
    const br = await app.inject({ method: 'GET', url: '/', headers: browser });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    const gzip = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(text);
    expect(bodies.map((body) => body.compressed)).toEqual([undefined, undefined]);
    await app.close();
  });

  it('once a cache keeps them, own their memory and are compressed as kept bodies are', async () => {
    const body = answerBody(text, Infinity);
    keep(body);
    expect(body.once).toBeUndefined();
    expect(body.json.buffer.byteLength).toBe(body.json.length);
    const app = await appSendingOnce(() => body);
    const res = await app.inject({ method: 'GET', url: '/', headers: browser });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(text);
    expect(body.compressed?.br).toBeDefined();
    await app.close();
  });
});
