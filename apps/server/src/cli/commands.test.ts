import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { httpJson } from '../test/store-cluster';
import { startStoreProcess, type StoreProcess } from '../test/store-process';
import { createPostgresDatabase } from '../test/test-database';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const templates = inject('databaseTemplates');

/** Runs one of the shop's commands from its source, as `npm run <name>` runs its build. */
function command(file: string, args: string[], env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/cli', file), ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

const password = 'go-live-admin-1234';
const stores: StoreProcess[] = [];
const folders: string[] = [];
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  for (const store of stores) await store.stop();
  await drop?.();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const logIn = (store: StoreProcess, email: string) =>
  httpJson(store.url, 'POST', '/api/log_in', { body: { email, password }, ip: '203.0.113.9' });

describe('the commands beside a running store', () => {
  it.runIf(templates.kind === 'pglite')(
    'on the embedded database: admin:create and backup refuse with exit status 1 and change nothing; stopped, they work',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'store-commands-'));
      folders.push(dataDir);
      const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: password };
      const store = await startStoreProcess({ name: 'embedded', env: { DATA_DIR: dataDir }, readyMs: 120_000 });
      stores.push(store);

      const refused = await command('admin-create.ts', ['--email', 'owner@shop.test', '--name', 'Asha Owner'], env);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain(`is open in the store (process ${store.pid})`);
      expect(refused.output).not.toMatch(/created|is now an admin/);
      const backupRefused = await command('backup.ts', ['--dir', path.join(dataDir, 'backups')], env);
      expect(backupRefused.code, backupRefused.output).toBe(1);
      expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([]);
      // The account was never made: signing in with it fails as for any unknown e-mail.
      expect((await logIn(store, 'owner@shop.test')).status).toBe(400);

      await store.stop();
      const created = await command('admin-create.ts', ['--email', 'owner@shop.test', '--name', 'Asha Owner'], env);
      expect(created.code, created.output).toBe(0);
      expect(created.output).toContain('Admin owner@shop.test created.');
      const backup = await command('backup.ts', ['--dir', path.join(dataDir, 'backups'), '--keep', '1'], env);
      expect(backup.code, backup.output).toBe(0);
      expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([
        expect.stringMatching(/^kerala-moto-hub-.*\.tar\.gz$/),
      ]);
      expect(existsSync(path.join(dataDir, 'embedded-db.lock'))).toBe(false);

      const again = await startStoreProcess({ name: 'embedded-again', env: { DATA_DIR: dataDir }, readyMs: 120_000 });
      stores.push(again);
      expect((await logIn(again, 'owner@shop.test')).status).toBe(200);
    },
    300_000,
  );

  it.runIf(templates.kind === 'postgres')(
    'on PostgreSQL: admin:create works beside the running store, whose sign-in takes the new account at once',
    async () => {
      if (templates.kind !== 'postgres') return;
      const empty = await createPostgresDatabase(templates.serverUrl, 'store_commands');
      drop = empty.drop;
      const store = await startStoreProcess({ name: 'postgres', env: { DATABASE_URL: empty.url }, readyMs: 120_000 });
      stores.push(store);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'store-commands-'));
      folders.push(dataDir);
      const created = await command('admin-create.ts', ['--email', 'owner@shop.test', '--name', 'Asha Owner'], {
        DATABASE_URL: empty.url,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: password,
      });
      expect(created.code, created.output).toBe(0);
      expect(created.output).toContain('Admin owner@shop.test created.');
      const session = await logIn(store, 'owner@shop.test');
      expect(session.status).toBe(200);
      expect(JSON.stringify(session.body)).toContain('"admin"');
    },
    300_000,
  );
});
