// A whole shop in one .tar.gz: the database, every picture in the storage (folder or bucket) and
// the secrets the store generated in DATA_DIR; and the same put back into an empty shop
// (docs/decisions/102). The archive, in order:
//   manifest.json                 what made it, when, and the migrations its rows belong to
//   secrets/jwt-secret            the generated session secret, when DATA_DIR holds one
//   pictures/<key>                every stored picture
//   database/<table>/<n>.ndjson   each table's rows, one JSON object a line, in parts
//   database/sequences.json       where order, return and invoice numbers go on from
//   end.json                      the counts, so a cut-off archive is never restored
// Pictures come before the rows so that a restore puts them in place before its one database
// transaction, and a failure of that transaction takes them out again.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import { createGzip, createGunzip } from 'node:zlib';
import { z } from 'zod';
import type { Database } from '../db/client';
import type { Storage } from '../lib/storage/storage';
import { isStorageKey, typeOfKey } from '../lib/storage/storage';
import { readTar, TarWriter, type TarEntry } from '../lib/tar';
import { dumpDatabase, restoreDatabase, restoreProblem, type SequencePosition } from './database-copy';

const FORMAT = 'kerala-moto-hub-backup';
/** Files the store generates in DATA_DIR that a restored shop needs (config.ts). */
const SECRET_FILES = ['jwt-secret'];

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.object({ count: z.number().int(), last: z.string() }),
});
const endSchema = z.object({ rows: z.record(z.string(), z.number().int()), pictures: z.number().int() });
const sequencesSchema = z.array(z.object({ name: z.string(), value: z.string().nullable() }));

export interface Shop {
  database: Database;
  storage: Storage;
  dataDir: string;
}

export interface BackupSummary {
  rows: Record<string, number>;
  pictures: number;
  secrets: string[];
}

/** Refused before anything was changed: the target is not empty, or the backup is of another version. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2));

/** Writes the shop's backup to `out` (a file, say) as a gzipped tar archive. */
export async function writeBackup(shop: Shop, out: Writable): Promise<BackupSummary> {
  // The rows first, in one snapshot, into a scratch file; then the pictures, so none a row of the
  // snapshot names was uploaded too late to be in the archive.
  const scratch = await mkdtemp(path.join(tmpdir(), 'store-backup-'));
  try {
    const rowsFile = path.join(scratch, 'rows.tar');
    const rowsTar = new TarWriter(createWriteStream(rowsFile));
    const dumped = await dumpDatabase(shop.database.db, (table, part, lines) =>
      rowsTar.add(`database/${table}/${String(part).padStart(4, '0')}.ndjson`, Buffer.from(lines.join('\n'))),
    );
    await rowsTar.add('database/sequences.json', json(dumped.sequences));
    await rowsTar.finish();

    const gzip = createGzip();
    // The archive's end: a write error on `out` (a full disk) fails the backup instead of hanging it.
    const written = pipeline(gzip, out);
    written.catch(() => undefined);
    const tar = new TarWriter(gzip);
    await tar.add(
      'manifest.json',
      json({
        format: FORMAT,
        version: 1,
        createdAt: new Date().toISOString(),
        database: shop.database.kind,
        migrations: dumped.migrations,
      }),
    );
    const secrets: string[] = [];
    for (const name of SECRET_FILES) {
      const bytes = await readFile(path.join(shop.dataDir, name)).catch(() => null);
      if (bytes) {
        await tar.add(`secrets/${name}`, bytes);
        secrets.push(name);
      }
    }
    let pictures = 0;
    for await (const key of shop.storage.keys()) {
      const file = await shop.storage.get(key);
      if (!file) continue; // deleted since it was listed
      await tar.add(`pictures/${key}`, await buffer(file.body), file.lastModified);
      pictures += 1;
    }
    for await (const entry of readTar(createReadStream(rowsFile))) await tar.add(entry.name, entry.body);
    await tar.add('end.json', json({ rows: dumped.rows, pictures }));
    await tar.finish();
    await written;
    return { rows: dumped.rows, pictures, secrets };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function storageIsEmpty(storage: Storage): Promise<boolean> {
  for await (const _key of storage.keys()) return false;
  return true;
}

/**
 * Puts the backup read from `input` into `shop`, which must be empty: its database migrated as the
 * backup's was (or not yet) and without rows, its storage without pictures. Throws RestoreRefused
 * before changing anything when it is not; any other failure leaves the shop empty again.
 */
export async function restoreBackup(shop: Shop, input: Readable): Promise<BackupSummary> {
  const entries = readTar(input.pipe(createGunzip()));
  const next = async (): Promise<TarEntry | null> => (await entries.next()).value ?? null;
  let entry = await next();
  const manifest = manifestSchema.safeParse(entry?.name === 'manifest.json' ? JSON.parse(entry.body.toString()) : null);
  if (!manifest.success) throw new RestoreRefused('this file is not a backup made by `npm run backup`');

  await shop.database.migrate();
  const problem = await restoreProblem(shop.database.db, manifest.data.migrations);
  if (problem) throw new RestoreRefused(problem);
  if (!(await storageIsEmpty(shop.storage))) {
    throw new RestoreRefused('the picture storage is not empty: restore into a new, empty data folder or bucket');
  }

  const secrets = new Map<string, Buffer>();
  const written: string[] = [];
  const counted: Record<string, number> = {};
  let end: z.infer<typeof endSchema> | undefined;
  try {
    for (entry = await next(); entry && !entry.name.startsWith('database/'); entry = await next()) {
      const name = entry.name.slice(entry.name.indexOf('/') + 1);
      if (entry.name.startsWith('secrets/') && SECRET_FILES.includes(name)) secrets.set(name, entry.body);
      else if (entry.name.startsWith('pictures/') && isStorageKey(name)) {
        await shop.storage.put(name, entry.body, typeOfKey(name));
        written.push(name);
      } else throw new Error(`the backup holds an unexpected file: ${entry.name}`);
    }
    await restoreDatabase(shop.database, async (filler) => {
      let sequences: SequencePosition[] | undefined;
      for (; entry && entry.name !== 'end.json'; entry = await next()) {
        if (entry.name === 'database/sequences.json') {
          sequences = sequencesSchema.parse(JSON.parse(entry.body.toString()));
          continue;
        }
        const table = /^database\/([^/]+)\/\d+\.ndjson$/.exec(entry.name)?.[1];
        if (!table) throw new Error(`the backup holds an unexpected file: ${entry.name}`);
        const lines = entry.body.length === 0 ? [] : entry.body.toString().split('\n');
        await filler.part(table, lines);
        counted[table] = (counted[table] ?? 0) + lines.length;
      }
      if (!entry) throw new Error('the archive ends before its end.json: it is incomplete');
      end = endSchema.parse(JSON.parse(entry.body.toString()));
      const missing = Object.entries(end.rows).find(([table, rows]) => (counted[table] ?? 0) !== rows);
      if (missing || !sequences || end.pictures !== written.length) {
        throw new Error('the archive holds fewer rows or pictures than it says: it is incomplete');
      }
      await filler.setSequences(sequences);
    });
  } catch (err) {
    await Promise.allSettled(written.map((key) => shop.storage.remove(key)));
    throw err;
  }
  for (const [name, bytes] of secrets) await writeFile(path.join(shop.dataDir, name), bytes, { mode: 0o600 });
  return { rows: end!.rows, pictures: written.length, secrets: [...secrets.keys()] };
}
