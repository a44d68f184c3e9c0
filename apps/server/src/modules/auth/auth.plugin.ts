import { AUTH_MESSAGES } from '@store/contracts/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from './auth-context';
import { verifySessionToken } from './tokens';
import { findUserById } from './users.repo';

/** The signed-in user a protected route sees. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: 'customer' | 'admin';
  /** For staff: whether they may see the shop's money, such as the tax reports (docs/decisions/109). */
  seesMoney: boolean;
  tokenVersion: number;
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AuthContext;
    /**
     * onRequest hook: 401 'Please sign in' without a live token, 403 for a blocked account. The
     * answer is one person's, so no cache may keep it (Cache-Control: no-store).
     */
    requireUser: PreHandler;
    /** preHandler: requireUser, then 403 unless the user is an admin. */
    requireAdmin: PreHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** The user a protected route runs for; throws 401 if the route forgot its requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
  return request.user;
}

/** Decorates the app with the account context and the requireUser / requireAdmin guards. */
export function registerAuth(app: FastifyInstance, ctx: AuthContext): void {
  app.decorate('accounts', ctx);
  app.decorateRequest('user', null);

  const requireUser: PreHandler = async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const claims = token ? await verifySessionToken(ctx.jwtSecret, token) : null;
    const user = claims ? await findUserById(ctx.db, claims.userId) : null;
    // A token issued before a password change or a block carries an older version: revoked.
    if (!claims || !user || user.tokenVersion !== claims.tokenVersion) {
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
    }
    if (user.status === 'blocked') throw new AppError('FORBIDDEN', AUTH_MESSAGES.blocked);
    request.user = {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      seesMoney: user.staffAccess === 'full',
      tokenVersion: user.tokenVersion,
    };
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (request.user?.role !== 'admin') throw new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden);
  });
}
