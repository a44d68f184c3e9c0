/** The signed-in user as the spec stores it locally (section 3: key `user`). */
export const USER_STORAGE_KEY = 'user';

export type StoredUser = {
  token: string;
  name?: string;
  email?: string;
  cart_count?: number;
  like_count?: number;
  liked_products?: string[];
};

/** The stored user, or null when absent or unreadable (a corrupt entry counts as signed out). */
export function findStoredUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && typeof (parsed as StoredUser).token === 'string') {
      return parsed as StoredUser;
    }
    return null;
  } catch {
    return null;
  }
}

export function clearStoredUser(): void {
  try {
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); signing out is still in effect.
  }
}
