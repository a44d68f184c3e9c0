import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../db/client';
import { buildDemoCatalog } from '../db/seed/catalog/build-demo-catalog';
import { loadCatalog } from '../db/seed/load-catalog';
import { onServer, uniqueName } from './postgres-server';

/**
 * The two databases every server test starts from, made once per run by this global setup rather
 * than once per test file: `migrated` (every migration, no rows) and `demo` (the same with the
 * demo catalog loaded at `demoAt`). On PGlite they are data directories dumped to tar files, which
 * a test's PGlite starts from (about 0.5 s against 4 s to create, migrate and load one); on
 * PostgreSQL they are template databases that `CREATE DATABASE … TEMPLATE` copies.
 */
export type DatabaseTemplates =
  | { kind: 'pglite'; migrated: string; demo: string; demoAt: string }
  | { kind: 'postgres'; serverUrl: string; migrated: string; demo: string; demoAt: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Migrates `database` and, for the demo template, loads the catalog; answers when it was loaded. */
export async function prepareTemplate(database: Database, withCatalog: boolean): Promise<Date> {
  await database.migrate();
  const at = new Date();
  if (withCatalog) await loadCatalog(database.db, buildDemoCatalog(), at);
  return at;
}

/**
 * A copy of the demo catalog made at `demoAt` reads as if loaded now: its flash deals end as long
 * after now as the catalog says (the only times in it that tests measure against the clock).
 */
export async function catalogLoadedNow(database: Database, demoAt: string): Promise<void> {
  const seconds = (Date.now() - new Date(demoAt).getTime()) / 1000;
  await database.db.execute(
    sql`UPDATE home_section_items SET ends_at = ends_at + make_interval(secs => ${seconds}) WHERE ends_at IS NOT NULL`,
  );
}

async function pgliteTemplates(): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-test-templates-'));
  const database = await openPglite();
  try {
    await prepareTemplate(database, false);
    const migrated = path.join(dir, 'migrated.tar');
    writeFileSync(migrated, Buffer.from(await (await database.dump!()).arrayBuffer()));
    const demoAt = (await prepareTemplate(database, true)).toISOString();
    const demo = path.join(dir, 'demo.tar');
    writeFileSync(demo, Buffer.from(await (await database.dump!()).arrayBuffer()));
    return {
      templates: { kind: 'pglite', migrated, demo, demoAt },
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  } finally {
    await database.close();
  }
}

async function postgresTemplates(serverUrl: string) {
  const made: string[] = [];
  const make = async (withCatalog: boolean) => {
    const name = uniqueName(withCatalog ? 'store_template_demo' : 'store_template');
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    made.push(name);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), 2);
    try {
      return { name, at: await prepareTemplate(database, withCatalog) };
    } finally {
      // A template cannot be copied while anyone is connected to it.
      await database.close();
    }
  };
  const remove = async () => {
    for (const name of made) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    const migrated = await make(false);
    const demo = await make(true);
    const templates: DatabaseTemplates = {
      kind: 'postgres',
      serverUrl,
      migrated: migrated.name,
      demo: demo.name,
      demoAt: demo.at.toISOString(),
    };
    return { templates, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}

/** Vitest's global setup for the server's tests: the templates, and their removal afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { templates, remove } = serverUrl ? await postgresTemplates(serverUrl) : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
