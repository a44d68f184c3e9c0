/**
 * How `npm run serve` starts the store (the root package.json's `serve` script), so the benchmark
 * measures the server with the same Node flags and environment a deployment gets from it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './repo-paths';

export interface ServeCommand {
  /** `NAME=value` words before `node`. */
  env: Record<string, string>;
  /** The flags between `node` and the server's entry file. */
  nodeFlags: string[];
  /** The script as written, for the log. */
  script: string;
}

/** Reads `[NAME=value ...] node [--flag ...] apps/server/dist/main.js`; anything else is an error. */
export function readServeCommand(): ServeCommand {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const script = manifest.scripts?.serve ?? '';
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words.length > 0 && /^[A-Z_][A-Z0-9_]*=/.test(words[0]!)) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  const entry = words.at(-1);
  if (
    words[0] !== 'node' ||
    entry !== 'apps/server/dist/main.js' ||
    words.slice(1, -1).some((w) => !w.startsWith('-'))
  ) {
    throw new Error(
      `package.json's serve script is not "[NAME=value] node [flags] apps/server/dist/main.js": ${script}`,
    );
  }
  return { env, nodeFlags: words.slice(1, -1), script };
}
