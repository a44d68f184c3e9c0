import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';

/**
 * Compression for bodies the server builds itself (cached catalog answers, the pages' HTML), which
 * @fastify/compress does not reach: it compresses route replies, and the cache sends bytes it
 * compressed once, while pages are answered by the not-found handler.
 */
export type Encoding = 'br' | 'gzip';

/** Smaller bodies go as they are: compressing them saves less than the header costs. */
export const COMPRESS_FROM_BYTES = 1024;

export function pickEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return undefined;
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })
    : gzipSync(body, { level: 6 });
}
