import type { Session } from '@store/contracts/auth';
import type { Db } from '../../db/client';
import { countCartUnits } from '../cart/cart.repo';
import { listLikedProductIds } from '../likes/likes.repo';
import { signSessionToken } from './tokens';
import type { UserRow } from './users.repo';

/** The session user of docs/product.md, Entities: a fresh token, the name, e-mail and counts. */
export async function buildSession(db: Db, jwtSecret: string, user: UserRow): Promise<Session> {
  // The same counts the cart and like calls answer with (docs/decisions/010-cart-rules.md).
  const [token, cartCount, liked] = await Promise.all([
    signSessionToken(jwtSecret, { userId: user.id, tokenVersion: user.tokenVersion }),
    countCartUnits(db, user.id),
    listLikedProductIds(db, user.id),
  ]);
  return {
    token,
    name: user.name,
    email: user.email,
    role: user.role,
    cart_count: cartCount,
    like_count: liked.length,
    liked_products: liked,
  };
}
