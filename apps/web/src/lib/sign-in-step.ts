import type { Session } from '@store/contracts/auth';
import type { QueryClient } from '@tanstack/react-query';

/** A notice a step leaves for after the welcome, with its title ('Some cart items changed'). */
export type SignInNotice = { kind: 'error' | 'info'; title: string; message: string };

/** What a step did: the session to store in place of the one it was given, a sentence for the welcome. */
export type SignInStepOutcome = { session: Session; told?: string; notice?: SignInNotice };

/**
 * Work another feature does while a shopper signs in (the visitor cart joins the account, a heart
 * tapped before signing in is applied), signed with the new token before the session is stored.
 * The auth feature runs the steps the app layer hands it, in order (app/sign-in-steps.ts); a step
 * that throws is reported under `failureTitle` and never stops the sign-in. Null: nothing to do.
 */
export type SignInStep = {
  failureTitle: string;
  run: (session: Session, queryClient: QueryClient) => Promise<SignInStepOutcome | null>;
};
