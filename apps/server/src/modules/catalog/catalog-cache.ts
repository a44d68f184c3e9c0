import { randomUUID } from 'node:crypto';
import type { ProductListQuery } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { answerBody, offerToCache, type CachedBody } from '../../lib/cached-body';
import { ResponseCache } from '../../lib/response-cache';
import { SeenRecently } from '../../lib/seen-recently';
import { createCatalogRefsCache, type CatalogRefsCache } from './catalog-refs';
import { releaseRemembered, rememberedInSorts } from './list-size.service';

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
   * Drops what a `catalog_changed` notification says changed (docs/decisions/112): what depends on
   * the product or part of the home page it names (`NAMED_CHANGES`, `WHOLE_CHANGES`); with
   * anything else, everything.
   */
  changed(payload?: string): void;
  /**
   * Resolves once this server has heard the notices of every change committed before the call: a
   * notice of its own, sent after them, arrives after them, as the database delivers notices in
   * the order their transactions committed. A write in the back office waits for it, so the change
   * shows on this server as soon as the write answers, having dropped only what it touched. When
   * the notice is not heard in time (the listening connection lost), everything is dropped.
   */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/** The tag of the answers about one product: its detail, and the pages built from it. */
export const productTag = (id: string) => `product:${id}`;
/** The tag of the answers showing a product's card: lists, home, related products. */
export const cardTag = (id: string) => `card:${id}`;
/** The tag of the searches showing a product as a hit: its name, picture and price, no rating. */
export const hitTag = (id: string) => `hit:${id}`;
/** The tag of every answer found by search text: a new name or an availability can change which. */
export const SEARCHES = 'searches';
/** The tag of the home page's answer: its banners and sections. */
export const HOME = 'home';
/** The tag of the collections' answer. */
export const COLLECTIONS = 'collections';
/**
 * The orders a price or a rating decides, each with the sorts read in it and how its sort key is
 * cut into bands: a list page in that order carries a tag for each band from its first product's
 * key to its last's (`order:price:41`), and a product moving from one key to another drops the
 * pages carrying a band between the two, and no other (docs/decisions/113). A page spanning more
 * than `MOST_BANDS` bands carries the order's own tag (`order:price`), which every move drops.
 * Prices are cut into bands 5% wide (so a page of a long list spans one or two), ratings into
 * tenths of a star.
 */
const ORDERS = new Map<string, { sorts: readonly ProductListQuery['sort'][]; band: (key: number) => number }>([
  [
    'price',
    {
      sorts: ['price_asc', 'price_desc'],
      band: (paise) => (paise < 100 ? 0 : 1 + Math.floor(Math.log(paise / 100) / Math.log(1.05))),
    },
  ],
  ['rating', { sorts: ['rating'], band: (stars) => Math.floor(stars * 10) }],
]);
const MOST_BANDS = 24;
const orderTag = (order: string) => `order:${order}`;
const bandTag = (order: string, band: number) => `order:${order}:${band}`;

/** The bands from `from` to `to`'s, as tags. */
function bandTags(order: string, band: (key: number) => number, from: number, to: number): string[] {
  const tags: string[] = [];
  for (let at = band(Math.min(from, to)); at <= band(Math.max(from, to)); at++) tags.push(bandTag(order, at));
  return tags;
}

/**
 * The tags an answer showing these cards in this order carries: each card's, and in an order a
 * price or a rating decides, the bands its sort keys (`sortKeys`, the page's in its order) span; with
 * search text, `SEARCHES` too.
 */
export function cardTags(
  productIds: Iterable<string>,
  sort?: ProductListQuery['sort'],
  searched = false,
  sortKeys: readonly number[] = [],
): string[] {
  const tags = [...new Set(productIds)].map(cardTag);
  for (const [order, { sorts, band }] of ORDERS) {
    if (!sort || !sorts.includes(sort) || sortKeys.length === 0) continue;
    const bands = bandTags(order, band, Math.min(...sortKeys), Math.max(...sortKeys));
    if (bands.length > MOST_BANDS) tags.push(orderTag(order));
    else tags.push(...bands);
  }
  if (searched) tags.push(SEARCHES);
  return tags;
}

/** The tags of a search's answer: its hits, and the searches. */
export function hitTags(productIds: Iterable<string>): string[] {
  return [...[...new Set(productIds)].map(hitTag), SEARCHES];
}

