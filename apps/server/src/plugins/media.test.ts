import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { createLocalStorage } from '../lib/storage/local-storage';
import { registerMedia } from './media';
import { registerSecurity } from './security';

let root: string;
let app: FastifyInstance;
let cdn: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'store-media-'));
  const storage = createLocalStorage(path.join(root, 'uploads'));
  await storage.put('demo/p/pic.webp', Buffer.from('RIFF0000WEBPpicture'), 'image/webp');
  writeFileSync(path.join(root, 'secret.webp'), 'outside the folder');
  app = Fastify();
  await registerMedia(app, { storage });
  cdn = Fastify();
  cdn.decorate('config', { MEDIA_PUBLIC_URL: 'https://cdn.example.com/media' } as Config);
  await registerSecurity(cdn);
  await registerMedia(cdn, { storage, publicUrl: 'https://cdn.example.com/media' });
});
afterAll(async () => {
  await app?.close();
  await cdn?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('GET /media/* from the storage', () => {
  it('sends the picture with its type, length, entity tag and a year of caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/demo/p/pic.webp?v=2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('RIFF0000WEBPpicture');
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': '19',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers.etag).toMatch(/^W\/"13-[0-9a-f]+"$/);
    expect(res.headers['last-modified']).toBeTruthy();
  });

  it('answers a HEAD without the body and a matching If-None-Match with 304', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/media/demo/p/pic.webp' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe('19');
    const etag = String(head.headers.etag);
    for (const header of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
      const again = await app.inject({
        method: 'GET',
        url: '/media/demo/p/pic.webp',
        headers: { 'if-none-match': header },
      });
      expect(again.statusCode, header).toBe(304);
      expect(again.body).toBe('');
    }
    const changed = await app.inject({
      method: 'GET',
      url: '/media/demo/p/pic.webp',
      headers: { 'if-none-match': '"x"' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('answers 404 for a missing picture or a folder', async () => {
    for (const url of ['/media/demo/p/missing.webp', '/media/demo/p', '/media/demo/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: true, status: 404, message: 'Not found' });
    }
  });

  it('refuses every way out of the folder', async () => {
    for (const url of [
      '/media/../secret.webp',
      '/media/%2e%2e/secret.webp',
      '/media/demo/..%2f..%2fsecret.webp',
      '/media/demo/%2e%2e%2f%2e%2e%2fsecret.webp',
      '/media/..%5csecret.webp',
      '/media/%2fetc/passwd',
      '/media/.hidden',
      '/media/demo/p/pic.webp%00.png',
      `/media/${'a/'.repeat(400)}pic.webp`,
      `/media/${'x'.repeat(5_000)}.webp`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('outside the folder');
    }
  });
});

describe('GET /media/* with MEDIA_PUBLIC_URL', () => {
  it('sends the browser to the public address without reading the storage', async () => {
    const res = await cdn.inject({ method: 'GET', url: '/media/reviews/ab/not-even-stored.webp' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://cdn.example.com/media/reviews/ab/not-even-stored.webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect((await cdn.inject({ method: 'GET', url: '/media/../secret.webp' })).statusCode).toBe(404);
  });

  it("lets the store's pages show pictures from there", async () => {
    const res = await cdn.inject({ method: 'GET', url: '/media/demo/p/pic.webp' });
    expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
  });
});
