import type { Session } from '@store/contracts/auth';
import { localStorageStore } from './local-storage-store';

/** The signed-in user as it is kept in the browser (docs/product.md, Entities: key `user`). */
export const USER_STORAGE_KEY = 'user';

/** The session a sign-in answered, as stored: the token always, the rest as far as it was kept. */
export type StoredUser = Pick<Session, 'token'> &
  Partial<Pick<Session, 'name' | 'email' | 'role' | 'cart_count' | 'like_count' | 'liked_products'>>;

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

const store = localStorageStore(USER_STORAGE_KEY, parse, null);

/** The stored user, or null when absent or unreadable (a corrupt entry counts as signed out). */
export const findStoredUser = store.read;

/** Keeps the session a sign-in answered; without storage it cannot outlive the page. */
export function saveStoredUser(user: StoredUser): void {
  store.write(JSON.stringify(user));
}

/** Signs out in this browser; without storage (private mode, blocked cookies) that is still in effect. */
export function clearStoredUser(): void {
  store.write(null);
}

/** Calls `listener` whenever the stored user changes, in this tab or (via `storage`) in another. */
export const subscribeStoredUser = store.subscribe;
