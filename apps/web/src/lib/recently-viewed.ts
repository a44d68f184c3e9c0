import { RECENTLY_VIEWED_LIMIT } from '@store/contracts/catalog-cards';
import { localStorageStore } from './local-storage-store';

/**
 * The product pages this browser opened last, newest first (docs/decisions/073). Only ids are
 * kept; the cards always come from the server, so a product hidden since is left out there.
 */
export const RECENTLY_VIEWED_STORAGE_KEY = 'recently_viewed';

// The shape of an id; anything else in storage was not written by the store and is dropped.
const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const EMPTY: string[] = [];

/** What is stored, read leniently: junk entries, repeats and anything past the limit are dropped. */
export function parseRecentlyViewed(raw: string | null): string[] {
  if (!raw) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return EMPTY;
    const ids = parsed.filter((id): id is string => typeof id === 'string' && ID_SHAPE.test(id));
    return [...new Set(ids.map((id) => id.toLowerCase()))].slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return EMPTY;
  }
}

const store = localStorageStore(RECENTLY_VIEWED_STORAGE_KEY, parseRecentlyViewed, EMPTY);

/** The ids of the products viewed last, newest first. */
export const readRecentlyViewed = store.read;

/** Puts a product first in the list, keeping the last few. */
export function recordProductView(productId: string): void {
  const id = productId.toLowerCase();
  const current = readRecentlyViewed();
  if (current[0] === id || !ID_SHAPE.test(id)) return;
  const next = [id, ...current.filter((kept) => kept !== id)].slice(0, RECENTLY_VIEWED_LIMIT);
  // Without storage nothing is remembered; the rows simply stay hidden.
  store.write(JSON.stringify(next));
}

/** The recently viewed product ids, newest first; re-renders on every change. */
export function useRecentlyViewed(): string[] {
  return store.useValue();
}
