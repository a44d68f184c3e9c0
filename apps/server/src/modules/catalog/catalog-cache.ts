import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { ResponseCache } from '../../lib/response-cache';
import { createCatalogRefsCache, type CatalogRefsCache } from './catalog-refs';

/** Catalog answers change only when the catalog does; the database tells every server when. */
export interface CatalogCache {
  refs: CatalogRefsCache;
  responses: ResponseCache;
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
  const responses = new ResponseCache(RESPONSE_CACHE_BYTES, RESPONSE_TTL_MS);
  const changed = () => {
    refs.invalidate();
    responses.clear();
  };
  const stop = await database.listen('catalog_changed', changed, changed);
  return { refs, responses, changed, stop };
}

/**
 * Answers from the cache when it can; otherwise computes the envelope, stores its JSON and sends
 * it. Failures are thrown before anything is stored, so only successful answers are cached.
 */
export async function sendCached(
  cache: ResponseCache,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<{ body: unknown; ttlMs?: number }>,
): Promise<FastifyReply> {
  let json = cache.get(key);
  if (json === undefined) {
    const generation = cache.generation;
    const { body, ttlMs } = await compute();
    json = JSON.stringify(body);
    cache.set(key, json, generation, ttlMs);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
