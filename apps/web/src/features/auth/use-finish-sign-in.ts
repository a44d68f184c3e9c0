import type { Session } from '@store/contracts/auth';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { cartQueryKey, likedProductsQueryKey } from '@/lib/query-keys';
import { startSession } from '@/lib/session-store';
import type { SignInNotice, SignInStep } from '@/lib/sign-in-step';

export type FinishSignInInput = {
  /** What log_in, google_sign_in_login or verify_otp answered. */
  session: Session;
  /** The welcome notice, e.g. 'Welcome back, Asha'. */
  welcome: string;
  title?: string;
};

const messageOf = (error: unknown) => (error instanceof Error && error.message) || FALLBACK_ERROR_MESSAGE;
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * Every way in (password, Google, the sign-up code) ends here. The steps the app layer hands over
 * (the visitor's cart merged into the account, a heart tapped before signing in applied) run with
 * the new token before the session is stored: storing it is what leaves the sign-in screen, so the
 * page the shopper returns to and the header badges show their work from the start. A step failing
 * never stops the sign-in; it says so with its own title.
 */
export async function finishSignIn(
  queryClient: QueryClient,
  { session, welcome, title }: FinishSignInInput,
  steps: readonly SignInStep[],
): Promise<Session> {
  // Another shopper may have used this browser: their cart and likes must never show for this one.
  queryClient.removeQueries({ queryKey: cartQueryKey });
  queryClient.removeQueries({ queryKey: likedProductsQueryKey });

  let next = session;
  const told: string[] = [];
  const notices: SignInNotice[] = [];
  for (const step of steps) {
    try {
      const outcome = await step.run(next, queryClient);
      if (!outcome) continue;
      next = outcome.session;
      if (outcome.told) told.push(outcome.told);
      if (outcome.notice) notices.push(outcome.notice);
    } catch (error) {
      notices.push({ kind: 'error', title: step.failureTitle, message: messageOf(error) });
    }
  }

  startSession(next);
  notifySuccess(told.length ? [asSentence(welcome), ...told].join(' ') : welcome, title);
  // One notice shows at a time (docs/product.md, Global behaviour), so problems come last and stay in view.
  for (const notice of notices) {
    if (notice.kind === 'error') notifyError(notice.message, notice.title);
    else notifyInfo(notice.message, notice.title);
  }
  return next;
}

/** finishSignIn as a mutation, so the form stays busy until the shopper is really in. */
export function useFinishSignIn(steps: readonly SignInStep[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: FinishSignInInput) => finishSignIn(queryClient, input, steps) });
}
