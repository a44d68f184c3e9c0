import { AUTH_MESSAGES, NAME_CHARACTER, SIGN_UP_FIELD_MAX } from '@store/contracts/auth';
import { EXPRESS_MESSAGES, type ExpressVerify } from '@store/contracts/express-checkout';
import { AppError } from '../../lib/app-error';
import { queueMail } from '../jobs/outbox';
import type { AuthContext } from './auth-context';
import { limitCodeMails, limitExpressChecks } from './auth-limits';
import { expressCodeMail, expressSignInMail } from './auth-mails';
import { consumeCode, issueCode } from './one-time-codes.service';
import { buildSession } from './session';
import { findUserByEmail, insertUser, type UserRow } from './users.repo';

/**
 * Express checkout's first step: a code to the buyer's e-mail. The same rules as a sign-up code
 * (hashed, 10 minutes, 5 tries, one a minute and five an hour per e-mail), and the same answer
 * whether or not the e-mail has an account: the code itself is what proves the buyer holds it.
 */
export async function sendExpressCode(ctx: AuthContext, email: string, ip: string): Promise<void> {
  await limitCodeMails(ctx.limiter, email, ip);
  await issueCode(ctx, { email, purpose: 'express' }, (code) => expressCodeMail(email, code));
}

/**
 * The right code signs the buyer in: into the account of that e-mail, or into one made now with no
 * password (set later from the profile or with Forgot password), named after the delivery address.
 * Staff accounts are kept to their password: a shopping code is not a way into the back office.
 * An existing account's owner is told by mail, and an e-mail gets 15 code checks a day.
 */
export async function verifyExpressCode(ctx: AuthContext, input: ExpressVerify, ip: string) {
  await limitExpressChecks(ctx.limiter, input.email, ip);
  const used = await consumeCode(ctx, { email: input.email, purpose: 'express', code: input.otp });
  if (!used) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.codeWrong);

  const existing = await findUserByEmail(ctx.db, input.email);
  const user = existing ?? (await createPasswordless(ctx, input));
  if (user.status === 'blocked') throw new AppError('FORBIDDEN', AUTH_MESSAGES.blocked);
  if (user.role !== 'customer') throw new AppError('FORBIDDEN', EXPRESS_MESSAGES.staffAccount);
  // An existing account signed in without its password: its owner hears of it.
  if (existing) await queueMail(ctx.db, expressSignInMail(user.email), ctx.now());
  return { ...(await buildSession(ctx.db, ctx.jwtSecret, user)), new_account: !existing };
}

async function createPasswordless(ctx: AuthContext, input: ExpressVerify): Promise<UserRow> {
  const created = await insertUser(ctx.db, { email: input.email, name: accountName(input.name, input.email) });
  if (created) return created;
  // Another request made the account of this e-mail in between: it is the buyer's all the same.
  const made = await findUserByEmail(ctx.db, input.email);
  if (!made) throw new AppError('CONFLICT', AUTH_MESSAGES.codeWrong);
  return made;
}

/**
 * A name the account's rules accept (letters of any script and spaces, docs/product.md, Validation
 * rules), made from what the buyer wrote on the address: anything else is dropped. With no letter
 * left, the e-mail's name part; failing that, 'Rider'. The buyer can change it in the profile.
 */
export function accountName(addressName: string, email: string): string {
  for (const source of [addressName, email.split('@')[0] ?? '']) {
    const kept = Array.from(source, (character) => (NAME_CHARACTER.test(character) ? character : ' ')).join('');
    const name = kept.replace(/\s+/g, ' ').trim().slice(0, SIGN_UP_FIELD_MAX).trim();
    if (/\p{L}/u.test(name)) return name;
  }
  return 'Rider';
}
