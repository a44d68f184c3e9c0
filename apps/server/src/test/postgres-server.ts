import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** `<prefix>_<random>`: a database name no other test file or run will take. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** One statement on the server's own database (CREATE and DROP DATABASE cannot run in a pool's). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
