import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { createS3Storage } from '../lib/storage/s3-storage';
import type { Storage } from '../lib/storage/storage';

/** s3rver's one built-in account. */
const ACCESS_KEY = 'S3RVER';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The settings that put a store's pictures in this bucket, under `media/`. */
  env: Record<string, string>;
  /** The bucket seen without a prefix, to look behind the store's back. */
  raw(): Promise<Storage>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, pure JavaScript) on 127.0.0.1 at a free port, with one empty
 * bucket kept in a temporary folder: what the store's S3 code talks to in tests.
 */
export async function startTestS3(bucket = 'shop-media'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'store-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  // s3rver signs a bucket's own address (GET /bucket/?list-type=2, a listing) without the trailing
  // slash that AWS SDK v3 sends and signs, as S3 and MinIO do; for those requests alone it does
  // not compare the signature (the key must still be its own). Koa composes its middleware when it
  // starts listening, so this runs first.
  server.middleware.unshift(async (ctx, next) => {
    if (/^\/[^/]+\/$/.test(ctx.path)) ctx.app = Object.create(ctx.app, { allowMismatchedSignatures: { value: true } });
    await next();
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const opened: Storage[] = [];
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_URL: `s3://${bucket}/media`,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async raw() {
      const storage = await createS3Storage({
        bucket,
        prefix: '',
        endpoint,
        region: 'us-east-1',
        accessKeyId: ACCESS_KEY,
        secretAccessKey: ACCESS_KEY,
        forcePathStyle: true,
      });
      opened.push(storage);
      return storage;
    },
    async close() {
      for (const storage of opened) storage.close();
      // Clients kept alive would hold the server open.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
