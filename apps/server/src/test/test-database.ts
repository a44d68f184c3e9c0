import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client';

export interface TestDatabase {
  database: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite by default, or a new
 * database on the server at TEST_DATABASE_URL so the same tests also run on real PostgreSQL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite();
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const { database, drop } = await createPostgresDatabase(serverUrl, 'store_test');
  return { database, drop };
}

/**
 * A new, migrated database named `<prefix>_<random>` on the PostgreSQL server at `serverUrl`,
 * with its address; `drop` closes the connection and drops it.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix: string,
): Promise<TestDatabase & { url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  await database.migrate();
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** One statement on the server's own database (CREATE and DROP DATABASE cannot run in a pool's). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
