import { brotliCompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseCache } from './response-cache';

type Encoding = 'br' | 'gzip';

/** A compressed copy of a kept body, and whether it is final (made at the better level, or small). */
interface CompressedCopy {
  bytes: Buffer;
  well: boolean;
}

/**
 * A body the server keeps serialised (a catalog answer, a storefront page), and compressed copies
 * made when a browser asks for one, so it is not compressed again for every request.
 */
export interface CachedBody {
  json: Buffer;
  compressed?: Partial<Record<Encoding, CompressedCopy>>;
  /** When it stops being served, by the app's clock (ms): the cache's safety net, or sooner. */
  expiresAt: number;
  /**
   * When what it says stops being true (ms): the end of the first flash deal it quotes. A page
   * built from it expires then, not with the answer's own safety net (docs/decisions/075).
   */
  validUntil?: number;
  /** Computed for the request at hand and not kept: it is sent once and then dropped. */
  once?: true;
  /**
   * What it depends on besides the catalog as a whole (`product:<id>`): a change that names one of
   * these drops it, and a page built from it carries them too (docs/decisions/098).
   */
  tags?: readonly string[];
  /** A kept body under COMPRESS_ONCE_FROM_BYTES went out as it is the first time: compress it next time. */
  sentAsIs?: true;
  /**
   * Kept only compressed, both ways (a rendered page, several times an answer's size and shrinking
   * to a sixth or less): `json` is then empty, and a client that takes no compression gets the
   * gzip copy unpacked.
   */
  packed?: true;
}

/** Smaller bodies go as they are: compressing them saves less than the header costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A body is compressed for its first send from this size. Below it compression saves at most
 * about two kilobytes, which arrive in the same round trip (a first flight of ten segments carries
 * 14 KB), and costs the server more than building the answer did: a product answer not in the
 * cache (1.5-2.5 KB with its fitment) took a third more CPU compressed than not (docs/decisions/069
 * and 086). A kept body under it is compressed quickly when it is sent again, and that copy
 * serves every later send (`compressed`).
 */
const COMPRESS_ONCE_FROM_BYTES = 4096;

/**
 * What a kept body's Map entry, key, objects and buffer headers cost besides the bytes themselves:
 * without it a cache of many small answers would hold far more memory than its limit says.
 */
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * A copy of `bytes` in memory of its own, exactly their size. Small buffers made by Buffer.from
 * are slices of a shared 8 KiB slab, and zlib's output is a slice of its 16 KiB chunk: a kept slice
 * keeps the whole of that memory alive, ten times the size of a product answer.
 */
export function ownedCopy(bytes: Uint8Array): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  copy.set(bytes);
  return copy;
}

