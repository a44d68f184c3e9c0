import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Server test files that replace or spy on modules (vi.mock, vi.spyOn): each loads its own app. */
const ISOLATED = [
  // drizzle-kit's API adds an enumerable `random` to Array.prototype when loaded, which pdf.js
  // (the invoices' tests read their PDFs with it) refuses: it runs in a worker of its own.
  'apps/server/src/db/migrations.test.ts',
  'apps/server/src/modules/stock-alerts/subscribe-race.test.ts',
  'apps/server/src/plugins/web-pages.render-memory.test.ts',
  'apps/server/src/modules/catalog/product-list-pages.test.ts',
  'apps/server/src/modules/catalog/product-list-gather.test.ts',
  'apps/server/src/modules/catalog/product-list-marks.test.ts',
];

/**
 * A project of the server's tests. They render storefront pages with the web app's own server
 * entry, from its source (plugins/web-pages.rendered.test.ts): its `@/` imports resolve as in
 * apps/web.
 */
function server(test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean }) {
  return {
    resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
    test: {
      ...test,
      testTimeout: 30_000,
      hookTimeout: 120_000,
      setupFiles: ['apps/server/src/test/fail-on-console-error.ts'],
      // The migrated and demo databases every test file copies, made once per run.
      globalSetup: ['apps/server/src/test/database-templates.ts'],
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
        },
      },
      server({
        name: 'server',
        include: ['apps/server/src/**/*.test.ts'],
        exclude: ISOLATED,
        // Files share a worker's loaded modules instead of loading the app again each (about 1.5 s
        // a file); each still makes its own app and database (docs/decisions/095).
        isolate: false,
      }),
      server({ name: 'server-isolated', include: ISOLATED }),
      'apps/web/vitest.config.ts',
    ],
  },
});
