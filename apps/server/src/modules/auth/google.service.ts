import { AUTH_MESSAGES, type Session } from '@store/contracts/auth';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from './auth-context';
import type { GoogleIdentity } from './google-verifier';
import { buildSession } from './session';
import { findUserByEmail, findUserByGoogleSub, insertUser, linkGoogle, type UserRow } from './users.repo';

/**
 * Signs in with a Google ID token: the account already linked to this Google id, else the
 * account with the same e-mail when Google has verified it (linked, password untouched), else a
 * new account without a password.
 */
export async function signInWithGoogle(ctx: AuthContext, credential: string): Promise<Session> {
  if (!ctx.google) throw new AppError('NOT_FOUND', AUTH_MESSAGES.googleDisabled);
  let identity: GoogleIdentity;
  try {
    identity = await ctx.google.verify(credential);
  } catch {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.googleFailed);
  }
  const user = await findOrCreateGoogleUser(ctx, identity);
  if (user.status === 'blocked') throw new AppError('FORBIDDEN', AUTH_MESSAGES.blocked);
  return buildSession(ctx.db, ctx.jwtSecret, user);
}

async function findOrCreateGoogleUser(ctx: AuthContext, identity: GoogleIdentity): Promise<UserRow> {
  const linked = await findUserByGoogleSub(ctx.db, identity.sub);
  if (linked) return linked;
  // An unverified Google e-mail could belong to anyone: it neither links nor creates an account.
  if (!identity.emailVerified) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.googleUnverified);
  const existing = await findUserByEmail(ctx.db, identity.email);
  if (existing) {
    const user = await linkGoogle(ctx.db, existing.id, identity.sub);
    // Already linked to another Google account with this e-mail: refuse rather than relink.
    if (!user) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.googleFailed);
    return user;
  }
  const created = await insertUser(ctx.db, { email: identity.email, name: identity.name, googleSub: identity.sub });
  if (!created) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.googleFailed);
  return created;
}
