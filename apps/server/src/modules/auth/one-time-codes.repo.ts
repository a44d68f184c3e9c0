import type { CodePurpose } from '@store/contracts/auth';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema/users';

export type CodeRow = typeof oneTimeCodes.$inferSelect;

/** Codes for this e-mail (any case) and purpose. */
const sameAddress = (email: string, purpose: CodePurpose) =>
  and(sql`lower(${oneTimeCodes.email}) = ${email}`, eq(oneTimeCodes.purpose, purpose));

/** Deletes every code created before `before`, used or not. */
export async function deleteCodesCreatedBefore(db: Db, before: Date): Promise<void> {
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.createdAt, before));
}

/** Ends every unused, unexpired code for this e-mail and purpose at `now`. */
export async function expireLiveCodes(db: Db, email: string, purpose: CodePurpose, now: Date): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ expiresAt: now })
    .where(and(sameAddress(email, purpose), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, now)));
}

export async function insertCode(
  db: Db,
  code: Pick<CodeRow, 'email' | 'purpose' | 'codeHash' | 'payload' | 'expiresAt' | 'createdAt'>,
): Promise<void> {
  await db.insert(oneTimeCodes).values(code);
}

/** The latest code for this e-mail and purpose, or null. */
export async function findLatestCode(db: Db, email: string, purpose: CodePurpose): Promise<CodeRow | null> {
  const [latest] = await db
    .select()
    .from(oneTimeCodes)
    .where(sameAddress(email, purpose))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return latest ?? null;
}

/**
 * Counts one try at an unused code that has tries left, in one conditional update, so
 * concurrent guesses cannot get more than `maxAttempts` between them. Answers the stored hash,
 * or null when no try was left.
 */
export async function countAttempt(db: Db, id: string, maxAttempts: number): Promise<string | null> {
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt), lt(oneTimeCodes.attempts, maxAttempts)))
    .returning({ codeHash: oneTimeCodes.codeHash });
  return counted?.codeHash ?? null;
}

/** Uses the code up if nobody has yet (conditional, so of two racing requests one wins); null otherwise. */
export async function consumeCodeRow(db: Db, id: string, now: Date): Promise<{ payload: unknown } | null> {
  const [used] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ payload: oneTimeCodes.payload });
  return used ?? null;
}

/** The latest sign-up code for this e-mail created after `since`, used or not; null when none. */
export async function findLatestSignUpSince(
  db: Db,
  email: string,
  since: Date,
): Promise<{ payload: unknown; consumedAt: Date | null } | null> {
  const [latest] = await db
    .select({ payload: oneTimeCodes.payload, consumedAt: oneTimeCodes.consumedAt })
    .from(oneTimeCodes)
    .where(and(sameAddress(email, 'sign_up'), gt(oneTimeCodes.createdAt, since)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return latest ?? null;
}
