import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { createLocalStorage } from './local-storage';
import { createS3Storage, type S3Settings } from './s3-storage';
import { isStorageKey, mediaKey, putAll, StorageUnavailableError, type Storage } from './storage';

let s3: TestS3;
let folder: string;
const opened: Storage[] = [];

beforeAll(async () => {
  s3 = await startTestS3();
  folder = mkdtempSync(path.join(tmpdir(), 'store-storage-'));
});
afterAll(async () => {
  for (const storage of opened) storage.close();
  await s3?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The test bucket under `prefix`; `change` points it elsewhere or gives it other keys. */
const inBucket = async (prefix: string, change: Partial<S3Settings> = {}) => {
  const storage = await createS3Storage({
    bucket: s3.bucket,
    prefix,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    ...change,
  });
  opened.push(storage);
  return storage;
};

const kinds: Array<[string, () => Promise<Storage>]> = [
  ['a local folder', async () => createLocalStorage(path.join(folder, 'root'))],
  ['an S3 bucket', () => inBucket('media/')],
];

describe.each(kinds)('storage in %s', (_name, open) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await open();
  });

  it('reads back what it stored, with its type, size and entity tag', async () => {
    await storage.put('reviews/ab/photo.webp', Buffer.from('first'), 'image/webp');
    await storage.put('reviews/ab/photo.webp', Buffer.from('second picture'), 'image/webp');
    const file = await storage.get('reviews/ab/photo.webp');
    expect(file).toMatchObject({ contentType: 'image/webp', size: 14 });
    expect(file!.etag).toMatch(/^(W\/)?".+"$/);
    expect(await text(file!.body)).toBe('second picture');
    expect(await storage.exists('reviews/ab/photo.webp')).toBe(true);
  });

  it('deletes, and a second delete or a missing key is no error', async () => {
    await storage.put('catalog/x/gone.webp', Buffer.from('x'), 'image/webp');
    await storage.remove('catalog/x/gone.webp');
    await storage.remove('catalog/x/gone.webp');
    expect(await storage.get('catalog/x/gone.webp')).toBeNull();
    expect(await storage.exists('catalog/x/gone.webp')).toBe(false);
    expect(await storage.get('never/stored.webp')).toBeNull();
    expect(await storage.exists('catalog')).toBe(false);
  });

  it('refuses keys that could leave its folder or prefix', async () => {
    for (const key of [
      '../outside.webp',
      'a/../../b.webp',
      '/etc/passwd',
      'a//b',
      '.hidden',
      'a\\b',
      'a/%2e%2e/b',
      '',
    ]) {
      expect(await storage.get(key), key).toBeNull();
      expect(await storage.exists(key), key).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow('not a storage key');
      await expect(storage.remove(key), key).rejects.toThrow('not a storage key');
    }
    expect(existsSync(path.join(folder, 'outside.webp'))).toBe(false);
  });

  it('stores a picture whole or not at all', async () => {
    const files = [
      { key: 'whole/a.webp', bytes: Buffer.from('a') },
      { key: 'whole/../b.webp', bytes: Buffer.from('b') },
    ];
    await expect(putAll(storage, files, 'image/webp')).rejects.toThrow('not a storage key');
    expect(await storage.exists('whole/a.webp')).toBe(false);
  });

  it('lists every key it holds, for a backup', async () => {
    await storage.put('listed/a/one.webp', Buffer.from('1'), 'image/webp');
    await storage.put('listed/two.webp', Buffer.from('2'), 'image/webp');
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys).toEqual(expect.arrayContaining(['listed/a/one.webp', 'listed/two.webp', 'reviews/ab/photo.webp']));
    expect(keys).not.toContain('catalog/x/gone.webp');
    expect(keys.every(isStorageKey)).toBe(true);
  });
});

describe('an empty storage', () => {
  it('lists no keys, even before its folder exists', async () => {
    const keys: string[] = [];
    for await (const key of createLocalStorage(path.join(folder, 'never-made')).keys()) keys.push(key);
    for await (const key of (await inBucket('nothing-here/')).keys()) keys.push(key);
    expect(keys).toEqual([]);
  });
});

describe('a local folder', () => {
  it('leaves no temporary files behind', async () => {
    const root = path.join(folder, 'tidy');
    await createLocalStorage(root).put('a/b.webp', Buffer.from('x'), 'image/webp');
    expect(readdirSync(path.join(root, 'a'))).toEqual(['b.webp']);
  });
});

describe('an S3 prefix', () => {
  it('keeps keys under it, and none outside it can be reached', async () => {
    const media = await inBucket('media/');
    const bucket = await inBucket('');
    await media.put('p/one.webp', Buffer.from('1'), 'image/webp');
    expect(await bucket.exists('media/p/one.webp')).toBe(true);
    await bucket.put('secret.webp', Buffer.from('s'), 'image/webp');
    expect(await media.get('../secret.webp')).toBeNull();
    expect(await media.exists('secret.webp')).toBe(false);
  });
});

describe('a bucket out of reach', () => {
  it('fails every call as unavailable, for a 503 the client may retry', async () => {
    const closed = await inBucket('', { endpoint: 'http://127.0.0.1:1' });
    await expect(closed.put('p/x.webp', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    await expect(closed.get('p/x.webp')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(closed.exists('p/x.webp')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(closed.remove('p/x.webp')).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it('keeps a refusal (wrong keys) a plain error: a setup fault, not an outage', async () => {
    const wrongKeys = await inBucket('', { accessKeyId: 'NOT-THE-KEY', secretAccessKey: 'NOT-THE-SECRET' });
    const err: unknown = await wrongKeys.put('p/y.webp', Buffer.from('y'), 'image/webp').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(StorageUnavailableError);
  });
});

describe('keys', () => {
  it('are plain relative paths', () => {
    expect(isStorageKey('demo/p/helmet-racing_red-0-w400.webp')).toBe(true);
    expect(isStorageKey('a'.repeat(513))).toBe(false);
    expect(mediaKey('/media/reviews/ab/x.webp')).toBe('reviews/ab/x.webp');
    for (const url of ['/media/../x.webp', '/uploads/x.webp', 'https://cdn.test/media/x.webp', '/media/']) {
      expect(mediaKey(url), url).toBeNull();
    }
  });
});
