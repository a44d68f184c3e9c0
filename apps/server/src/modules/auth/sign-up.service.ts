import { AUTH_MESSAGES, type Session } from '@store/contracts/auth';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { queueMail } from '../jobs/outbox';
import type { AuthContext } from './auth-context';
import { limitCodeChecks, limitCodeMails } from './auth-limits';
import { alreadyRegisteredMail, signUpCodeMail } from './auth-mails';
import { consumeCode, findPendingCodePayload, issueCode } from './one-time-codes';
import { hashPassword } from './passwords';
import { buildSession } from './session';
import { findUserByEmail, insertUser } from './users.repo';

/** What a pending sign-up keeps beside its code until the code is entered. */
const pendingSignUp = z.object({ name: z.string(), passwordHash: z.string() });
type PendingSignUp = z.infer<typeof pendingSignUp>;

/** The sign-up of this e-mail still waiting for its code (docs/decisions/074), if any. */
export async function findPendingSignUp(ctx: AuthContext, email: string): Promise<PendingSignUp | undefined> {
  const pending = pendingSignUp.safeParse(await findPendingCodePayload(ctx, email));
  return pending.success ? pending.data : undefined;
}

/**
 * A new code for a sign-up still waiting for one, as Resend Code sends it. Within the minute after
 * the last code no new one goes out: that code still works, and the code screen offers Resend.
 */
export async function resendPendingSignUpCode(
  ctx: AuthContext,
  email: string,
  pending: PendingSignUp,
  ip: string,
): Promise<void> {
  try {
    await limitCodeMails(ctx.limiter, email, ip);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return;
    throw error;
  }
  await issueCode(ctx, { email, purpose: 'sign_up', payload: pending }, (code) => signUpCodeMail(email, code));
}

/**
 * Step 1 of sign-up: mails a code and creates nothing. An e-mail that already has an account
 * gets a "you already have an account" note instead, and the answer is the same either way.
 */
export async function startSignUp(
  ctx: AuthContext,
  input: { fullName: string; email: string; password: string },
  ip: string,
): Promise<void> {
  await limitCodeMails(ctx.limiter, input.email, ip);
  // Hashed before the lookup in both cases, so the answer takes as long for a known e-mail.
  const passwordHash = await hashPassword(input.password);
  if (await findUserByEmail(ctx.db, input.email)) {
    await queueMail(ctx.db, alreadyRegisteredMail(input.email), ctx.now());
    return;
  }
  await issueCode(
    ctx,
    { email: input.email, purpose: 'sign_up', payload: { name: input.fullName, passwordHash } },
    (code) => signUpCodeMail(input.email, code),
  );
}

/** Step 2: the right code creates the account and signs it in. */
export async function completeSignUp(
  ctx: AuthContext,
  input: { email: string; otp: string },
  ip: string,
): Promise<Session> {
  await limitCodeChecks(ctx.limiter, input.email, ip);
  const used = await consumeCode(ctx, { email: input.email, purpose: 'sign_up', code: input.otp });
  const pending = pendingSignUp.safeParse(used?.payload);
  if (!pending.success) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.codeWrong);
  const user = await insertUser(ctx.db, {
    email: input.email,
    name: pending.data.name,
    passwordHash: pending.data.passwordHash,
  });
  // Only a race with another sign-up of the same e-mail gets here.
  if (!user) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.codeWrong);
  return buildSession(ctx.db, ctx.jwtSecret, user);
}

/** Resend Code for a sign-up: a new code for a pending sign-up, the same note for a known e-mail. */
export async function resendSignUpCode(ctx: AuthContext, email: string, ip: string): Promise<void> {
  await limitCodeMails(ctx.limiter, email, ip);
  const pending = await findPendingSignUp(ctx, email);
  if (pending) {
    await issueCode(ctx, { email, purpose: 'sign_up', payload: pending }, (code) => signUpCodeMail(email, code));
  } else if (await findUserByEmail(ctx.db, email)) {
    await queueMail(ctx.db, alreadyRegisteredMail(email), ctx.now());
  }
}
