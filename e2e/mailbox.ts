import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The server's mail folder: the config passes its DATA_DIR through E2E_DATA_DIR. */
function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; run with -c e2e/playwright.config.ts');
  return path.join(dataDir, 'mail');
}

function findNewestCode(to: string, kind: 'sign-up' | 'password reset' | 'checkout' | 'order'): string | null {
  let files: string[];
  try {
    files = readdirSync(mailDir()).filter((f) => f.endsWith('.eml'));
  } catch {
    return null;
  }
  // File names start with an ISO time, so the newest sorts last.
  for (const file of files.sort().reverse()) {
    const text = readFileSync(path.join(mailDir(), file), 'utf8');
    if (!text.toLowerCase().includes(to.toLowerCase())) continue;
    const match = new RegExp(`${kind} code is (\\d{4})`).exec(text);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** Waits for the newest code mailed to `to` and returns it. */
export async function readMailedCode(
  to: string,
  kind: 'sign-up' | 'password reset' | 'checkout' | 'order',
): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(() => (code = findNewestCode(to, kind)), { message: `a ${kind} code mailed to ${to}`, timeout: 10_000 })
    .not.toBeNull();
  return code as unknown as string;
}

/** A code that is surely not `code`. */
export function wrongCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

/** A raw mail's text with quoted-printable soft breaks and =XX escapes undone, and folded headers joined. */
const readable = (mail: string) =>
  mail
    .replace(/=\r?\n/g, '')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The mails addressed to `to` so far whose readable text holds `text`, oldest first. */
function mailsHolding(to: string, text: string): string[] {
  let files: string[];
  try {
    files = readdirSync(mailDir()).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => readable(readFileSync(path.join(mailDir(), file), 'utf8')))
    .filter((mail) => mail.toLowerCase().includes(`to: ${to.toLowerCase()}`) && mail.includes(text));
}

/** Waits until exactly `count` mails to `to` hold `text` (the subject, say), and answers them. */
export async function waitForMails(to: string, text: string, count = 1): Promise<string[]> {
  await expect
    .poll(() => mailsHolding(to, text).length, { message: `${count} mail(s) to ${to} with "${text}"`, timeout: 15_000 })
    .toBe(count);
  return mailsHolding(to, text);
}
