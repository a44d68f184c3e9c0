import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { hashPassword } from '../modules/auth/passwords';
import { insertUser, type UserRow } from '../modules/auth/users.repo';

/** A clock tests move by hand, for code expiry and rate-limit windows. */
export function testClock(start = Date.now()) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

export interface CallOptions {
  token?: string;
  /** The caller's IP address; vary it to keep per-IP limits out of a test's way. */
  ip?: string;
}

/** POST (or another method) JSON and return status and parsed body. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  opts: CallOptions = {},
) {
  const res = await app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed bodies
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

/** What reading a test app's mail needs: its outbox, drained first, and the folder mails land in. */
interface Mailbox {
  app: FastifyInstance;
  dataDir: string;
}

/**
 * Delivers every queued mail (the outbox's worker, run now instead of on its timer), then answers
 * the raw .eml files written under DATA_DIR/mail to this address, oldest first.
 */
export async function mailsTo(t: Mailbox, to: string): Promise<string[]> {
  await t.app.background.jobs.drain();
  const dir = path.join(t.dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'im').test(m));
}

/** A raw mail with its quoted-printable parts decoded: soft line breaks joined, =XX bytes read as UTF-8. */
export function readableMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The 4-digit code in the subject of a mail. */
export function codeIn(mail: string | undefined): string {
  const match = /^Subject: .* code is (\d{4})$/m.exec(mail ?? '');
  if (!match?.[1]) throw new Error(`no code in mail:\n${mail}`);
  return match[1];
}

/** The code of the latest mail to this address. */
export async function latestCode(t: Mailbox, to: string): Promise<string> {
  return codeIn((await mailsTo(t, to)).at(-1));
}

/** An account straight in the database. */
export async function createUser(
  db: Db,
  values: { email: string; name?: string; password?: string; role?: 'customer' | 'admin' },
): Promise<UserRow> {
  const user = await insertUser(db, {
    email: values.email,
    name: values.name ?? 'Test Rider',
    passwordHash: values.password ? await hashPassword(values.password) : null,
    role: values.role ?? 'customer',
  });
  if (!user) throw new Error(`user ${values.email} exists`);
  return user;
}
