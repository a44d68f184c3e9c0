import path from 'node:path';
import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from './client';

/** PostgreSQL when DATABASE_URL is set, else the embedded database under DATA_DIR/pgdata. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
    : openPglite(path.join(config.DATA_DIR, 'pgdata'));
}
