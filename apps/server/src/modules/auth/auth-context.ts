import type { Db } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limit';
import type { GoogleVerifier } from './google-verifier';

/** What the account services need, built once per app and handed to each call. */
export interface AuthContext {
  db: Db;
  limiter: RateLimiter;
  /** The clock codes and limits read; tests move it. */
  now: () => Date;
  jwtSecret: string;
  /** Null when GOOGLE_CLIENT_ID is not set. */
  google: GoogleVerifier | null;
}
