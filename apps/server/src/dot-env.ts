import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

/** `.env` at the repository's root: this file is in apps/server/src, and bundled into apps/server/dist. */
export const DOT_ENV = fileURLToPath(new URL('../../../.env', import.meta.url));

/**
 * Reads the settings in `file` (`NAME=value` lines, `#` comments, quoted values) into `env`,
 * when the file is there: a setting already in the environment wins over the file's. Answers the
 * names it set, to say where settings came from.
 */
export function readDotEnv(env: NodeJS.ProcessEnv = process.env, file: string = DOT_ENV): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const set: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return set;
}