/** Text kept as a body's bytes, in memory of its own (see ownedCopy). */
export function ownedText(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/** A body as kept, from its serialised text. */
export function keptBody(text: string, expiresAt: number): CachedBody {
  return { json: ownedText(text), expiresAt };
}

/**
 * A body just computed, from its serialised text, to be sent once unless a cache takes it
 * (`keep`). Its bytes may share memory with others: it is garbage once sent.
 */
export function answerBody(text: string, expiresAt: number): CachedBody {
  return { json: Buffer.from(text), expiresAt, once: true };
}

/** An answer body a cache took: it gets memory of its own (ownedCopy) and is compressed as kept bodies are. */
export function keep(body: CachedBody): void {
  body.json = ownedCopy(body.json);
  delete body.once;
}

/**
 * Offers a body just computed (`answerBody`) to `cache` under `key`, as ResponseCache.set takes
 * it; the body is kept (`keep`) when the cache stores it, and otherwise sent once and dropped.
 */
export function offerToCache(
  cache: ResponseCache<CachedBody>,
  key: string,
  body: CachedBody,
  generation: number,
  ttlMs: number,
  now: number,
): void {
  if (cache.set(key, body, keptBytes(key, body), generation, ttlMs, now, body.tags)) keep(body);
}

/**
 * A large text body (a rendered page) kept only compressed (`packed`): both copies made at once at
 * the better level, a sixth of the text or less each, and the text dropped.
 */
export function packedBody(text: string, expiresAt: number): CachedBody {
  const json = Buffer.from(text);
  return {
    json: Buffer.alloc(0),
    compressed: {
      br: { bytes: ownedCopy(compress(json, 'br', 'well')), well: true },
      gzip: { bytes: ownedCopy(compress(json, 'gzip', 'well')), well: true },
    },
    expiresAt,
    packed: true,
  };
}

/** What a packed body holds, for a cache bounded in bytes. */
export function packedBytes(key: string, body: CachedBody): number {
  const copies = Object.values(body.compressed ?? {}).reduce((n, copy) => n + copy.bytes.length, 0);
  return copies + key.length * 2 + ENTRY_OVERHEAD_BYTES;
}

/**
 * What a kept body may come to hold, for a cache bounded in bytes: the body, room for its two
 * compressed copies (each at most about as large as the body for the small ones, far less for
 * large ones), and the entry's overhead.
 */
export function keptBytes(key: string, body: CachedBody): number {
  const compressible = body.json.length >= COMPRESS_FROM_BYTES;
  return body.json.length * (compressible ? 2 : 1) + key.length * 2 + ENTRY_OVERHEAD_BYTES;
}

function pickEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return undefined;
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * zlib's output memory for one body: about the body's size (compressed JSON is smaller; more
 * chunks are added if not) rather than the 16 KiB zlib allocates by default, ten times a product
 * answer, for every answer compressed.
 */
function outputChunkBytes(json: Buffer): number {
  return Math.max(1024, Math.min(json.length, 64 * 1024));
}

/**
 * Compression levels: `quick` for an answer sent once, as most product answers are when shoppers
 * spread over a large catalog (Brotli 2 and gzip 1 take a fifth to a third of the time of 6, for
 * answers 5% to 10% larger, docs/decisions/064); `well` for a body of 4 KiB or more sent again,
 * paid once and saving bytes on every later send. A small body's copy stays `quick` (decision 086).
 */
const LEVELS = { quick: { br: 2, gzip: 1 }, well: { br: 6, gzip: 6 } } as const;

function compress(json: Buffer, encoding: Encoding, level: keyof typeof LEVELS): Buffer {
  const chunkSize = outputChunkBytes(json);
  return encoding === 'br'
    ? brotliCompressSync(json, {
        chunkSize,
        params: { [zlib.BROTLI_PARAM_QUALITY]: LEVELS[level].br, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length },
      })
    : gzipSync(json, { level: LEVELS[level].gzip, chunkSize });
}

/**
 * The body compressed for this send, or nothing to send it as it is. A small body (under
 * COMPRESS_ONCE_FROM_BYTES) goes as it is the first time, as a body sent once does: most kept
 * answers are stored as they miss and pushed out little used. From its second send it goes
 * compressed quickly, and that copy is final: on a 2 KB product answer Brotli 6 saves 100 bytes
 * over Brotli 2 and takes 2.5 times as long (docs/decisions/086). A large body is compressed
 * quickly the first time and well the next. The copy made is kept.
 */
function compressed(body: CachedBody, encoding: Encoding): Buffer | undefined {
  const copies = (body.compressed ??= {});
  const kept = copies[encoding];
  if (kept?.well) return kept.bytes;
  const small = body.json.length < COMPRESS_ONCE_FROM_BYTES;
  if (small && !body.sentAsIs) {
    body.sentAsIs = true;
    return undefined;
  }
  // A large body's second send is the one compressed well; every other copy made here is quick.
  const better = !small && kept !== undefined;
  const bytes = ownedCopy(compress(body.json, encoding, better ? 'well' : 'quick'));
  copies[encoding] = { bytes, well: small || better };
  return bytes;
}

/**
 * Sends a body as it is, or compressed as the browser accepts it. Routes that send with this
 * opt out of @fastify/compress (`compress: false`), which would otherwise compress what is sent
 * as it is.
 */
export function sendBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  type = 'application/json; charset=utf-8',
): FastifyReply {
  reply.type(type).header('Vary', 'Accept-Encoding');
  if (body.packed) {
    const encoding = pickEncoding(request);
    const copy = encoding ? body.compressed?.[encoding]?.bytes : undefined;
    if (encoding && copy) return reply.header('Content-Encoding', encoding).send(copy);
    return reply.send(gunzipSync(body.compressed?.gzip?.bytes ?? Buffer.alloc(0)));
  }
  const from = body.once ? COMPRESS_ONCE_FROM_BYTES : COMPRESS_FROM_BYTES;
  const encoding = body.json.length >= from ? pickEncoding(request) : undefined;
  if (!encoding) return reply.send(body.json);
  const bytes = body.once ? compress(body.json, encoding, 'quick') : compressed(body, encoding);
  if (!bytes) return reply.send(body.json);
  return reply.header('Content-Encoding', encoding).send(bytes);
}
