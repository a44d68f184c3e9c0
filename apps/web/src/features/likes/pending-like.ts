/**
 * The like a visitor asked for before being sent to sign in, applied once they are signed in
 * (docs/decisions/015-visitor-cart.md). Kept for this tab only, and only for a while: a heart
 * tapped long ago should not surprise the shopper at some later sign-in.
 */
export const PENDING_LIKE_STORAGE_KEY = 'pending_like';
export const PENDING_LIKE_TTL_MS = 60 * 60 * 1000;

type Stored = { product_id: string; at: number };

function read(): Stored | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(PENDING_LIKE_STORAGE_KEY) ?? 'null') as Stored | null;
    return parsed && typeof parsed.product_id === 'string' && typeof parsed.at === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

/** Remembers the product whose heart a visitor tapped; a later tap replaces it. */
export function rememberPendingLike(productId: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(PENDING_LIKE_STORAGE_KEY, JSON.stringify({ product_id: productId, at: now }));
  } catch {
    // Without storage the like is simply not applied after sign-in.
  }
}

/** The pending like, if one is there and recent; it is forgotten either way. */
export function takePendingLike(now = Date.now()): string | null {
  const stored = read();
  try {
    sessionStorage.removeItem(PENDING_LIKE_STORAGE_KEY);
  } catch {
    // Nothing to forget without storage.
  }
  if (!stored || now - stored.at > PENDING_LIKE_TTL_MS || now < stored.at) return null;
  return stored.product_id;
}
