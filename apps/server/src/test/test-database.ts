import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';
import { catalogLoadedNow } from './database-templates';
import { onServer, uniqueName } from './postgres-server';

export interface TestDatabase {
  database: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  drop(): Promise<void>;
}

/** Which of the run's templates (test/database-templates.ts) a database starts from. */
export type TemplateName = 'migrated' | 'demo';

/**
 * A fresh, migrated database for one test file, empty or (`'demo'`) holding the demo catalog:
 * in-memory PGlite by default, or a new database on the server at TEST_DATABASE_URL so the same
 * tests also run on real PostgreSQL. Either is a copy of the run's template, made once by the
 * global setup, so no test file pays for the migrations or the catalog load.
 */
export async function createTestDatabase(template: TemplateName = 'migrated'): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  if (templates.kind === 'pglite') {
    const database = await openPglite(undefined, await openAsBlob(templates[template]));
    if (template === 'demo') await catalogLoadedNow(database, templates.demoAt);
    return { database, drop: () => database.close() };
  }
  const copy = await createPostgresDatabase(templates.serverUrl, 'store_test', templates[template]);
  if (template === 'demo') await catalogLoadedNow(copy.database, templates.demoAt);
  return copy;
}

/**
 * A new database named `<prefix>_<random>` on the PostgreSQL server at `serverUrl`, with its
 * address: a copy of the database `template`, or else empty and migrated. `drop` closes the
 * connection and drops it.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<TestDatabase & { url: string }> {
  const name = uniqueName(prefix);
  await onServer(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  if (!template) await database.migrate();
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
