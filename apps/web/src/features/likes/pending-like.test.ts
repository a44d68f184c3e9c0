import { describe, expect, it } from 'vitest';
import { PENDING_LIKE_TTL_MS, rememberPendingLike, takePendingLike } from './pending-like';

describe('pending like', () => {
  it('remembers the last heart a visitor tapped, once', () => {
    rememberPendingLike('p1', 1_000);
    rememberPendingLike('p2', 2_000);
    expect(takePendingLike(3_000)).toBe('p2');
    expect(takePendingLike(3_000)).toBeNull();
  });

  it('forgets a heart tapped too long ago', () => {
    rememberPendingLike('p1', 0);
    expect(takePendingLike(PENDING_LIKE_TTL_MS + 1)).toBeNull();
    expect(sessionStorage.getItem('pending_like')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('pending_like', '{oops');
    expect(takePendingLike()).toBeNull();
    sessionStorage.setItem('pending_like', JSON.stringify({ product_id: 7 }));
    expect(takePendingLike()).toBeNull();
  });
});
