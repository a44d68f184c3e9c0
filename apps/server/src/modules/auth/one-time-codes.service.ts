import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '@store/contracts/auth';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../lib/mail/mailer';
import { queueMail } from '../jobs/outbox';
import {
  consumeCodeRow,
  countAttempt,
  deleteCodesCreatedBefore,
  expireLiveCodes,
  findLatestCode,
  findLatestSignUpSince,
  insertCode,
} from './one-time-codes.repo';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
/**
 * How long a sign-up whose code was never entered is kept after its last code: signing in with its
 * password, or Resend Code, sends a new code within that time (docs/decisions/074).
 */
const PENDING_SIGN_UP_MS = 7 * 24 * 60 * 60_000;

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

/**
 * Issues a fresh 4-digit code, killing any earlier live one for the same e-mail and purpose, and
 * queues the mail that carries it in the same transaction: a code is never live without its mail.
 */
export async function issueCode(
  deps: CodeDeps,
  input: { email: string; purpose: CodePurpose; payload?: unknown },
  mail: (code: string) => MailMessage,
): Promise<void> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // Codes past any use are swept here rather than by a timer: every issue clears the old ones.
    await deleteCodesCreatedBefore(tx, new Date(now.getTime() - PENDING_SIGN_UP_MS));
    await expireLiveCodes(tx, input.email, input.purpose, now);
    await insertCode(tx, {
      email: input.email,
      purpose: input.purpose,
      codeHash: hashCode(deps.jwtSecret, input.email, input.purpose, code),
      payload: input.payload ?? null,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    // A code mail that cannot leave within the code's life is not worth sending late.
    await queueMail(tx, mail(code), now, { secrets: [code], expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
  });
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
  const latest = await findLatestCode(deps.db, input.email, input.purpose);
  if (!latest || latest.consumedAt || latest.expiresAt <= now || latest.attempts >= CODE_MAX_ATTEMPTS) return;

  // Each try is counted before the comparison: concurrent guesses cannot get more than five
  // tries between them.
  const codeHash = await countAttempt(deps.db, latest.id, CODE_MAX_ATTEMPTS);
  if (!codeHash) return;
  const expected = Buffer.from(codeHash, 'hex');
  const given = Buffer.from(hashCode(deps.jwtSecret, input.email, input.purpose, input.code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return;
  // Two requests racing with the right code cannot both use it.
  return (await consumeCodeRow(deps.db, latest.id, now)) ?? undefined;
}

/** The payload of the latest unused sign-up for this e-mail within a week, for a new code. */
export async function findPendingCodePayload(deps: CodeDeps, email: string): Promise<unknown> {
  const latest = await findLatestSignUpSince(deps.db, email, new Date(deps.now().getTime() - PENDING_SIGN_UP_MS));
  return latest && !latest.consumedAt ? latest.payload : undefined;
}
