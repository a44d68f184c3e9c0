// npm run import -- catalog.csv [--check]
// Imports products from a catalog CSV (the back office's format; see docs/decisions/042) with the
// same row checks as the back office, and a progress bar. --check only checks the file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { IMPORT_MAX_BYTES } from '@store/contracts/admin';
import { loadConfig } from '../config';
import { readDotEnv } from '../dot-env';
import { openConfiguredDatabase } from '../db/open-database';
import { checkImport } from '../modules/catalog/import/check-import';
import { ImportStopped, runImport } from '../modules/catalog/import/run-import.service';
import { createProgressPrinter } from './progress-bar';
import { runCommand } from './run-command';

const USAGE = 'Usage: npm run import -- catalog.csv [--check]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { check: { type: 'boolean' } } });
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts from the repository root; the file is named from where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) {
    console.error(`Cannot read ${file}`);
    return 2;
  }
  if (bytes.length > IMPORT_MAX_BYTES) {
    console.error(`${file} is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB; split it into several files`);
    return 2;
  }

  readDotEnv();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 'npm run import');
  try {
    await database.migrate();
    const { check, items } = await checkImport(database.db, bytes);
    if (!check.ok) {
      for (const e of check.errors) {
        console.error(`${e.row === 0 ? 'file' : `row ${e.row}`}${e.column ? ` (${e.column})` : ''}: ${e.message}`);
      }
      if (check.errorCount > check.errors.length) console.error(`…and ${check.errorCount - check.errors.length} more`);
      console.error(`${check.errorCount} problem(s) found; nothing was imported.`);
      return 1;
    }
    console.log(
      `${check.rows} rows, ${check.products} products: ${check.newProducts} new, ${check.updatedProducts} to update.`,
    );
    if (values.check) return 0;

    const progress = createProgressPrinter(process.stdout, items.length);
    progress.update(0);
    try {
      const result = await runImport(database.db, null, items, (done, _total, handle) => progress.update(done, handle));
      progress.finish();
      console.log(
        `Imported: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged ` +
          `(${result.variants} variants).`,
      );
      return 0;
    } catch (err) {
      progress.finish();
      if (!(err instanceof ImportStopped)) throw err;
      console.error(`Stopped at "${err.handle}" after ${err.done} products: ${err.message}`);
      console.error('Fix it and run the same file again: products already written are matched, not duplicated.');
      return 1;
    }
  } finally {
    await database.close();
  }
}

runCommand('import', main);
