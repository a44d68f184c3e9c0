// The embedded database is one process's at a time: PGlite keeps its files open and a second
// process writing the same folder would corrupt it. Whatever opens it (the store, `npm run
// admin:create`, `seed`, `import`, `backup`, `restore`) first takes DATA_DIR/embedded-db.lock,
// holding its process id; a lock whose process is gone is taken over (docs/decisions/102).
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another live process has the embedded database open; the message says which and what to do. */
export class EmbeddedDatabaseInUse extends Error {
  override name = 'EmbeddedDatabaseInUse';
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process is there, only not ours to signal.
    return (err as { code?: string }).code === 'EPERM';
  }
}

/** Takes the lock on the embedded database in `dataDir` for `what`; answers its release. */
export function lockEmbeddedDatabase(dataDir: string, what: string): () => void {
  const file = path.join(dataDir, 'embedded-db.lock');
  const mine = JSON.stringify({ pid: process.pid, what });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // Written whole under a name of its own, then linked into place: link fails if the lock
      // exists, and a reader never finds it half-written (and takes it for a leftover).
      const own = `${file}.${process.pid}`;
      writeFileSync(own, mine, { mode: 0o600 });
      try {
        linkSync(own, file);
      } finally {
        rmSync(own, { force: true });
      }
      return () => {
        if (readFileSync(file, 'utf8') === mine) rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
    }
    let holder: { pid?: unknown; what?: unknown } = {};
    try {
      holder = JSON.parse(readFileSync(file, 'utf8')) as typeof holder;
    } catch {
      // unreadable or half-written: treated as left behind
    }
    // A container restarts its process under the same id: a lock of our own id is a leftover.
    if (typeof holder.pid === 'number' && holder.pid !== process.pid && alive(holder.pid)) {
      throw new EmbeddedDatabaseInUse(
        `The embedded database in ${dataDir} is open in ${String(holder.what ?? 'another process')} (process ${holder.pid}). ` +
          `Only one process can use it: stop that one first (Ctrl+C in its terminal), or run the store on PostgreSQL ` +
          `(DATABASE_URL), where any number can. If no such process is running, delete ${file}.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new EmbeddedDatabaseInUse(`Could not take the lock ${file}: another process took it at the same moment.`);
}