/** The sorts whose order a price or a rating decides, by which: a list page in one needs its sort keys. */
export const sortKeyOf = (sort: ProductListQuery['sort']): 'price' | 'rating' | undefined =>
  [...ORDERS].find(([, { sorts }]) => sorts.includes(sort))?.[0] as 'price' | 'rating' | undefined;

/**
 * The kinds of change a `catalog_changed` payload names as `<kind>:<product id>` (migrations 0020,
 * 0021 and 0029), and what each drops besides the product's own answers: the answers showing its
 * card, the searches showing it as a hit, and every search. Where a price or a rating moves it in
 * the lists in that order comes as a notice of its own (`order:`, migration 0031). Stock alone
 * changes no card a list shows: whether a product can be bought is all a list says of its stock,
 * and selling out or coming back is a change of its own (`avail`). A search shows no rating, so a
 * rating keeps the searches; what search matches (`text`: a name, a SKU) or an availability can
 * change which products a search finds and in which order, so it drops them all; its pictures
 * (`picture`) the answers and hits showing it; its other words (`content`) its cards alone, as a
 * hit shows its name, first picture and price only (docs/decisions/112).
 */
const NAMED_CHANGES = new Map<string, { card: boolean; hit: boolean; searches?: boolean }>([
  ['stock', { card: false, hit: false }],
  ['price', { card: true, hit: true }],
  ['rating', { card: true, hit: false }],
  ['text', { card: true, hit: true, searches: true }],
  ['picture', { card: true, hit: true }],
  ['content', { card: true, hit: false }],
  ['avail', { card: true, hit: true, searches: true }],
]);

/**
 * The changes named by a word alone, and the tags each drops: a home section (migration 0029) or
 * a banner changes home only, a collection the collections' answer only. Any other word, a table's
 * name, empties everything.
 */
const WHOLE_CHANGES = new Map<string, readonly string[]>([
  ['home', [HOME]],
  ['banners', [HOME]],
  ['collections', [COLLECTIONS]],
]);

/** The start of the notices saying where a product moved in an order (migration 0031). */
const ORDER = 'order:';

/**
 * What `order:<order>:<from>:<to>` drops: the order's tag, and its bands from the old key to the
 * new; with the sorts read in that order. Undefined for a notice it cannot read, which then
 * empties everything.
 */
function movedIn(payload: string): { tags: string[]; sorts: readonly ProductListQuery['sort'][] } | undefined {
  const [, order = '', from = '', to = ''] = payload.split(':');
  const known = ORDERS.get(order);
  const keys = [Number.parseFloat(from), Number.parseFloat(to)];
  if (!known || !keys.every(Number.isFinite)) return undefined;
  return { tags: [orderTag(order), ...bandTags(order, known.band, keys[0]!, keys[1]!)], sorts: known.sorts };
}

/**
 * More products named in one turn than this (a bulk repricing) empty everything rather than
 * dropping each product's answers: one reload instead of thousands of drops.
 */
const MOST_NAMED = 1_000;

