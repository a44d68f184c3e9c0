import { AUTH_MESSAGES, type Session } from '@store/contracts/auth';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from './auth-context';
import { limitLogIns } from './auth-limits';
import { verifyPassword } from './passwords';
import { buildSession } from './session';
import { findUserByEmail } from './users.repo';

/** Signs in with e-mail and password; the same answer for an unknown e-mail and a wrong password. */
export async function logIn(
  ctx: AuthContext,
  input: { email: string; password: string },
  ip: string,
): Promise<Session> {
  await limitLogIns(ctx.limiter, input.email, ip);
  const user = await findUserByEmail(ctx.db, input.email);
  const matches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !matches) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.loginFailed);
  if (user.status === 'blocked') throw new AppError('FORBIDDEN', AUTH_MESSAGES.blocked);
  return buildSession(ctx.db, ctx.jwtSecret, user);
}
