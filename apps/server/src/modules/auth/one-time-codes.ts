import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '@store/contracts/auth';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema/users';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
/** How long a pending sign-up stays resendable after its last code. */
const PENDING_SIGN_UP_MS = 24 * 60 * 60_000;

interface CodeDeps {
  db: Db;
  now: () => Date;
  jwtSecret: string;
}

// Keyed with the server secret and bound to e-mail and purpose: a leaked table row cannot be
// brute-forced offline, and a reset code can never match a sign-up.
function hashCode(secret: string, email: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

/** Issues a fresh 4-digit code, killing any earlier live one for the same e-mail and purpose. */
export async function issueCode(
  deps: CodeDeps,
  input: { email: string; purpose: CodePurpose; payload?: unknown },
): Promise<string> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const same = and(sql`lower(${oneTimeCodes.email}) = ${input.email}`, eq(oneTimeCodes.purpose, input.purpose));
    // Codes past any use are swept here rather than by a timer: every issue clears the old ones.
    await tx.delete(oneTimeCodes).where(lt(oneTimeCodes.createdAt, new Date(now.getTime() - PENDING_SIGN_UP_MS)));
    await tx
      .update(oneTimeCodes)
      .set({ expiresAt: now })
      .where(and(same, isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, now)));
    await tx.insert(oneTimeCodes).values({
      email: input.email,
      purpose: input.purpose,
      codeHash: hashCode(deps.jwtSecret, input.email, input.purpose, code),
      payload: input.payload ?? null,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
  });
  return code;
}

/**
 * Uses up the latest code for this e-mail and purpose if `code` matches and it is still alive;
 * returns its payload, or undefined when the code is wrong, expired, used or out of tries.
 */
export async function consumeCode(
  deps: CodeDeps,
  input: { email: string; purpose: CodePurpose; code: string },
): Promise<{ payload: unknown } | undefined> {
  const now = deps.now();
  const [latest] = await deps.db
    .select()
    .from(oneTimeCodes)
    .where(and(sql`lower(${oneTimeCodes.email}) = ${input.email}`, eq(oneTimeCodes.purpose, input.purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!latest || latest.consumedAt || latest.expiresAt <= now || latest.attempts >= CODE_MAX_ATTEMPTS) return;

  // Each try is counted before the comparison, with a conditional update: concurrent guesses
  // cannot get more than five tries between them.
  const [counted] = await deps.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, latest.id),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: oneTimeCodes.codeHash });
  if (!counted) return;
  const expected = Buffer.from(counted.codeHash, 'hex');
  const given = Buffer.from(hashCode(deps.jwtSecret, input.email, input.purpose, input.code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return;
  // Conditional, so two requests racing with the right code cannot both use it.
  const [used] = await deps.db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ payload: oneTimeCodes.payload });
  return used ? { payload: used.payload } : undefined;
}

/** The payload of the latest unused sign-up for this e-mail within a day, for Resend Code. */
export async function findPendingSignUp(deps: CodeDeps, email: string): Promise<unknown> {
  const [latest] = await deps.db
    .select({ payload: oneTimeCodes.payload, consumedAt: oneTimeCodes.consumedAt })
    .from(oneTimeCodes)
    .where(
      and(
        sql`lower(${oneTimeCodes.email}) = ${email}`,
        eq(oneTimeCodes.purpose, 'sign_up'),
        gt(oneTimeCodes.createdAt, new Date(deps.now().getTime() - PENDING_SIGN_UP_MS)),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return latest && !latest.consumedAt ? latest.payload : undefined;
}
