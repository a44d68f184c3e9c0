import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clearLeftover, EmbeddedDatabaseInUse, lockEmbeddedDatabase } from './embedded-lock';

const folder = mkdtempSync(path.join(tmpdir(), 'store-lock-'));
const sleeper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
afterAll(() => {
  sleeper.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});
const lockFile = path.join(folder, 'embedded-db.lock');

describe('the embedded database lock', () => {
  it('is taken, refused to a second holder while its process lives, and given back', () => {
    const release = lockEmbeddedDatabase(folder, 'the store');
    expect(existsSync(lockFile)).toBe(true);
    // Another live process holding it: the message names what holds it and how to go on.
    writeFileSync(lockFile, JSON.stringify({ pid: sleeper.pid, what: 'the store' }));
    expect(() => lockEmbeddedDatabase(folder, 'npm run admin:create')).toThrow(EmbeddedDatabaseInUse);
    expect(() => lockEmbeddedDatabase(folder, 'npm run admin:create')).toThrow(
      `is open in the store (process ${sleeper.pid})`,
    );
    // Not ours any more, so our release leaves it alone.
    release();
    expect(existsSync(lockFile)).toBe(true);
    rmSync(lockFile);
  });

  it('is taken over from a process that is gone, or from a file that is not a lock', async () => {
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(lockFile, JSON.stringify({ pid: gone.pid, what: 'the store' }));
    const release = lockEmbeddedDatabase(folder, 'npm run backup');
    release();
    expect(existsSync(lockFile)).toBe(false);
    writeFileSync(lockFile, 'not json');
    lockEmbeddedDatabase(folder, 'npm run backup')();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('puts back a live lock that a process racing for a leftover moved, and does not take it', () => {
    // What a slower process sees: it read a leftover, but another process cleared it and took the
    // lock before this one moved it.
    const live = JSON.stringify({ pid: sleeper.pid, what: 'the store' });
    writeFileSync(lockFile, live);
    expect(() => clearLeftover(folder, lockFile)).toThrow(EmbeddedDatabaseInUse);
    expect(readFileSync(lockFile, 'utf8')).toBe(live);
    expect(readdirSync(folder)).toEqual(['embedded-db.lock']);
    rmSync(lockFile);
    // Cleared by the other process already: nothing to do.
    expect(() => clearLeftover(folder, lockFile)).not.toThrow();
  });
});
