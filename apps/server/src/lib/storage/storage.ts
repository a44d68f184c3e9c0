import type { Readable } from 'node:stream';

/** One stored file as read back: its bytes as a stream, and what the /media route sends with them. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes, when the storage says (a bucket may not). */
  size: number | undefined;
  /** The HTTP entity tag, quotes (and a weak `W/`) included; S3 always sends one. */
  etag: string | undefined;
  lastModified: Date | undefined;
}

/**
 * Where uploaded and demo pictures live: a local folder or an S3 bucket (docs/decisions/061).
 * A key is a `/`-separated path below /media (`reviews/ab/abcd….webp`); a key that
 * `isStorageKey` refuses is never written, read or deleted.
 */
export interface Storage {
  /** 'local' or 's3', for the log. */
  readonly kind: 'local' | 's3';
  /** Writes the whole file, replacing any file under the key; readers never see half of it. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none (or the key is not one the store would use). */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes the file; a key with nothing behind it is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored key, in no set order (for backups: `npm run backup`). */
  keys(): AsyncIterable<string>;
  /** Lets go of connections; the storage is not used afterwards. */
  close(): void;
}

/**
 * The storage could not be reached or failed on its side (a bucket's network or 5xx error): a
 * moment's outage the client may retry, answered 503 and logged as the storage's, not the
 * database's (plugins/error-handler.ts).
 */
export class StorageUnavailableError extends Error {
  constructor(operation: string, key: string, options: { cause: unknown }) {
    super(`storage unavailable: ${operation} ${key}`, options);
    this.name = 'StorageUnavailableError';
  }
}

/**
 * Plain path segments only: letters, digits, `_`, `-` and dots not leading a segment. So no `..`,
 * no hidden files, no empty segment, no backslash or percent sign: a key cannot leave the folder
 * or prefix it is joined to, and means the same on disk, in S3 and in a URL.
 */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;

export function isStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY.test(key);
}

/** Throws for a key the store never makes: reaching this is a bug, not a visitor's doing. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** A folder keeps no type beside a file, so it is told by the name; the store writes only WebP. */
const TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

export function typeOfKey(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot === -1 ? undefined : TYPES[key.slice(dot + 1).toLowerCase()]) ?? 'application/octet-stream';
}

/** `/media/reviews/ab/x.webp` → `reviews/ab/x.webp`; null for anything else. */
export function mediaKey(url: string): string | null {
  if (!url.startsWith('/media/')) return null;
  const key = url.slice('/media/'.length);
  return isStorageKey(key) ? key : null;
}

/**
 * Writes several files of one picture at once; if any fails, the ones written are removed again,
 * so a picture is stored whole or not at all.
 */
export async function putAll(
  storage: Storage,
  files: ReadonlyArray<{ key: string; bytes: Buffer }>,
  contentType: string,
): Promise<void> {
  const results = await Promise.allSettled(files.map((f) => storage.put(f.key, f.bytes, contentType)));
  const failed = results.find((r) => r.status === 'rejected');
  if (!failed) return;
  await Promise.allSettled(
    files.filter((_, i) => results[i]!.status === 'fulfilled').map((f) => storage.remove(f.key)),
  );
  throw failed.reason;
}
