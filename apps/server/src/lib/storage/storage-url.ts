import { isStorageKey } from './storage';

/** S3's rule for bucket names (3–63 lowercase letters, digits, dots and hyphens). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * `s3://bucket` or `s3://bucket/some/prefix` (a trailing slash allowed) → the bucket and the
 * prefix put in front of every key ('' or ending in '/'); null for anything else. The prefix
 * follows the keys' own rule, so it cannot climb out of itself either.
 */
export function parseStorageUrl(url: string): { bucket: string; prefix: string } | null {
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(url);
  if (!match || !BUCKET.test(match[1]!)) return null;
  const prefix = (match[2] ?? '').replace(/\/$/, '');
  if (prefix !== '' && !isStorageKey(prefix)) return null;
  return { bucket: match[1]!, prefix: prefix === '' ? '' : `${prefix}/` };
}
