// The embedded database is one process's at a time: PGlite keeps its files open and a second
// process writing the same folder would corrupt it. Whatever opens it (the store, `npm run
// admin:create`, `seed`, `import`, `backup`, `restore`) first takes DATA_DIR/embedded-db.lock,
// holding its process id; a lock whose process is gone is taken over (docs/decisions/102).
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another live process has the embedded database open; the message says which and what to do. */
export class EmbeddedDatabaseInUse extends Error {
  override name = 'EmbeddedDatabaseInUse';
}

type Holder = { pid?: unknown; what?: unknown };

function readHolder(file: string): Holder {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    // unreadable or half-written: treated as left behind
    return {};
  }
}

/** Whether a holder is another process that is running: a lock of our own id is a leftover. */
const liveOther = (holder: Holder): holder is { pid: number; what?: unknown } =>
  // A container restarts its process under the same id.
  typeof holder.pid === 'number' && holder.pid !== process.pid && alive(holder.pid);

function inUse(dataDir: string, file: string, holder: { pid: number; what?: unknown }) {
  return new EmbeddedDatabaseInUse(
    `The embedded database in ${dataDir} is open in ${String(holder.what ?? 'another process')} (process ${holder.pid}). ` +
      `Only one process can use it: stop that one first (Ctrl+C in its terminal), or run the store on PostgreSQL ` +
      `(DATABASE_URL), where any number can. If no such process is running, delete ${file}.`,
  );
}

/**
 * Takes a left-behind lock out of the way. It is moved, not deleted: of two processes that both
 * found the same leftover, one moves it and takes the lock; the other then moves that new, live
 * lock, sees whose it is and puts it back, instead of deleting it and taking the lock as well.
 */
export function clearLeftover(dataDir: string, file: string): void {
  const moved = `${file}.left.${process.pid}`;
  try {
    renameSync(file, moved);
  } catch (err) {
    // Gone already: another process cleared it first.
    if ((err as { code?: string }).code === 'ENOENT') return;
    throw err;
  }
  const holder = readHolder(moved);
  try {
    if (liveOther(holder)) {
      try {
        linkSync(moved, file);
      } catch {
        // A third process took the lock meanwhile: it holds it now.
      }
      throw inUse(dataDir, file, holder);
    }
  } finally {
    rmSync(moved, { force: true });
  }
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
        // Gone already (moved aside for a moment by a process taking over a leftover): nothing to give back.
        let held: string;
        try {
          held = readFileSync(file, 'utf8');
        } catch {
          return;
        }
        if (held === mine) rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(file);
    if (liveOther(holder)) throw inUse(dataDir, file, holder);
    clearLeftover(dataDir, file);
  }
  throw new EmbeddedDatabaseInUse(`Could not take the lock ${file}: another process took it at the same moment.`);
}
