import type { Session } from '@store/contracts/auth';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartQueryKey } from '@/features/cart/api/find-cart';
import { mergeVisitorCart } from '@/features/cart/api/merge-cart';
import { applyPendingLike } from '@/features/likes/api/apply-pending-like';
import { likedProductsQueryKey } from '@/features/likes/api/find-liked-products';
import { FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { startSession } from '@/lib/session-store';

export type FinishSignInInput = {
  /** What log_in, google_sign_in_login or verify_otp answered. */
  session: Session;
  /** The welcome notice, e.g. 'Welcome back, Asha'. */
  welcome: string;
  title?: string;
};

const messageOf = (error: unknown) => (error instanceof Error && error.message) || FALLBACK_ERROR_MESSAGE;
const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * Every way in (password, Google, the sign-up code) ends here. The visitor's browser cart is merged
 * into the account and a heart tapped before signing in is applied, both signed with the new token
 * before the session is stored: storing it is what leaves the sign-in screen, so the page the
 * shopper returns to and the header badges show the merged cart and the like from the start.
 * Neither failing ever stops the sign-in; each says so with its spec title.
 */
export async function finishSignIn(
  queryClient: QueryClient,
  { session, welcome, title }: FinishSignInInput,
): Promise<Session> {
  // Another shopper may have used this browser: their cart and likes must never show for this one.
  queryClient.removeQueries({ queryKey: cartQueryKey });
  queryClient.removeQueries({ queryKey: likedProductsQueryKey });

  let next = session;
  const told: string[] = [];
  let cartProblem: { message: string; failed: boolean } | null = null;
  try {
    const merged = await mergeVisitorCart(session.token, queryClient);
    if (merged) {
      next = { ...next, cart_count: merged.cart_count };
      told.push(`Your cart has ${items(merged.cart_count)}.`);
      if (merged.notices.length) cartProblem = { message: merged.notices.join(' · '), failed: false };
    }
  } catch (error) {
    cartProblem = { message: messageOf(error), failed: true };
  }

  let likeError: string | null = null;
  try {
    const liked = await applyPendingLike(next);
    if (liked) {
      next = { ...next, like_count: liked.like_count, liked_products: liked.liked_products };
      told.push('Added to your liked products.');
    }
  } catch (error) {
    likeError = messageOf(error);
  }

  startSession(next);
  notifySuccess(told.length ? [asSentence(welcome), ...told].join(' ') : welcome, title);
  // One notice shows at a time (spec section 2), so a problem comes last and stays in view.
  if (cartProblem?.failed) notifyError(cartProblem.message, 'Cart Failed');
  else if (cartProblem) notifyInfo(cartProblem.message, 'Some cart items changed');
  if (likeError) notifyError(likeError, 'Like product Failed');
  return next;
}

/** finishSignIn as a mutation, so the form stays busy until the shopper is really in. */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: FinishSignInInput) => finishSignIn(queryClient, input) });
}
