import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_COURIER_TOKEN, E2E_OWNER } from './admin-account';

const port = Number(process.env.E2E_PORT ?? 3199);
const shiprocketPort = Number(process.env.E2E_SHIPROCKET_PORT ?? 3198);
// Workers load this file again: they inherit the first directory through the environment, and the
// account journeys read the server's mails from `${E2E_DATA_DIR}/mail`.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'store-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Signs up the reset journey's account once the store answers (its code's minute runs out early).
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // A local Shiprocket speaking its documented calls, which the store books couriers through.
      command: `npx tsx ../apps/server/src/test/shiprocket-stand-in-main.ts ${shiprocketPort}`,
      // Any answer will do: every call but login needs a token, and this one answers 401 without.
      url: `http://127.0.0.1:${shiprocketPort}/v1/external/settings/company/pickup`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // The built store on a fresh embedded database, exactly as `npm start` runs it.
      // Two admins for the back-office journeys are made first (the embedded database is one process at
      // a time), then the store starts on the same data directory.
      command: [
        `node ../apps/server/dist/admin-create.js --email ${E2E_ADMIN.email} --name "${E2E_ADMIN.name}"`,
        `node ../apps/server/dist/admin-create.js --email ${E2E_OWNER.email} --name "${E2E_OWNER.name}"`,
        'node ../apps/server/dist/main.js --demo',
      ].join(' && '),
      url: `http://localhost:${port}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // As `npm start` has it: the store's own payment window, no Razorpay keys.
        TEST_PAYMENTS: 'true',
        // The stand-in's API user (apps/server/src/test/shiprocket-stand-in.ts).
        SHIPROCKET_EMAIL: 'api-user@shop.test',
        SHIPROCKET_PASSWORD: 'api-password-1',
        SHIPROCKET_API_URL: `http://127.0.0.1:${shiprocketPort}`,
        // What couriers.spec.ts's tracking updates carry as x-api-key.
        SHIPROCKET_WEBHOOK_TOKEN: E2E_COURIER_TOKEN,
      },
    },
  ],
});
