import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { finished } from 'node:stream/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { uploadResponse } from '@store/contracts/reviews';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite, queryRows, type Database, type Db } from '../db/client';
import { createLocalStorage } from '../lib/storage/local-storage';
import { TarWriter } from '../lib/tar';
import type { Storage } from '../lib/storage/storage';
import { call } from '../test/accounts';
import { deliveredOrder, postReview } from '../test/reviews';
import { plainProducts, shopper } from '../test/shop';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createGzip } from 'node:zlib';
import { photo, upload } from '../test/uploads';
import { RestoreRefused, restoreBackup, writeBackup } from './shop-backup';

/** Every row of every table of the store's schema as PostgreSQL's JSON text, sorted, and every sequence. */
function contents(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    return contentsIn(tx as unknown as Db);
  });
}

/** The two databases hold the same rows, table by table (a failure names the table). */
async function expectSameRows(restored: Db, original: Db) {
  const [got, want] = [await contents(restored), await contents(original)];
  expect(Object.keys(got)).toEqual(Object.keys(want));
  for (const [table, rows] of Object.entries(want)) expect(got[table], table).toEqual(rows);
}

async function contentsIn(db: Db): Promise<Record<string, string[]>> {
  const tables = await queryRows(
    db,
    z.object({ name: z.string() }),
    sql`SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY relname`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await queryRows(
      db,
      z.object({ j: z.string() }),
      sql.raw(`SELECT to_jsonb(t)::text AS j FROM "${name}" t`),
    );
    all[name] = rows.map((r) => r.j).sort();
  }
  const sequences = await queryRows(
    db,
    z.object({ s: z.string() }),
    sql`SELECT sequencename || '=' || coalesce(last_value::text, '-') AS s FROM pg_sequences WHERE schemaname = 'public'`,
  );
  all['(sequences)'] = sequences.map((r) => r.s).sort();
  return all;
}

async function pictures(storage: Storage): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for await (const key of storage.keys())
    found[key] = (await buffer((await storage.get(key))!.body)).toString('base64');
  return found;
}

