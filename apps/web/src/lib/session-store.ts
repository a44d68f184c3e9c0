import type { Session } from '@store/contracts/auth';
import { useSyncExternalStore } from 'react';
import { clearStoredUser, findStoredUser, saveStoredUser, subscribeStoredUser, type StoredUser } from '@/lib/session';

/**
 * The session (docs/product.md, Global behaviour): restored from local storage at start, written back on every
 * change, shared by every component through `useSession`.
 */
export type Counts = { cart_count?: number | null; like_count?: number | null };

/** Stores the token and the session fields of a log-in (or a finished sign-up). */
export function startSession(session: Session): void {
  const { token, name, email, role, cart_count, like_count, liked_products } = session;
  saveStoredUser({ token, name, email, role, cart_count, like_count, liked_products });
}

/** Clears the stored user; the caller decides where to go next. */
export function endSession(): void {
  clearStoredUser();
}

function update(change: (user: StoredUser) => StoredUser): void {
  const user = findStoredUser();
  if (user) saveStoredUser(change(user));
}

/** Cart and like counts update separately; an absent value keeps the old one. */
export function setCounts({ cart_count, like_count }: Counts): void {
  update((user) => ({
    ...user,
    cart_count: typeof cart_count === 'number' ? cart_count : user.cart_count,
    like_count: typeof like_count === 'number' ? like_count : user.like_count,
  }));
}

/** Replaces the liked list; the like count follows its length. */
export function setLiked(liked_products: string[]): void {
  update((user) => ({ ...user, liked_products, like_count: liked_products.length }));
}

/** Adds the product to the liked list, or removes it if it is there. */
export function toggleLiked(productId: string): void {
  const liked = findStoredUser()?.liked_products ?? [];
  setLiked(liked.includes(productId) ? liked.filter((id) => id !== productId) : [...liked, productId]);
}

export function setSessionName(name: string): void {
  update((user) => ({ ...user, name }));
}

/** A password change answers a fresh token; older ones are refused from then on. */
export function setSessionToken(token: string): void {
  update((user) => ({ ...user, token }));
}

/** The signed-in user, or null for a visitor; re-renders on every change. */
export function useSession(): StoredUser | null {
  return useSyncExternalStore(subscribeStoredUser, findStoredUser, () => null);
}
