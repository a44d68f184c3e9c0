// npm run backup [-- --dir backups --keep 14]
// Writes the whole shop (database, pictures, generated secrets) to one archive,
// <dir>/kerala-moto-hub-<time>.tar.gz, and keeps the newest --keep of them (all when 0). On
// PostgreSQL it runs beside the store; the embedded database must be stopped first.
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeBackup } from '../backup/shop-backup';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-database';
import { readDotEnv } from '../dot-env';
import { createStorage } from '../lib/storage/create-storage';
import { runCommand } from './run-command';

const NAME = /^kerala-moto-hub-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, keep: { type: 'string' } } });
  const keep = Number(values.keep ?? '0');
  if (!Number.isInteger(keep) || keep < 0) {
    console.error(
      'Usage: npm run backup -- [--dir backups] [--keep 14]   (--keep: how many archives to keep, 0 for all)',
    );
    return 2;
  }
  readDotEnv();
  const config = loadConfig();
  // npm runs scripts from the repository root; the folder is named from where the command was typed.
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.dir ?? 'backups');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `kerala-moto-hub-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`);

  const database = await openConfiguredDatabase(config, 'npm run backup');
  const storage = await createStorage(config);
  const partial = `${file}.partial`;
  try {
    const summary = await writeBackup({ database, storage, dataDir: config.DATA_DIR }, createWriteStream(partial));
    // Named as a backup only once whole, so a cut-off one is never taken for one.
    await rename(partial, file);
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    console.log(
      `Backed up ${rows} rows, ${summary.pictures} pictures and ${summary.secrets.length} secret(s) to ${file}`,
    );
  } finally {
    await rm(partial, { force: true });
    storage.close();
    await database.close();
  }
  if (keep > 0) {
    const old = (await readdir(dir))
      .filter((name) => NAME.test(name))
      .sort()
      .slice(0, -keep);
    for (const name of old) await rm(path.join(dir, name));
    if (old.length) console.log(`Removed ${old.length} older backup(s), keeping the newest ${keep}.`);
  }
  return 0;
}

runCommand('backup', main);
