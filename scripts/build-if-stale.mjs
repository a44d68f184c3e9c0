#!/usr/bin/env node
// `npm start` builds only when something the build reads has changed since the last build, so a
// restart takes seconds instead of a full web and server build (docs/decisions/062).
//
// The fingerprint is every input file's path, size and modification time, hashed: cheap to take
// (a few thousand stat calls) and changed by any edit, checkout or `npm ci`. It is written beside
// the server's bundle only after a build succeeds, so a failed or interrupted build is redone.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'apps/server/dist/.build-fingerprint');
/** What the build must have produced for the store to start. */
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'];
/** Folders and files the web and server builds read. */
const inputs = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/build.mjs',
  'apps/server/tsconfig.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
];

/** Every file under `entry` (relative to `base`), depth first in name order, the same on every run. */
function filesUnder(base, entry) {
  const full = path.join(base, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((d) => filesUnder(base, path.join(entry, d.name)));
}

/** A hash of the path, size and modification time of every file under `entries` in `base`. */
export function fingerprint(base, entries) {
  const hash = createHash('sha256');
  for (const file of entries.flatMap((entry) => filesUnder(base, entry))) {
    const { size, mtimeMs } = statSync(path.join(base, file));
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/**
 * Holds `dir` as a lock while `work` runs: mkdir is atomic, so of two starts at once one builds
 * and the other waits (the build begins by deleting dist/, which would pull the files from under
 * a server the first start launched). A lock whose process is gone is taken over.
 */
export function withLock(dir, work, { waitMs = 10 * 60_000, pollMs = 250 } = {}) {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      if (!holderAlive(dir)) {
        rmSync(dir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > until) throw new Error(`another build has held ${dir} for too long`, { cause: err });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, pollMs);
    }
  }
  try {
    return work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether the process that took the lock still runs (a lock just made may not have its pid yet). */
function holderAlive(dir) {
  let pid;
  try {
    pid = Number(readFileSync(path.join(dir, 'pid'), 'utf8'));
  } catch {
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

function upToDate(current) {
  const outputsThere = outputs.every((f) => existsSync(path.join(root, f)));
  return outputsThere && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === current;
}

/** Builds unless every output exists and the last good build saw the inputs as they are now. */
function main() {
  if (upToDate(fingerprint(root, inputs))) {
    console.log('The build is up to date: starting without rebuilding.');
    return 0;
  }
  return withLock(path.join(root, 'apps/server/.build-lock'), () => {
    // Looked at again under the lock: a start that waited finds the build another one just made.
    const before = fingerprint(root, inputs);
    if (upToDate(before)) return 0;
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) return built.status ?? 1;
    // The fingerprint taken before the build: a file edited while it ran makes the next start build again.
    writeFileSync(stampFile, `${before}\n`);
    return 0;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