/** The start of the notices `settle` sends itself, which change nothing. */
const SETTLE = 'settle:';
/** How long `settle` waits for its notice: they arrive in milliseconds unless the listener is down. */
const SETTLE_WAIT_MS = 2_000;

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
  const settling = new Map<string, () => void>();
  const dropAll = () => {
    pending = undefined;
    refs.invalidate();
    responses.clear();
    pages.clear();
  };
  /**
   * The named changes heard since the last flush: a statement that reprices many products sends
   * a notice for each, which are dropped together, once, on the next turn of the event loop.
   */
  let pending: { tags: Set<string>; sorts: Set<string>; products: number } | undefined;
  const flush = () => {
    const batch = pending;
    pending = undefined;
    if (!batch) return;
    if (batch.products > MOST_NAMED) return dropAll();
    responses.dropTagged([...batch.tags]);
    pages.dropTagged([...batch.tags]);
    if (batch.sorts.size > 0) refs.forget(rememberedInSorts([...batch.sorts]), releaseRemembered);
  };
  const changed = (payload = '') => {
    if (payload.startsWith(SETTLE)) {
      // What was heard before it is dropped before the write that waits for it answers.
      flush();
      settling.get(payload)?.();
      return;
    }
    const colon = payload.indexOf(':');
    const named = colon > 0 ? NAMED_CHANGES.get(payload.slice(0, colon)) : undefined;
    const whole = WHOLE_CHANGES.get(payload);
    const moved = payload.startsWith(ORDER) ? movedIn(payload) : undefined;
    if (!named && !whole && !moved) return dropAll();
    if (!pending) {
      pending = { tags: new Set(), sorts: new Set(), products: 0 };
      setImmediate(flush);
    }
    if (moved) {
      // Its old place and its new, in that order's lists; what the refs remember of those lists'
      // positions (their marks) is forgotten, as every position between moved by one.
      for (const tag of moved.tags) pending.tags.add(tag);
      for (const sort of moved.sorts) pending.sorts.add(sort);
      return;
    }
    for (const tag of whole ?? []) pending.tags.add(tag);
    if (!named) return;
    for (const id of payload.slice(colon + 1).split(',')) {
      pending.products += 1;
      pending.tags.add(productTag(id));
      if (named.card) pending.tags.add(cardTag(id));
      if (named.hit) pending.tags.add(hitTag(id));
    }
    if (named.searches) pending.tags.add(SEARCHES);
  };
  const settle = async () => {
    const payload = `${SETTLE}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    let heard = (_: boolean) => {};
    const arrived = new Promise<boolean>((resolve) => (heard = resolve));
    settling.set(payload, () => heard(true));
    try {
      await database.db.execute(sql`SELECT pg_notify('catalog_changed', ${payload})`);
      // Timed from the notice being sent, not from waiting for a connection to send it.
      timer = setTimeout(() => heard(false), SETTLE_WAIT_MS);
      if (!(await arrived)) dropAll();
    } catch {
      dropAll();
    } finally {
      clearTimeout(timer);
      settling.delete(payload);
    }
  };
  const stop = await database.listen('catalog_changed', changed, dropAll);
  return { refs, responses, pages, changed, settle, stop };
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
  /** What the answer depends on besides the catalog as a whole (productTag, cardTags). */
  tags?: string[];
};

/** How long an answer may be kept at `now`: the safety net, or less when it holds less long. */
function keepForMs(now: Date, validUntil: Date | null | undefined): number {
  if (!validUntil) return RESPONSE_TTL_MS;
  return Math.min(RESPONSE_TTL_MS, validUntil.getTime() - now.getTime());
}

/** The computations under way, by cache and key, with the cache's generation when each began. */
const underWay = new WeakMap<
  ResponseCache<CachedBody>,
  Map<string, { generation: number; body: Promise<CachedBody> }>
>();

/**
 * The cached answer for `key`, computed and stored when it is missing. Failures are thrown before
 * anything is stored, so only successful answers are cached. `now` is the app's clock: entries
 * expire by it, so tests that move it see expiry too. Requests that miss while the same answer is
 * being computed, with nothing dropped from the cache since it began, wait for that computation
 * rather than each starting its own: when a change drops an answer that many shoppers are asking
 * for, it is computed once, not once per request in flight (docs/decisions/099).
 */
export async function cachedAnswer(
  cache: ResponseCache<CachedBody>,
  key: string,
  compute: () => Promise<Computed>,
  now: () => Date = () => new Date(),
): Promise<CachedBody> {
  const found = cache.get(key, now().getTime());
  if (found) return found;
  let flights = underWay.get(cache);
  if (!flights) underWay.set(cache, (flights = new Map()));
  const generation = cache.generation;
  const flight = flights.get(key);
  if (flight && flight.generation === generation) {
    const shared = await flight.body.catch(() => undefined);
    // A failure is shared. An answer that lapsed meanwhile (a flash deal it quotes ended) is
    // computed anew below, as a stored one would have been.
    if (!shared) return flight.body;
    if (shared.expiresAt > now().getTime()) return shared;
  }
  const mine = { generation, body: computeAndOffer(cache, key, compute, now, generation) };
  flights.set(key, mine);
  try {
    return await mine.body;
  } finally {
    if (flights.get(key) === mine) flights.delete(key);
  }
}

async function computeAndOffer(
  cache: ResponseCache<CachedBody>,
  key: string,
  compute: () => Promise<Computed>,
  now: () => Date,
  generation: number,
): Promise<CachedBody> {
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
