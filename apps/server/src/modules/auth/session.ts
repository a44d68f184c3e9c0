import type { Session } from '@store/contracts/auth';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, likes } from '../../db/schema/shopping';
import { signSessionToken } from './tokens';
import type { UserRow } from './users.repo';

/** The session the spec stores under `user`: a fresh token, the name, e-mail and counts. */
export async function buildSession(db: Db, jwtSecret: string, user: UserRow): Promise<Session> {
  const [token, [cart], liked] = await Promise.all([
    signSessionToken(jwtSecret, { userId: user.id, tokenVersion: user.tokenVersion }),
    db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, user.id)),
    db.select({ productId: likes.productId }).from(likes).where(eq(likes.userId, user.id)).orderBy(likes.createdAt),
  ]);
  return {
    token,
    name: user.name,
    email: user.email,
    role: user.role,
    cart_count: cart?.n ?? 0,
    like_count: liked.length,
    liked_products: liked.map((l) => l.productId),
  };
}
