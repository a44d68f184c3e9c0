import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { compress, COMPRESS_FROM_BYTES, pickEncoding, type Encoding } from '../../lib/encoding';
import { ResponseCache } from '../../lib/response-cache';
import { createCatalogRefsCache, type CatalogRefsCache } from './catalog-refs';

/** Catalog answers change only when the catalog does; the database tells every server when. */
export interface CatalogCache {
  refs: CatalogRefsCache;
  responses: ResponseCache<CachedBody>;
  /** Drops everything cached; called on each `catalog_changed` notification. */
  changed(): void;
  stop(): Promise<void>;
}

const RESPONSE_CACHE_BYTES = 16 * 1024 * 1024;
/** A safety net only: notifications empty the caches as soon as a change commits. */
const RESPONSE_TTL_MS = 60_000;
const REFS_TTL_MS = 5 * 60_000;

export async function startCatalogCache(database: Database): Promise<CatalogCache> {
  const refs = createCatalogRefsCache(database.db, REFS_TTL_MS);
  const responses = new ResponseCache<CachedBody>(RESPONSE_CACHE_BYTES, RESPONSE_TTL_MS);
  const changed = () => {
    refs.invalidate();
    responses.clear();
  };
  const stop = await database.listen('catalog_changed', changed, changed);
  return { refs, responses, changed, stop };
}

/** One cached answer: its JSON as bytes, and compressed copies made the first time one is asked for. */
export interface CachedBody {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function compressed(body: CachedBody, encoding: Encoding): Buffer {
  body[encoding] ??= compress(body.json, encoding);
  return body[encoding];
}

/** What a cached route computes: the envelope, and until when it holds if that is sooner than the safety net. */
export interface Computed {
  body: unknown;
  /**
   * The end of the first flash deal the answer quotes: a deal ending is a moment, not a table
   * change, so no notification would empty the cache then (docs/decisions/018).
   */
  validUntil?: Date | null;
}

/** How long an answer may be kept at `now`: the safety net, or less when it holds less long. */
function keepForMs(now: Date, validUntil: Date | null | undefined): number {
  if (!validUntil) return RESPONSE_TTL_MS;
  return Math.min(RESPONSE_TTL_MS, validUntil.getTime() - now.getTime());
}

/**
 * Answers from the cache when it can; otherwise computes the envelope and stores its JSON. Large
 * answers are compressed once per encoding and kept, not compressed again for every request.
 * Failures are thrown before anything is stored, so only successful answers are cached. `now` is
 * the app's clock: entries expire by it, so tests that move it see expiry too.
 */
export async function sendCached(
  cache: ResponseCache<CachedBody>,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<Computed>,
  now: () => Date = () => new Date(),
): Promise<FastifyReply> {
  let body = cache.get(key, now().getTime());
  if (body === undefined) {
    const generation = cache.generation;
    const { body: envelope, validUntil } = await compute();
    body = { json: Buffer.from(JSON.stringify(envelope)) };
    const at = now();
    // Room for the compressed copies too.
    cache.set(key, body, Math.ceil(body.json.length * 1.5), generation, keepForMs(at, validUntil), at.getTime());
  }
  reply.type('application/json; charset=utf-8');
  const encoding = body.json.length >= COMPRESS_FROM_BYTES ? pickEncoding(request) : undefined;
  if (!encoding) return reply.send(body.json);
  return reply.header('Vary', 'Accept-Encoding').header('Content-Encoding', encoding).send(compressed(body, encoding));
}
