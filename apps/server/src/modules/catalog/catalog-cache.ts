import type { Database } from '../../db/client';
import { answerBody, offerToCache, type CachedBody } from '../../lib/cached-body';
import { ResponseCache } from '../../lib/response-cache';
import { SeenRecently } from '../../lib/seen-recently';
import { createCatalogRefsCache, type CatalogRefsCache } from './catalog-refs';

/** Catalog answers change only when the catalog does; the database tells every server when. */
export interface CatalogCache {
  refs: CatalogRefsCache;
  responses: ResponseCache<CachedBody>;
  /**
   * Storefront pages rendered on the server, kept compressed (plugins/web-pages.ts): apart from the
   * answers, so a crawler walking every product page cannot push the hot answers out, and without
   * the answers' admission filter, as a render costs far more than an answer.
   */
  pages: ResponseCache<CachedBody>;
  /** Drops everything cached; called on each `catalog_changed` notification. */
  changed(): void;
  stop(): Promise<void>;
}

const RESPONSE_CACHE_BYTES = 16 * 1024 * 1024;
/** About 450 product pages at their two compressed copies (some 18 KB together). */
const PAGE_CACHE_BYTES = 8 * 1024 * 1024;
/**
 * About as many answers as the cache holds (product answers take some 3 KB of its 16 MiB). An
 * answer not asked for again within that many misses would have been pushed out before it was
 * used again: storing it only costs the answers that would have been (docs/decisions/063).
 */
const ADMISSION_WINDOW = 4096;
/** A safety net only: notifications empty the caches as soon as a change commits. */
const RESPONSE_TTL_MS = 60_000;
const REFS_TTL_MS = 5 * 60_000;

export async function startCatalogCache(database: Database): Promise<CatalogCache> {
  const refs = createCatalogRefsCache(database.db, REFS_TTL_MS);
  const seen = new SeenRecently(ADMISSION_WINDOW);
  const responses = new ResponseCache<CachedBody>(RESPONSE_CACHE_BYTES, RESPONSE_TTL_MS, (key) => seen.offer(key));
  const pages = new ResponseCache<CachedBody>(PAGE_CACHE_BYTES, RESPONSE_TTL_MS);
  const changed = () => {
    refs.invalidate();
    responses.clear();
    pages.clear();
  };
  const stop = await database.listen('catalog_changed', changed, changed);
  return { refs, responses, pages, changed, stop };
}

/**
 * What a cached route computes: the envelope (`body`, or `json` when it comes serialised), and
 * until when it holds if that is sooner than the safety net.
 */
export type Computed = ({ body: unknown } | { json: string }) & {
  /**
   * The end of the first flash deal the answer quotes: a deal ending is a moment, not a table
   * change, so no notification would empty the cache then (docs/decisions/018).
   */
  validUntil?: Date | null;
};

/** How long an answer may be kept at `now`: the safety net, or less when it holds less long. */
function keepForMs(now: Date, validUntil: Date | null | undefined): number {
  if (!validUntil) return RESPONSE_TTL_MS;
  return Math.min(RESPONSE_TTL_MS, validUntil.getTime() - now.getTime());
}

/**
 * The cached answer for `key`, computed and stored when it is missing. Failures are thrown before
 * anything is stored, so only successful answers are cached. `now` is the app's clock: entries
 * expire by it, so tests that move it see expiry too.
 */
export async function cachedAnswer(
  cache: ResponseCache<CachedBody>,
  key: string,
  compute: () => Promise<Computed>,
  now: () => Date = () => new Date(),
): Promise<CachedBody> {
  const found = cache.get(key, now().getTime());
  if (found) return found;
  const generation = cache.generation;
  const computed = await compute();
  const at = now();
  const keepMs = keepForMs(at, computed.validUntil);
  const text = 'json' in computed ? computed.json : JSON.stringify(computed.body);
  const body = answerBody(text, at.getTime() + keepMs);
  if (computed.validUntil) body.validUntil = computed.validUntil.getTime();
  offerToCache(cache, key, body, generation, keepMs, at.getTime());
  return body;
}
