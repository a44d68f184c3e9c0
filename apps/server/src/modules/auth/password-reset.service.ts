import { AUTH_MESSAGES } from '@store/contracts/auth';
import { AppError } from '../../lib/app-error';
import { queueMail } from '../jobs/outbox';
import type { AuthContext } from './auth-context';
import { limitCodeChecks, limitCodeMails } from './auth-limits';
import { passwordChangedMail, resetCodeMail } from './auth-mails';
import { consumeCode, issueCode } from './one-time-codes';
import { hashPassword } from './passwords';
import { findUserByEmail, setPassword } from './users.repo';

/** Forgot password, step 1: mails a reset code if the e-mail has an account; answers the same if not. */
export async function requestPasswordReset(ctx: AuthContext, email: string, ip: string): Promise<void> {
  await limitCodeMails(ctx.limiter, email, ip);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  await issueCode(ctx, { email, purpose: 'reset_password' }, (code) => resetCodeMail(user.email, code));
}

/** Forgot password, step 2: the right code sets the new password and ends every session. */
export async function resetPassword(
  ctx: AuthContext,
  input: { email: string; otp: string; password: string },
  ip: string,
): Promise<void> {
  await limitCodeChecks(ctx.limiter, input.email, ip);
  const used = await consumeCode(ctx, { email: input.email, purpose: 'reset_password', code: input.otp });
  const user = used && (await findUserByEmail(ctx.db, input.email));
  if (!user) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.codeWrong);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash);
    await queueMail(tx, passwordChangedMail(user.email), ctx.now());
  });
}
