#!/usr/bin/env node
// `npm start` builds only when something the build reads has changed since the last build, so a
// restart takes seconds instead of a full web and server build (docs/decisions/062).
//
// The fingerprint is every input file's path, size and modification time, hashed: cheap to take
// (a few thousand stat calls) and changed by any edit, checkout or `npm ci`. It is written beside
// the server's bundle only after a build succeeds, so a failed or interrupted build is redone.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'apps/server/dist/.build-fingerprint');
/** What the build must have produced for the store to start. */
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];
/** Folders and files the web and server builds read. */
const inputs = [
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

/** Builds unless every output exists and the last good build saw the inputs as they are now. */
function main() {
  const before = fingerprint(root, inputs);
  const outputsThere = outputs.every((f) => existsSync(path.join(root, f)));
  if (outputsThere && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === before) {
    console.log('The build is up to date: starting without rebuilding.');
    return 0;
  }
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) return built.status ?? 1;
  // The fingerprint taken before the build: a file edited while it ran makes the next start build again.
  writeFileSync(stampFile, `${before}\n`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
