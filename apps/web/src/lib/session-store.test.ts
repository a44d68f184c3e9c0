import { describe, expect, it, vi } from 'vitest';
import { apiRequest, setUnauthorizedHandler } from '@/lib/api-client';
import { findStoredUser } from '@/lib/session';
import { jsonResponse } from '@/test/fixtures';
import { endSession, setCounts, setLiked, startSession, toggleLiked } from './session-store';

const session = {
  token: 't1',
  name: 'Asha Nair',
  email: 'asha@example.com',
  role: 'customer' as const,
  cart_count: 2,
  like_count: 1,
  liked_products: ['p1'],
};

describe('session store', () => {
  it('stores the log-in under `user` and clears it on log out', () => {
    startSession(session);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ token: 't1', name: 'Asha Nair' });
    endSession();
    expect(localStorage.getItem('user')).toBeNull();
    expect(findStoredUser()).toBeNull();
  });

  it('updates cart and like counts separately; an absent value keeps the old one', () => {
    startSession(session);
    setCounts({ cart_count: 5 });
    expect(findStoredUser()).toMatchObject({ cart_count: 5, like_count: 1 });
    setCounts({ like_count: 3, cart_count: undefined });
    expect(findStoredUser()).toMatchObject({ cart_count: 5, like_count: 3 });
    setCounts({ cart_count: 0 });
    expect(findStoredUser()).toMatchObject({ cart_count: 0, like_count: 3 });
  });

  it('replaces the liked list and sets like_count to its length; toggling adds or removes', () => {
    startSession(session);
    setLiked(['a', 'b', 'c']);
    expect(findStoredUser()).toMatchObject({ liked_products: ['a', 'b', 'c'], like_count: 3 });
    toggleLiked('b');
    expect(findStoredUser()).toMatchObject({ liked_products: ['a', 'c'], like_count: 2 });
    toggleLiked('z');
    expect(findStoredUser()).toMatchObject({ liked_products: ['a', 'c', 'z'], like_count: 3 });
  });

  it('does nothing to counts for a visitor', () => {
    setCounts({ cart_count: 4 });
    expect(findStoredUser()).toBeNull();
  });

  it('signs out on a 401 from any call and tells the app to go to /signin', async () => {
    startSession(session);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse({ error: true, status: 401, message: 'Please sign in', data: null }, 401)),
    );
    await expect(apiRequest('/get_profile')).rejects.toMatchObject({ status: 401 });
    expect(findStoredUser()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    setUnauthorizedHandler(() => {});
  });
});
