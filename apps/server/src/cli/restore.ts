// npm run restore -- backups/kerala-moto-hub-….tar.gz
// Puts a backup into an empty shop: a new database (DATABASE_URL, or the embedded one in DATA_DIR)
// and an empty picture folder or bucket. It refuses, changing nothing, when either holds anything.
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup, RestoreRefused } from '../backup/shop-backup';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-database';
import { readDotEnv } from '../dot-env';
import { createStorage } from '../lib/storage/create-storage';
import { runCommand } from './run-command';

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('Usage: npm run restore -- backups/kerala-moto-hub-<time>.tar.gz');
    return 2;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  if (
    !(await access(file).then(
      () => true,
      () => false,
    ))
  ) {
    console.error(`Cannot read ${file}`);
    return 2;
  }
  readDotEnv();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 'npm run restore');
  const storage = await createStorage(config);
  try {
    const summary = await restoreBackup({ database, storage, dataDir: config.DATA_DIR }, createReadStream(file));
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    console.log(`Restored ${rows} rows and ${summary.pictures} pictures from ${file}.`);
    if (config.JWT_SECRET && summary.secrets.includes('jwt-secret')) {
      console.log('JWT_SECRET is set, so the restored jwt-secret file is not used: keep the setting the shop had.');
    }
    return 0;
  } catch (err) {
    if (err instanceof RestoreRefused) {
      console.error(`Nothing was restored: ${err.message}.`);
      return 1;
    }
    throw err;
  } finally {
    storage.close();
    await database.close();
  }
}

runCommand('restore', main);
