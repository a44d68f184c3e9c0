import { fileURLToPath } from 'node:url';
import { fillPlaceholders, sql, type Query, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { z } from 'zod';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the SQL migrations; safe to call from several servers at once on PostgreSQL. */
  migrate(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel`, and `onReset` whenever
   * notifications may have been missed (a dropped connection): a cache should then be emptied.
   * Returns a stop function.
   */
  listen(channel: string, onNotify: (payload: string) => void, onReset: () => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tar file, which `openPglite` can start from. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** How loosely a search word may match a word of a product: pg_trgm's word similarity, 0 to 1. */
export const SEARCH_SIMILARITY = 0.45;
const sessionSetup = `SET pg_trgm.word_similarity_threshold = ${SEARCH_SIMILARITY}`;

/**
 * Runs a raw query and parses each row with `row`, the same on PGlite and node-postgres, so a
 * row leaves its repo typed and checked rather than cast (docs/decisions/020). A row that does
 * not match is a programming error and fails loudly. Raw queries answer timestamps as text on
 * both drivers: parse them with `timestamptz` from db/row-types.ts.
 */
export async function queryRows<S extends z.ZodType>(db: Db, row: S, query: SQL): Promise<Array<z.output<S>>> {
  // Both drivers answer { rows }; what is in them is checked below, row by row.
  const result = (await db.execute(query)) as { rows: unknown[] };
  return result.rows.map((r) => row.parse(r) as z.output<S>);
}

/** Renders SQL to text and parameters as the drivers' own sessions do (no casing is configured). */
const dialect = new PgDialect();

/** The text each statement name was first prepared with: one name must always mean one text. */
const preparedTexts = new Map<string, string>();

/** What each query object given to preparedRows renders to, worked out on its first call. */
const renderedQueries = new WeakMap<SQL, Query>();

/**
 * Type ids whose values raw queries answer as PostgreSQL's text, as Drizzle's sessions do for
 * `execute`: timestamp, timestamptz, date and interval, and arrays of those and of numeric.
 */
const TEXT_TYPES = new Set([1114, 1184, 1082, 1186, 1115, 1185, 1182, 1187, 1231]);

/** A statement run under its name on the driver itself (a prepared statement on PostgreSQL). */
type NamedQuery = (name: string, text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/** Each open database's NamedQuery, set by openPglite and openPostgres. */
const namedQueries = new WeakMap<Db, NamedQuery>();

/**
 * `queryRows` for a hot query whose text never changes (vary only its parameters: many ids go as
 * one array, `= ANY(${sql.param(ids)}::uuid[])`): on PostgreSQL it runs as the named prepared
 * statement `name`, parsed and planned once per pooled connection rather than on every call
 * (docs/decisions/065). PGlite runs it as any other query. Rows are parsed with `row` as in
 * queryRows. The same name with a different text is a programming error and throws, and so does
 * a call inside a transaction (a prepared statement belongs to the database's pool).
 *
 * A query built once, with `sql.placeholder(key)` where its parameters go and `values` filling
 * them in on each call, is also rendered to text once, rather than for every call.
 */
export async function preparedRows<S extends z.ZodType>(
  db: Db,
  row: S,
  name: string,
  query: SQL,
  values: Record<string, unknown> = {},
): Promise<Array<z.output<S>>> {
  const run = namedQueries.get(db);
  if (!run) throw new Error(`Prepared statement ${name} must run on an open database, not a transaction`);
  let rendered = renderedQueries.get(query);
  if (rendered === undefined) {
    rendered = dialect.sqlToQuery(query);
    renderedQueries.set(query, rendered);
  }
  const known = preparedTexts.get(name);
  if (known === undefined) preparedTexts.set(name, rendered.sql);
  else if (known !== rendered.sql) throw new Error(`Prepared statement ${name} was given a different text`);
  const result = await run(name, rendered.sql, fillPlaceholders(rendered.params, values));
  return result.rows.map((r) => row.parse(r) as z.output<S>);
}

/**
 * The embedded PostgreSQL (PGlite): persisted in `dataDir`, or in memory when it is omitted;
 * started from `from` (a `dump()` of another) instead of an empty cluster when given.
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<Database> {
  // Loaded only when used, so a server on PostgreSQL does not carry the WebAssembly database.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite({ dataDir, extensions: { pg_trgm }, ...(from ? { loadDataDir: from } : {}) });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const parsers = Object.fromEntries([...TEXT_TYPES].map((id) => [id, (value: string) => value]));
  namedQueries.set(db, (_name, text, params) => client.query(text, params, { parsers }));
  const database: Database = {
    db,
    kind: 'pglite',
    async migrate() {
      await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePglite(db as never, { migrationsFolder });
      await client.exec(sessionSetup);
    },
    async listen(channel, onNotify) {
      return client.listen(channel, (payload) => onNotify(payload ?? ''));
    },
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    close: () => client.close(),
  };
  // A database that already exists has the extension; the threshold is per session.
  await client.exec(sessionSetup).catch(() => undefined);
  return database;
}

/** A real PostgreSQL server through a connection pool. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    // A database that stops answering (packets dropped rather than refused) fails a request in
    // seconds with a 503 instead of holding it until the kernel gives up on the socket.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    // Set at connection start, so every pooled session searches with the same threshold. JIT
    // compilation is off: PostgreSQL compiles any query whose estimated cost passes 100,000, and
    // a catalog query with a pessimistic estimate (the category tree's counts, a long search) then
    // spent 350 ms compiling for 75 ms of work (docs/decisions/084).
    options: `-c pg_trgm.word_similarity_threshold=${SEARCH_SIMILARITY} -c jit=off`,
  });
  // A client losing its connection must not take the process down. The pool listens only to its
  // idle clients; one checked out for a query or a transaction would emit an unhandled 'error'
  // and crash the server. Its query fails instead (a 503, docs/architecture.md, API), and the
  // pool drops the broken client when it is released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const rawTypes = {
    getTypeParser: (id: number, format?: 'text' | 'binary') =>
      TEXT_TYPES.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format),
  };
  namedQueries.set(db, (name, text, values) => pool.query({ name, text, values, types: rawTypes }));
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      try {
        // One server migrates at a time; the others wait and then find nothing to do.
        await client.query('SELECT pg_advisory_lock(727274)');
        await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
        await client.end();
      }
    },
    listen: (channel, onNotify, onReset) => listenPostgres(url, channel, onNotify, onReset),
    close: () => pool.end(),
  };
}

/** A dedicated connection that LISTENs, reconnecting after a second when it drops. */
async function listenPostgres(url: string, channel: string, onNotify: (payload: string) => void, onReset: () => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    // Keep-alive probes notice a connection that died silently, so the reconnect below runs.
    const next = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client = next;
    next.on('notification', (message) => onNotify(message.payload ?? ''));
    next.on('error', () => undefined);
    next.on('end', () => {
      if (!stopped) setTimeout(() => void connect(), 1000).unref();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      onReset();
    } catch {
      await next.end().catch(() => undefined);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** Checks the database answers; used by /api/health. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
