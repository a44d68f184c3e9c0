import { AUTH_MESSAGES, type Session } from '@store/contracts/auth';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from './auth-context';
import { limitLogIns } from './auth-limits';
import { verifyPassword } from './passwords';
import { buildSession } from './session';
import { findPendingSignUp, resendPendingSignUpCode } from './sign-up.service';
import { findUserByEmail } from './users.repo';

/** A sign-up whose code was never entered: a new code is on its way, and the code screen finishes it. */
export interface ConfirmEmail {
  email: string;
  confirm_email: true;
}

/**
 * Signs in with e-mail and password; the same answer for an unknown e-mail and a wrong password.
 * A password that is not the account's but is the one given at a sign-up of this e-mail still
 * waiting for its code gets `confirm_email` and the code screen: a shopper who never entered the
 * code finishes signing up rather than being told the account does not exist (decision 074). An
 * e-mail with an account answers alike (its owner gets the "you already have an account" note), so
 * signing up with someone's e-mail and then signing in tells nothing. Both checks always run, each
 * against a stand-in hash when there is nothing to check, so timing tells nothing either.
 */
export async function logIn(
  ctx: AuthContext,
  input: { email: string; password: string },
  ip: string,
): Promise<Session | ConfirmEmail> {
  await limitLogIns(ctx.limiter, input.email, ip);
  const [user, pending] = await Promise.all([
    findUserByEmail(ctx.db, input.email),
    findPendingSignUp(ctx, input.email),
  ]);
  const [isAccounts, isPendings] = await Promise.all([
    verifyPassword(user?.passwordHash, input.password),
    verifyPassword(pending?.passwordHash, input.password),
  ]);
  if (user && isAccounts) {
    if (user.status === 'blocked') throw new AppError('FORBIDDEN', AUTH_MESSAGES.blocked);
    return buildSession(ctx.db, ctx.jwtSecret, user);
  }
  if (pending && isPendings) {
    await resendPendingSignUpCode(ctx, { email: input.email, pending, hasAccount: user !== null }, ip);
    return { email: input.email, confirm_email: true };
  }
  throw new AppError('BAD_REQUEST', AUTH_MESSAGES.loginFailed);
}
