import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, isStorageKey, StorageUnavailableError, type Storage } from './storage';

export interface S3Settings {
  bucket: string;
  /** '' or a folder ending in '/', put in front of every key. */
  prefix: string;
  /** Unset: AWS itself; set for MinIO, R2, Ceph and the like. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither uses the SDK's own chain (AWS_* variables, an instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * Sent with every object, so a CDN or browser reading the bucket directly caches as long as the
 * store's own /media route does: a key is never reused for other bytes.
 */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** An SDK error that means "no such object" (GET says NoSuchKey, HEAD only its status). */
const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || (e.name === 'NotFound' && e.$metadata?.httpStatusCode === 404);
};

/** The bucket refused what was asked (a 4xx: wrong keys, no such bucket): a setup fault, not an outage. */
const refused = (err: unknown) => {
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status !== undefined && status >= 400 && status < 500;
};

/** Runs one call to the bucket; a network failure or a 5xx becomes a StorageUnavailableError. */
async function call<T>(operation: string, key: string, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (err) {
    if (refused(err)) throw err;
    throw new StorageUnavailableError(operation, key, { cause: err });
  }
}

/**
 * Pictures in an S3-compatible bucket, shared by every server. The SDK is loaded here, on first
 * use, so a store on its local folder never carries it in memory.
 */
export async function createS3Storage(settings: S3Settings): Promise<Storage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, HeadObjectCommand, DeleteObjectCommand, ListObjectsV2Command } =
    await import('@aws-sdk/client-s3');
  const client: S3Client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible servers refuse or mishandle the
    // CRC headers the SDK adds by default, and TLS already guards the bytes on the way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request instead of holding it open for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => settings.prefix + key;

  return {
    kind: 's3',

    async put(key, bytes, contentType) {
      assertStorageKey(key);
      // One PUT is atomic in S3: the object appears whole or not at all.
      await call('put', key, () =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(key),
            Body: bytes,
            ContentType: contentType,
            CacheControl: CACHE_CONTROL,
          }),
        ),
      );
    },

    async get(key) {
      if (!isStorageKey(key)) return null;
      const object = await call('get', key, () =>
        client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) })).catch((err: unknown) => {
          if (notFound(err)) return null;
          throw err;
        }),
      );
      if (!object) return null;
      // In Node the body is the HTTP response itself, a Readable.
      if (!(object.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a readable body`);
      return {
        body: object.Body,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    },

    async exists(key) {
      if (!isStorageKey(key)) return false;
      return call('head', key, () =>
        client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) })).then(
          () => true,
          (err: unknown) => {
            if (notFound(err)) return false;
            throw err;
          },
        ),
      );
    },

    async remove(key) {
      assertStorageKey(key);
      // S3 answers a delete of a missing key with success too.
      await call('delete', key, () => client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) })));
    },

    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await call('list', settings.prefix, () =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken })),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(settings.prefix.length);
          if (key !== undefined && isStorageKey(key)) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    close() {
      client.destroy();
    },
  };
}
