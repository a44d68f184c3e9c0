import { idSchema } from '@store/contracts/ids';
import { jwtVerify, SignJWT } from 'jose';

/** Sessions last 30 days; a password change or a block ends them sooner through the token version. */
export const SESSION_DAYS = 30;

export interface TokenClaims {
  userId: string;
  /** users.token_version when the token was issued. */
  tokenVersion: number;
}

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

/** Signs a session token: HS256, claims `sub` (user id) and `tv` (token version), 30-day expiry. */
export function signSessionToken(secret: string, claims: TokenClaims): Promise<string> {
  return new SignJWT({ tv: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_DAYS}d`)
    .sign(keyOf(secret));
}

/** The claims of a valid, unexpired token signed with `secret`; null for anything else. */
export async function verifySessionToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    // A subject that is not an id (a token signed by anyone holding the secret, or an old format)
    // is no session: it must never reach a query as a user id.
    const userId = idSchema.safeParse(payload.sub);
    if (!userId.success || typeof payload.tv !== 'number' || !Number.isSafeInteger(payload.tv)) return null;
    return { userId: userId.data, tokenVersion: payload.tv };
  } catch {
    return null;
  }
}
