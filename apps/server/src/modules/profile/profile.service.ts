import { AUTH_MESSAGES, type Profile } from '@store/contracts/auth';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../auth/auth-context';
import { passwordChangedMail } from '../auth/auth-mails';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { signSessionToken } from '../auth/tokens';
import { findUserById, setFirstPassword, setName, setPassword } from '../auth/users.repo';
import { queueMail } from '../jobs/outbox';
import { listAddresses } from './addresses.repo';

/** Name, e-mail and saved addresses of the signed-in user. */
export async function getProfile(ctx: AuthContext, userId: string): Promise<Profile> {
  const [user, address] = await Promise.all([findUserById(ctx.db, userId), listAddresses(ctx.db, userId)]);
  if (!user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
  return { name: user.name, email: user.email, has_password: user.passwordHash !== null, address };
}

export async function editName(ctx: AuthContext, userId: string, name: string): Promise<{ name: string }> {
  await setName(ctx.db, userId, name);
  return { name };
}

/**
 * Changes the password after checking the current one, or sets the first one of an account made
 * at express checkout or with Google, which has none to check; every other session ends (the token
 * version moves on) and this one continues with the fresh token returned.
 */
export async function changePassword(
  ctx: AuthContext,
  userId: string,
  input: { current_password?: string | undefined; new_password: string },
): Promise<{ token: string }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
  if (user.passwordHash) {
    if (!input.current_password) {
      throw new AppError('BAD_REQUEST', AUTH_MESSAGES.passwordAlreadySet, [
        { path: 'current_password', message: AUTH_MESSAGES.currentPasswordRequired },
      ]);
    }
    if (!(await verifyPassword(user.passwordHash, input.current_password))) {
      throw new AppError('BAD_REQUEST', AUTH_MESSAGES.currentPasswordWrong);
    }
  }
  const passwordHash = await hashPassword(input.new_password);
  const updated = await ctx.db.transaction(async (tx) => {
    // A first password only where there is still none: a password set meanwhile is not overwritten.
    const changed = user.passwordHash
      ? await setPassword(tx, userId, passwordHash)
      : await setFirstPassword(tx, userId, passwordHash);
    if (changed) await queueMail(tx, passwordChangedMail(changed.email), ctx.now());
    return changed;
  });
  if (!updated && !user.passwordHash) throw new AppError('CONFLICT', AUTH_MESSAGES.passwordAlreadySet);
  if (!updated) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
  return { token: await signSessionToken(ctx.jwtSecret, { userId, tokenVersion: updated.tokenVersion }) };
}
