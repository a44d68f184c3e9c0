import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The account the global setup signed up for the password reset journey. */
export interface Resetter {
  name: string;
  email: string;
  password: string;
  /** When its sign-up code was mailed (ms): the next code may go a minute after. */
  codeMailedAt: number;
}

export const RESETTER_FILE = 'e2e-resetter.json';

export function readResetter(): Resetter {
  return JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR!, RESETTER_FILE), 'utf8')) as Resetter;
}
