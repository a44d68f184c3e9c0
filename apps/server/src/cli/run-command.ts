import { ZodError } from 'zod';
import { ConfigError } from '../config';
import { EmbeddedDatabaseInUse } from '../db/embedded-lock';

/** Errors a command explains in their own words, with no stack: wrong settings, a busy database. */
const PLAIN = [ConfigError, EmbeddedDatabaseInUse];

/**
 * Runs a command's `main` and exits with the status it answers; a failure is printed (in plain
 * words for a known kind, after `name failed:` for any other) and exits with 1.
 */
export function runCommand(
  name: string,
  main: () => Promise<number>,
  plain: Array<new (...args: never[]) => Error> = [],
) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (err instanceof ZodError) console.error(err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
      else if ([...PLAIN, ...plain].some((kind) => err instanceof kind)) console.error((err as Error).message);
      else console.error(`${name} failed:`, err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
