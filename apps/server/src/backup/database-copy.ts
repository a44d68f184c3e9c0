// The database half of a backup: every table of the store's schema read in one snapshot, each row
// as PostgreSQL's own JSON of it (to_jsonb), and the sequences' positions; and the same put back
// into an empty database of the same migrations. The same SQL on PGlite and PostgreSQL, so a
// backup of one restores into the other (docs/decisions/102).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database, type Db } from '../db/client';

/** Rows fetched at a time; a part holds at most this many, and at most PART_BYTES of JSON. */
export const ROWS_PER_PART = 2_000;
/** Each part is held whole while it is written and read: large rows (a mail's HTML) make more parts. */
export const PART_BYTES = 16 * 1024 * 1024;

/** The lines in runs of at most PART_BYTES each (a longer line alone), in order; at least one run. */
export function partsOf(lines: string[]): string[][] {
  const parts: string[][] = [[]];
  let bytes = 0;
  for (const line of lines) {
    const size = Buffer.byteLength(line) + 1;
    if (bytes + size > PART_BYTES && parts.at(-1)!.length > 0) {
      parts.push([]);
      bytes = 0;
    }
    parts.at(-1)!.push(line);
    bytes += size;
  }
  return parts;
}

/** Tables that the migrations themselves fill: a new database already holds their rows. */
const FILLED_BY_MIGRATIONS = new Set(['shop_settings', 'jobs']);

export interface Migrations {
  count: number;
  /** The hash drizzle recorded for the last migration applied. */
  last: string;
}

export interface SequencePosition {
  name: string;
  /** null: never used, so it starts where its definition says. */
  value: string | null;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tableNames(db: Db): Promise<string[]> {
  const rows = await queryRows(
    db,
    z.object({ name: z.string() }),
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

export async function migrationsOf(db: Db): Promise<Migrations> {
  const rows = await queryRows(
    db,
    z.object({ count: z.coerce.number(), last: z.string().nullable() }),
    sql`SELECT count(*) AS count, (SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC, id DESC LIMIT 1) AS last
        FROM drizzle.__drizzle_migrations`,
  );
  return { count: rows[0]?.count ?? 0, last: rows[0]?.last ?? '' };
}

/**
 * Reads the whole database in one read-only snapshot: `onPart` gets each table's rows in parts
 * of ROWS_PER_PART JSON lines (a table with no rows gets one empty part, so it is known), and
 * the answer holds the sequences' positions and the migrations the rows belong to.
 */
export async function dumpDatabase(
  db: Db,
  onPart: (table: string, part: number, lines: string[]) => Promise<void>,
): Promise<{ migrations: Migrations; sequences: SequencePosition[]; rows: Record<string, number> }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    // Timestamps written the same whatever the server's zone, so two backups of one shop compare.
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    const rows: Record<string, number> = {};
    for (const table of await tableNames(tx as unknown as Db)) {
      await tx.execute(
        sql.raw(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS j FROM public.${quote(table)} t`),
      );
      rows[table] = 0;
      let part = 0;
      for (let first = true; ; first = false) {
        const fetched = await queryRows(
          tx as unknown as Db,
          z.object({ j: z.string() }),
          sql.raw(`FETCH ${ROWS_PER_PART} FROM backup_rows`),
        );
        if (fetched.length === 0 && !first) break;
        for (const lines of partsOf(fetched.map((r) => r.j))) await onPart(table, (part += 1), lines);
        rows[table] += fetched.length;
        if (fetched.length < ROWS_PER_PART) break;
      }
      await tx.execute(sql`CLOSE backup_rows`);
    }
    const sequences = await queryRows(
      tx as unknown as Db,
      z.object({ name: z.string(), value: z.string().nullable() }),
      sql`SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
          WHERE schemaname = 'public' ORDER BY sequencename`,
    );
    return { migrations: await migrationsOf(tx as unknown as Db), sequences, rows };
  });
}

/** Why `db` cannot take a restore, or null: it must be migrated as the backup was, and hold nothing. */
export async function restoreProblem(db: Db, wanted: Migrations): Promise<string | null> {
  const have = await migrationsOf(db);
  if (have.count !== wanted.count || have.last !== wanted.last) {
    return have.count < wanted.count
      ? `the backup was made by a newer version of the store (${wanted.count} migrations, this one has ${have.count}): restore it with that version`
      : `the backup was made by an older version of the store (${wanted.count} migrations, this one has ${have.count}): restore it with that version, then start this one on it to upgrade`;
  }
  const used = await firstUsedTable(db, await tableNames(db));
  return used ? `the database is not empty (table ${used} has rows): restore into a new, empty database` : null;
}

/** The first of these tables holding a row, leaving out the ones the migrations fill; or null. */
async function firstUsedTable(db: Db, tables: string[]): Promise<string | null> {
  for (const table of tables) {
    if (FILLED_BY_MIGRATIONS.has(table)) continue;
    const [row] = await queryRows(
      db,
      z.object({ used: z.boolean() }),
      sql.raw(`SELECT EXISTS (SELECT 1 FROM public.${quote(table)}) AS used`),
    );
    if (row?.used) return table;
  }
  return null;
}

export interface DatabaseFiller {
  /** Puts one part of a table's rows in. */
  part(table: string, lines: string[]): Promise<void>;
  setSequences(positions: SequencePosition[]): Promise<void>;
}

/**
 * Empties the migrated database's tables and lets `fill` put the backup's rows in, all in one
 * transaction: a failure anywhere (a damaged archive) leaves the database as empty as it was.
 * Triggers and foreign keys wait (session_replication_role = replica): the rows are a consistent
 * snapshot already, with every column a trigger keeps as it was when it was taken.
 */
export async function restoreDatabase(
  database: Database,
  fill: (filler: DatabaseFiller) => Promise<void>,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    const tables = await tableNames(db);
    // Checked again inside the transaction: a server started on this database since the first
    // check (while the pictures went in) must not have its rows emptied by the TRUNCATE below.
    const used = await firstUsedTable(db, tables);
    if (used) throw new Error(`the database is no longer empty (table ${used} has rows): nothing was restored`);
    await tx.execute(sql.raw(`TRUNCATE ${tables.map((t) => `public.${quote(t)}`).join(', ')}`));
    const columns = new Map<string, string>();
    for (const table of tables) {
      const rows = await queryRows(
        db,
        z.object({ name: z.string() }),
        sql`SELECT column_name AS name FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
            ORDER BY ordinal_position`,
      );
      columns.set(table, rows.map((r) => quote(r.name)).join(', '));
    }
    await fill({
      async part(table, lines) {
        const list = columns.get(table);
        if (list === undefined) throw new Error(`the backup holds a table this store does not have: ${table}`);
        if (lines.length === 0) return;
        await tx.execute(
          sql`INSERT INTO ${sql.raw(`public.${quote(table)} (${list})`)} OVERRIDING SYSTEM VALUE
              SELECT ${sql.raw(list)} FROM jsonb_populate_recordset(NULL::${sql.raw(`public.${quote(table)}`)}, ${`[${lines.join(',')}]`}::jsonb)`,
        );
      },
      async setSequences(positions) {
        for (const { name, value } of positions) {
          if (value !== null)
            await tx.execute(sql`SELECT setval(${`public.${quote(name)}`}::regclass, ${value}::bigint, true)`);
        }
      },
    });
  });
}
