import { z } from 'zod';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../lib/mail/mailer';
import { insertJob } from './jobs.repo';

/**
 * Tries a mail gets before it is left failed for staff to see: with the worker's backoff (30 s
 * doubling to at most an hour) that covers a mail server down for about three hours.
 */
export const MAIL_MAX_ATTEMPTS = 10;

/** A queued mail as stored in the job's payload, checked again when the worker reads it. */
export const mailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** What staff see of it: recipient and subject with any secret masked. */
  summary: z.string(),
  /** When the mail stops being worth sending (a code past its life), as an ISO time. */
  expiresAt: z.iso.datetime().optional(),
  /** A notice to staff: not itself counted in the notice of mails that failed. */
  staff: z.boolean().optional(),
  /** A tax invoice or credit note (its id) sent with the mail as its PDF, drawn when it is sent. */
  attachTaxDocument: z.string().optional(),
});

/** What a sent mail keeps: its summary, and not its body. */
export const sentMailPayload = mailPayload.pick({ summary: true });

/** How a secret (a sign-in code) reads in what staff see. */
export const MASK = '••••';

/**
 * Queues a mail in the caller's transaction `tx` (docs/decisions/059): it is sent only if the
 * change that causes it commits, and a mail server that is down delays it but never loses it.
 * `now` is the app's clock, the time it is first due. `secrets` (a code in the subject) are masked
 * in the summary staff see; only the mail itself carries them. A mail still unsent at `expiresAt`
 * is failed instead of sent, and forgets its body.
 */
export async function queueMail(
  tx: Db,
  message: MailMessage,
  now: Date,
  opts: { secrets?: string[]; expiresAt?: Date; staff?: boolean; attachTaxDocument?: string } = {},
): Promise<void> {
  const subject = (opts.secrets ?? []).reduce((text, secret) => text.replaceAll(secret, MASK), message.subject);
  await insertJob(tx, {
    kind: 'mail',
    payload: mailPayload.parse({
      ...message,
      summary: `${message.to}: ${subject}`,
      expiresAt: opts.expiresAt?.toISOString(),
      ...(opts.staff ? { staff: true } : {}),
      ...(opts.attachTaxDocument ? { attachTaxDocument: opts.attachTaxDocument } : {}),
    }),
    maxAttempts: MAIL_MAX_ATTEMPTS,
    runAt: now,
  });
}

/** What the back office shows of a job, queued or done: the summary it keeps, or else its kind. */
export function describeJob(kind: string, payload: unknown): string {
  const kept = sentMailPayload.safeParse(payload);
  return kept.success ? kept.data.summary : kind;
}
