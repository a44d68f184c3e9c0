import { AUTH_MESSAGES } from '@store/contracts/auth';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { insertJob } from '../jobs/jobs.repo';
import { queueMail } from '../jobs/outbox';
import type { AuthContext } from './auth-context';
import { limitCodeChecks, limitCodeMails } from './auth-limits';
import { passwordChangedMail, resetCodeMail } from './auth-mails';
import { consumeCode, issueCode } from './one-time-codes.service';
import { hashPassword } from './passwords';
import { findUserByEmail, setPassword } from './users.repo';

/** The outbox job that answers a forgot-password request (docs/decisions/066). */
export const PASSWORD_RESET_JOB = 'password-reset';
const passwordResetPayload = z.object({ email: z.string(), summary: z.string() });
/** What staff see of a reset request still waiting: not the address, which may be anyone's. */
const WAITING_SUMMARY = 'Password reset asked';

/**
 * Forgot password, step 1: queues the request and answers. Whether the e-mail has an account is
 * looked up by the outbox's worker, not here: a known and an unknown e-mail cost the request the
 * same (one rate-limit check, one insert), so its timing cannot tell them apart.
 */
export async function requestPasswordReset(ctx: AuthContext, email: string, ip: string): Promise<void> {
  await limitCodeMails(ctx.limiter, email, ip);
  await insertJob(ctx.db, {
    kind: PASSWORD_RESET_JOB,
    payload: passwordResetPayload.parse({ email, summary: WAITING_SUMMARY }),
    maxAttempts: 3,
    runAt: ctx.now(),
  });
}

/**
 * The worker's half of step 1: a reset code and its mail (queued together) if the e-mail has an
 * account; nothing otherwise. Answers what the done job keeps for staff to see, which names the
 * address only when it is a customer's: an address typed by anyone else is not kept.
 */
export async function runPasswordResetJob(ctx: Pick<AuthContext, 'db' | 'now' | 'jwtSecret'>, payload: unknown) {
  const { email } = passwordResetPayload.parse(payload);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return { summary: 'Password reset asked for an address with no account: nothing sent' };
  await issueCode(ctx, { email, purpose: 'reset_password' }, (code) => resetCodeMail(user.email, code));
  return { summary: `Password reset code made for ${email}` };
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
