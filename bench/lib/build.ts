/** Builds the web app and the server before a run, only when their sources changed since the last build. */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SERVER_DIST } from './repo-paths';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds a workspace when its output is older than any of its sources or the contracts'. */
function buildIfStale(workspace: '@store/server' | '@store/web', dir: string, output: string) {
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'apps', dir, 'src')),
    newestMtime(path.join(ROOT, 'packages', 'contracts', 'src')),
  );
  let built = 0;
  try {
    built = statSync(output).mtimeMs;
  } catch {
    // never built
  }
  if (built > sources) {
    console.log(`${workspace} build is up to date (${path.relative(ROOT, output)})`);
    return;
  }
  console.log(`building ${workspace} (npm run build -w ${workspace})...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit', timeout: 180_000 });
  if (result.status !== 0) throw new Error(`the ${workspace} build failed`);
}

/** The server, and the web app whose pages the server completes (the product page HTML row). */
export function buildServerIfStale() {
  buildIfStale('@store/web', 'web', path.join(ROOT, 'apps', 'web', 'dist', 'index.html'));
  buildIfStale('@store/server', 'server', SERVER_DIST);
}
