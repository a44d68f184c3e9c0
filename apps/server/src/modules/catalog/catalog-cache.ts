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
  /**
   * Drops what a `catalog_changed` notification says changed: with `stock:<id>` (a sale, an
   * expired reservation: stock that moved without a product selling out or coming back) the
   * answers and pages about those products; with anything else, everything (docs/decisions/098).
   */
  changed(payload?: string): void;
  stop(): Promise<void>;
}

/**
 * The start of a `catalog_changed` payload that names products whose stock alone moved (migration
 * 0020): lists, searches and the home page show whether a product is in stock, which such a change
 * leaves as it was, so only the products' own answers go.
 */
const STOCK_CHANGED = 'stock:';

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
  const changed = (payload = '') => {
    if (payload.startsWith(STOCK_CHANGED)) {
      const tags = payload.slice(STOCK_CHANGED.length).split(',').map(productTag);
      responses.dropTagged(tags);
      pages.dropTagged(tags);
      return;
    }
    refs.invalidate();
    responses.clear();
    pages.clear();
  };
  const stop = await database.listen('catalog_changed', changed, () => changed());
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
  /** What the answer depends on besides the catalog as a whole (productTag). */
  tags?: string[];
};

/** The tag of the answers about one product: its detail, and the pages built from it. */
export const productTag = (id: string) => `product:${id}`;

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
  if (computed.tags) body.tags = computed.tags;
  offerToCache(cache, key, body, generation, keepMs, at.getTime());
  return body;
}
