import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
      {
        // The server's tests render storefront pages with the web app's own server entry, from its
        // source (plugins/web-pages.rendered.test.ts): its `@/` imports resolve as in apps/web.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          setupFiles: ['apps/server/src/test/fail-on-console-error.ts'],
          // The migrated and demo databases every test file copies, made once per run.
          globalSetup: ['apps/server/src/test/database-templates.ts'],
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
