import { AppError } from '../../lib/app-error';

/** The unique constraint a failed write broke, when that is why it failed (two admins saving at once). */
function violatedConstraint(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}

/**
 * Runs a write and turns a unique-constraint failure into a 409 with `messages[constraint]`.
 * The services check names and SKUs first; this covers a change that commits in between.
 */
export async function conflictsAs<T>(messages: Record<string, string>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const constraint = violatedConstraint(err);
    if (constraint === null) throw err;
    throw new AppError('CONFLICT', messages[constraint] ?? 'This conflicts with an existing entry');
  }
}
