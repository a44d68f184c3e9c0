import type { Session } from '@store/contracts/auth';

/** The signed-in user as it is kept in the browser (docs/product.md, Entities: key `user`). */
export const USER_STORAGE_KEY = 'user';

/** The session a sign-in answered, as stored: the token always, the rest as far as it was kept. */
export type StoredUser = Pick<Session, 'token'> &
  Partial<Pick<Session, 'name' | 'email' | 'role' | 'cart_count' | 'like_count' | 'liked_products'>>;

const listeners = new Set<() => void>();
// The parsed user is cached by its raw text so React's useSyncExternalStore sees a stable snapshot.
let cachedRaw: string | null = null;
let cachedUser: StoredUser | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && typeof (parsed as StoredUser).token === 'string') {
      return parsed as StoredUser;
    }
    return null;
  } catch {
    return null;
  }
}

/** The stored user, or null when absent or unreadable (a corrupt entry counts as signed out). */
export function findStoredUser(): StoredUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  return cachedUser;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function saveStoredUser(user: StoredUser): void {
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Without storage the session cannot outlive the page; nothing else to do.
  }
  notify();
}

export function clearStoredUser(): void {
  try {
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); signing out is still in effect.
  }
  notify();
}

/** Calls `listener` whenever the stored user changes, in this tab or (via `storage`) in another. */
export function subscribeStoredUser(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
