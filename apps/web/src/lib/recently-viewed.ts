import { RECENTLY_VIEWED_LIMIT } from '@store/contracts/catalog-cards';
import { useSyncExternalStore } from 'react';

/**
 * The product pages this browser opened last, newest first (docs/decisions/073). Only ids are
 * kept; the cards always come from the server, so a product hidden since is left out there.
 */
export const RECENTLY_VIEWED_STORAGE_KEY = 'recently_viewed';

// The shape of an id; anything else in storage was not written by the store and is dropped.
const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const EMPTY: string[] = [];
const listeners = new Set<() => void>();
// Cached by raw text so useSyncExternalStore sees the same array until the storage really changes.
let cachedRaw: string | null = null;
let cachedIds: string[] = EMPTY;

function readRaw(): string | null {
  try {
    return localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY);
  } catch {
    return null;
  }
}

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

/** The ids of the products viewed last, newest first. */
export function readRecentlyViewed(): string[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parseRecentlyViewed(raw);
  }
  return cachedIds;
}

/** Puts a product first in the list, keeping the last few. */
export function recordProductView(productId: string): void {
  const id = productId.toLowerCase();
  const current = readRecentlyViewed();
  if (current[0] === id || !ID_SHAPE.test(id)) return;
  const next = [id, ...current.filter((kept) => kept !== id)].slice(0, RECENTLY_VIEWED_LIMIT);
  try {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Without storage nothing is remembered; the rows simply stay hidden.
  }
  listeners.forEach((notify) => notify());
}

/** Calls `listener` whenever the list changes, in this tab or (via `storage`) in another. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENTLY_VIEWED_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recently viewed product ids, newest first; re-renders on every change. */
export function useRecentlyViewed(): string[] {
  return useSyncExternalStore(subscribe, readRecentlyViewed, () => EMPTY);
}
