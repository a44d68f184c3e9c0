import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index';

/**
 * Every migration has its drizzle-kit snapshot, the snapshots form one chain, and the last one is
 * what the TypeScript schema says (docs/decisions/094): `drizzle-kit generate` then compares a
 * schema change with the database as the migrations leave it, and finds nothing to do when the
 * schema has not changed.
 */
const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
const metaDir = `${migrationsDir}meta/`;

interface JournalEntry {
  idx: number;
  tag: string;
}

const journal = JSON.parse(readFileSync(`${metaDir}_journal.json`, 'utf8')) as { entries: JournalEntry[] };
const snapshotFile = (entry: JournalEntry) => `${entry.tag.slice(0, 4)}_snapshot.json`;
const readSnapshot = (entry: JournalEntry) =>
  JSON.parse(readFileSync(`${metaDir}${snapshotFile(entry)}`, 'utf8')) as DrizzleSnapshotJSON;

/** drizzle-kit's prevId for the first snapshot. */
const ORIGIN = '00000000-0000-0000-0000-000000000000';

describe('migrations and their snapshots', () => {
  it('journal entries are numbered in order', () => {
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, i) => i));
    expect(journal.entries.map((entry) => Number(entry.tag.slice(0, 4)))).toEqual(journal.entries.map((_, i) => i));
  });

  it('every journal entry has its SQL file and its snapshot, and every SQL file and snapshot its entry', () => {
    const sqlFiles = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'));
    const snapshots = readdirSync(metaDir).filter((name) => name.endsWith('_snapshot.json'));
    expect(sqlFiles.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`).sort());
    expect(snapshots.sort()).toEqual(journal.entries.map(snapshotFile).sort());
  });

  it('the snapshots form one chain in journal order', () => {
    const links = journal.entries.map((entry) => {
      const snapshot = readSnapshot(entry);
      return { tag: entry.tag, id: snapshot.id, prevId: snapshot.prevId };
    });
    const expected = links.map((link, i) => ({ ...link, prevId: i === 0 ? ORIGIN : links[i - 1]!.id }));
    expect(links).toEqual(expected);
    expect(new Set(links.map((link) => link.id)).size).toBe(links.length);
  });

  it('drizzle-kit finds nothing to generate between the last snapshot and the schema', async () => {
    const last = journal.entries.at(-1)!;
    const statements = await generateMigration(readSnapshot(last), generateDrizzleJson(schema));
    // Statements here: the schema and the migrations disagree. A schema change needs its migration
    // (`npx drizzle-kit generate --name=...` in apps/server), with its snapshot (docs/decisions/094).
    expect(statements, `after ${last.tag}`).toEqual([]);
  });
});
