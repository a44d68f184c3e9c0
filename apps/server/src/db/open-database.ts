import path from 'node:path';
import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from './client';
import { lockEmbeddedDatabase } from './embedded-lock';

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded database under DATA_DIR/pgdata, which
 * `what` (the store, a command) holds alone until it closes it (db/embedded-lock.ts).
 */
export async function openConfiguredDatabase(config: Config, what = 'the store'): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  const release = lockEmbeddedDatabase(config.DATA_DIR, what);
  try {
    const database = await openPglite(path.join(config.DATA_DIR, 'pgdata'));
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