/** A new, empty shop: a migrated database, a data folder and its picture folder. */
async function emptyShop(): Promise<{ database: Database; storage: Storage; dataDir: string; drop(): Promise<void> }> {
  const made: TestDatabase = await createTestDatabase('migrated');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-restored-'));
  return {
    database: made.database,
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
    dataDir,
    async drop() {
      await made.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let t: TestApp;
let scratch: string;
let archive: string;
let buyer: { id: string; token: string };
let orderId: string;
const cleanup: Array<() => Promise<void>> = [];

beforeAll(async () => {
  t = await createTestApp();
  scratch = mkdtempSync(path.join(tmpdir(), 'store-backup-test-'));
  const admin = await shopper(t.app, t.db, 'staff@backup.test', 'admin');
  buyer = await shopper(t.app, t.db, 'meera@backup.test');
  const [line] = await plainProducts(t.db, 1);
  orderId = await deliveredOrder(t.app, buyer, admin, line!);
  const uploaded = await upload(t.app, buyer, { data: await photo('jpeg') });
  expect(uploaded.status).toBe(200);
  const image = uploadResponse.parse(uploaded.body).data.url;
  const review = await postReview(t.app, buyer, { product: line!.id, rating: 5, text: 'Fits well', images: [image] });
  expect(review.status).toBe(200);

  // Its periodic tasks would go on writing their runs: the shop is compared with its backup below.
  await t.app.background.stop();
  archive = path.join(scratch, 'shop.tar.gz');
  const storage = createLocalStorage(t.app.config.UPLOAD_DIR);
  await writeBackup({ database: t.database, storage, dataDir: t.dataDir }, createWriteStream(archive));
}, 120_000);

afterAll(async () => {
  for (const drop of cleanup) await drop();
  await t?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('a backup', () => {
  it('holds a shop with orders, an invoice, a review with its photo and users', async () => {
    const counts = await queryRows(
      t.db,
      z.object({ invoices: z.coerce.number(), reviews: z.coerce.number(), users: z.coerce.number() }),
      sql`SELECT (SELECT count(*) FROM tax_documents) AS invoices, (SELECT count(*) FROM reviews) AS reviews,
                 (SELECT count(*) FROM users) AS users`,
    );
    expect(counts[0]).toEqual({ invoices: 1, reviews: 1, users: 2 });
    expect(Object.keys(await pictures(createLocalStorage(t.app.config.UPLOAD_DIR))).length).toBeGreaterThan(0);
  });

  it('restores into an empty shop with every row, sequence, picture and the session secret equal', async () => {
    const target = await emptyShop();
    cleanup.push(target.drop);
    const summary = await restoreBackup(target, createReadStream(archive));
    expect(summary.secrets).toEqual(['jwt-secret']);
    await expectSameRows(target.database.db, t.db);
    expect(await pictures(target.storage)).toEqual(await pictures(createLocalStorage(t.app.config.UPLOAD_DIR)));
    expect(readFileSync(path.join(target.dataDir, 'jwt-secret'), 'utf8')).toBe(t.app.config.JWT_SECRET);

    // A store started on it knows the buyer's session and shows the order, its invoice and the review.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: target.dataDir, LOG_LEVEL: 'silent' });
    const restored = await buildApp({ config, database: target.database });
    try {
      const order = await call(restored, 'GET', `/api/get_order_single_by_id?id=${orderId}`, undefined, buyer);
      expect(order.status).toBe(200);
      const invoice = await restored.inject({
        method: 'GET',
        url: `/api/order_invoice?id=${orderId}`,
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(invoice.statusCode).toBe(200);
      expect(invoice.headers['content-type']).toContain('application/pdf');
    } finally {
      await restored.close();
    }

    // A second restore into the same shop is refused and changes nothing.
    const before = await contents(target.database.db);
    await expect(restoreBackup(target, createReadStream(archive))).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(target, createReadStream(archive))).rejects.toThrow(/not empty/);
    expect(await contents(target.database.db)).toEqual(before);
  }, 120_000);

  it.runIf(inject('databaseTemplates').kind === 'postgres')(
    'crosses from PostgreSQL to the embedded database and back, everything still equal',
    async () => {
      const embedded = await openPglite();
      const folder = mkdtempSync(path.join(tmpdir(), 'store-embedded-'));
      cleanup.push(async () => {
        await embedded.close();
        rmSync(folder, { recursive: true, force: true });
      });
      const onEmbedded = {
        database: embedded,
        storage: createLocalStorage(path.join(folder, 'uploads')),
        dataDir: folder,
      };
      await restoreBackup(onEmbedded, createReadStream(archive));
      await expectSameRows(embedded.db, t.db);

      const again = path.join(scratch, 'from-embedded.tar.gz');
      await writeBackup(onEmbedded, createWriteStream(again));
      const target = await emptyShop();
      cleanup.push(target.drop);
      await restoreBackup(target, createReadStream(again));
      await expectSameRows(target.database.db, t.db);
      expect(await pictures(target.storage)).toEqual(await pictures(createLocalStorage(t.app.config.UPLOAD_DIR)));
    },
    120_000,
  );

  it('is refused by a shop whose pictures folder is not empty', async () => {
    const target = await emptyShop();
    cleanup.push(target.drop);
    await target.storage.put('left/over.webp', Buffer.from('x'), 'image/webp');
    await expect(restoreBackup(target, createReadStream(archive))).rejects.toThrow(/picture storage is not empty/);
  });

  it('cut short, restores nothing: the database stays empty and no picture is left', async () => {
    const cut = path.join(scratch, 'cut.tar.gz');
    const bytes = readFileSync(archive);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.9)));
    const target = await emptyShop();
    cleanup.push(target.drop);
    const empty = await contents(target.database.db);
    await expect(restoreBackup(target, createReadStream(cut))).rejects.toThrow();
    expect(await contents(target.database.db)).toEqual(empty);
    expect(await pictures(target.storage)).toEqual({});
  });

  it('refuses a file that is not a backup', async () => {
    const other = path.join(scratch, 'other.tar.gz');
    const gzip = createGzip();
    const written = finished(gzip.pipe(createWriteStream(other)));
    const tar = new TarWriter(gzip);
    await tar.add('notes.txt', Buffer.from('hello'));
    await tar.finish();
    await written;
    const target = await emptyShop();
    cleanup.push(target.drop);
    await expect(restoreBackup(target, createReadStream(other))).rejects.toThrow(/not a backup/);
  });
});
