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
 * An e-mail with no account but a sign-up waiting for its code, given the password chosen at that
 * sign-up, gets a new code instead: the shopper finishes signing up rather than being told the
 * account does not exist. Without that password it answers as for any unknown e-mail.
 */
export async function logIn(
  ctx: AuthContext,
  input: { email: string; password: string },
  ip: string,
): Promise<Session | ConfirmEmail> {
  await limitLogIns(ctx.limiter, input.email, ip);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) {
    // One password check either way, so timing does not tell a pending sign-up from nothing.
    const pending = await findPendingSignUp(ctx, input.email);
    const matches = await verifyPassword(pending?.passwordHash, input.password);
    if (!pending || !matches) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.loginFailed);
    await resendPendingSignUpCode(ctx, input.email, pending, ip);
    return { email: input.email, confirm_email: true };
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.loginFailed);
  }
  if (user.status === 'blocked') throw new AppError('FORBIDDEN', AUTH_MESSAGES.blocked);
  return buildSession(ctx.db, ctx.jwtSecret, user);
}
