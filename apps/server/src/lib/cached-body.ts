import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A body the server keeps serialised (a catalog answer, a storefront page), and compressed copies
 * made the first time a browser asks for one, so it is not compressed again for every request.
 */
export interface CachedBody {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** When it stops being served, by the app's clock (ms): what a page built from it may assume. */
  expiresAt: number;
}

type Encoding = 'br' | 'gzip';

/** Smaller bodies go as they are: compressing them saves less than the header costs. */
const COMPRESS_FROM_BYTES = 1024;

function pickEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return undefined;
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function compressed(body: CachedBody, encoding: Encoding): Buffer {
  body[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(body.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipSync(body.json, { level: 6 });
  return body[encoding];
}

/** Sends a kept body as it is, or compressed as the browser accepts it. */
export function sendBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  type = 'application/json; charset=utf-8',
): FastifyReply {
  reply.type(type).header('Vary', 'Accept-Encoding');
  const encoding = body.json.length >= COMPRESS_FROM_BYTES ? pickEncoding(request) : undefined;
  if (!encoding) return reply.send(body.json);
  return reply.header('Content-Encoding', encoding).send(compressed(body, encoding));
}
