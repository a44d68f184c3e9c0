// Bundles the server into dist/ (our own code and the contracts; npm packages stay external)
// one self-contained file per entry (migrations are found next to it),
// and copies the SQL migrations beside it, so `node dist/main.js` needs no TypeScript at run time.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@store/'));

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    seed: 'src/db/seed/seed.cli.ts',
    'admin-create': 'src/cli/admin-create.ts',
    import: 'src/cli/import-catalog.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
// The PIN code directory (src/modules/india/pin-directory.ts reads it beside itself, or beside the bundle).
await cp('src/modules/india/pin-codes.tsv', 'dist/pin-codes.tsv');
console.log('server built into apps/server/dist');
