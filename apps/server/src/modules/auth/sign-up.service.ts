import { AUTH_MESSAGES, type Session } from '@store/contracts/auth';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { queueMail } from '../jobs/outbox';
import type { AuthContext } from './auth-context';
import { limitCodeChecks, limitCodeMails, paceCodeMails } from './auth-limits';
import { alreadyRegisteredMail, signUpCodeMail } from './auth-mails';
import { consumeCode, findPendingCodePayload, issueCode } from './one-time-codes.service';
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
 * A sign-in with the password of a sign-up still waiting for its code: a new code, as Resend Code
 * sends it, or, when the e-mail has an account after all (someone signed up with it again), the
 * "you already have an account" note, so the answer is the same either way (decision 074). Within
 * the minute after the last mail none goes out: that code still works, and the screen offers Resend.
 */
export async function resendPendingSignUpCode(
  ctx: AuthContext,
  input: { email: string; pending: PendingSignUp; hasAccount: boolean },
  ip: string,
): Promise<void> {
  const { email, pending } = input;
  if ((await paceCodeMails(ctx.limiter, email, ip)) > 0) return;
  if (input.hasAccount) await queueMail(ctx.db, alreadyRegisteredMail(email), ctx.now());
  else await issueCode(ctx, { email, purpose: 'sign_up', payload: pending }, (code) => signUpCodeMail(email, code));
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
  const known = await findUserByEmail(ctx.db, input.email);
  // Kept as a pending sign-up either way: signing in with this password later answers alike for
  // a known e-mail and a new one (decision 074). A known e-mail's code is never mailed, and could
  // make no account anyway.
  await issueCode(
    ctx,
    { email: input.email, purpose: 'sign_up', payload: { name: input.fullName, passwordHash } },
    (code) => (known ? alreadyRegisteredMail(input.email) : signUpCodeMail(input.email, code)),
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
  if (await findUserByEmail(ctx.db, email)) {
    await queueMail(ctx.db, alreadyRegisteredMail(email), ctx.now());
    return;
  }
  const pending = await findPendingSignUp(ctx, email);
  if (pending) {
    await issueCode(ctx, { email, purpose: 'sign_up', payload: pending }, (code) => signUpCodeMail(email, code));
  }
}
