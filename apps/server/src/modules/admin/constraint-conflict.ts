import { ADMIN_CONSTRAINT_MESSAGES, ADMIN_MESSAGES } from '@store/contracts/admin';
import { AppError } from '../../lib/app-error';

/** PostgreSQL's codes for a unique and a foreign-key violation. */
const CONSTRAINT_CODES = new Set(['23505', '23503']);

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * The 409 a back-office write that broke a unique index or a foreign key should answer (two
 * admins saving at once), with the contracts' message for that constraint; null for any other
 * error. Drizzle wraps the driver's error, so the chain of causes is walked.
 */
export function constraintConflict(err: unknown): AppError | null {
  for (let e = err as DriverError | undefined, depth = 0; e && depth < 5; e = e.cause as DriverError, depth++) {
    if (typeof e !== 'object') return null;
    if (typeof e.code === 'string' && CONSTRAINT_CODES.has(e.code)) {
      const name = typeof e.constraint === 'string' ? e.constraint : '';
      return new AppError('CONFLICT', ADMIN_CONSTRAINT_MESSAGES[name] ?? ADMIN_MESSAGES.conflict);
    }
  }
  return null;
}
