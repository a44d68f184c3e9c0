import { LIKE_MESSAGES, type LikeToggle } from '@store/contracts/likes';
import type { SignInStep } from '@/lib/sign-in-step';
import { takePendingLike } from '../pending-like';
import { toggleLike } from './toggle-like';

/**
 * Likes the product a visitor tapped before signing in, for the account signing in (its token is
 * not stored yet). Never unlikes: nothing is sent when the account already likes it, and a toggle
 * that found it liked after all is turned back. Null when there was nothing to apply.
 */
export async function applyPendingLike(session: {
  token: string;
  liked_products: string[];
}): Promise<LikeToggle | null> {
  const productId = takePendingLike();
  if (!productId || session.liked_products.includes(productId)) return null;
  const first = await toggleLike(productId, session.token);
  if (first.data.liked) return first.data;
  return (await toggleLike(productId, session.token)).data;
}

/** The sign-in step that likes what the visitor tapped before signing in (app/sign-in-steps.ts). */
export const applyPendingLikeOnSignIn: SignInStep = {
  failureTitle: 'Like product Failed',
  run: async (session) => {
    const liked = await applyPendingLike(session);
    if (!liked) return null;
    return {
      session: { ...session, like_count: liked.like_count, liked_products: liked.liked_products },
      told: `${LIKE_MESSAGES.liked}.`,
    };
  },
};
