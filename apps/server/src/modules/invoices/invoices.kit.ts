// What invoices.test.ts and invoice-downloads.test.ts share: each file calls setUp() and gets its own app and database.
import { createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { address, payInTestMode, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TaxDocumentBody } from './invoice-body';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';

export let t: TestApp;
export let asha: Shopper;
export let ravi: Shopper;
export let admin: Shopper;
export let a: { id: string; variant: string };
export let b: { id: string; variant: string };
export let clock = Date.now();
export const now = () => new Date(clock);

export const bengaluru = { ...address, pinCode: '560001', town: 'Bengaluru', state: 'Karnataka', locality: 'MG Road' };

export async function paidOrder(
  who: Shopper,
  lines: { id: string; variant: string; quantity: number }[],
  to = address,
  ip = '127.0.0.1',
) {
  const created = await call(
    t.app,
    'POST',
    '/api/create_order',
    {
      address: to,
      products: lines.map((l) => ({ product: l.id, variant: l.variant, quantity: l.quantity })),
      type: 'single',
    },
    { token: who.token, ip },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const order = createOrderResponse.parse(created.body);
  expect((await payInTestMode(t.app, who, order.raz.order_id)).status).toBe(200);
  return order;
}

export async function invoiceOf(orderId: string, kind = 'invoice') {
  const [row] = await queryRows(
    t.db,
    z.object({ number: z.string(), body: z.unknown(), financial_year: z.string(), sequence: z.number() }),
    sql`SELECT number, body, financial_year, sequence FROM tax_documents WHERE order_id = ${orderId} AND kind = ${kind}`,
  );
  return row && { ...row, body: row.body as TaxDocumentBody };
}

/** The PDF's text with runs of white space as one space: a wrapped cell reads as one line. */
export async function pdfText(pdf: Buffer) {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

export async function download(url: string, who: { token: string }) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}` } });
  return res;
}

/** The PDFs a raw mail carries: each part's file name and its bytes, read back from base64. */
export function pdfAttachments(raw: string): { name: string; content: Buffer }[] {
  return [
    ...raw.matchAll(
      /Content-Type: application\/pdf; name=("?)([^\r\n"]+)\1\r?\n([\s\S]*?)\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g,
    ),
  ].map((m) => ({ name: m[2]!, content: Buffer.from(m[4]!.replace(/\s+/g, ''), 'base64') }));
}

/** Moves clock for the tests that follow. */
export function setClock(value: typeof clock): void {
  clock = value;
}

/** The app, shoppers and products these tests share, set up around each file's tests. */
export function setUp(): void {
  beforeAll(async () => {
    t = await createTestApp({ now, env: { PUBLIC_URL: 'https://shop.example' } });
    asha = await shopper(t.app, t.db, 'asha@example.com');
    ravi = await shopper(t.app, t.db, 'ravi@example.com');
    admin = await shopper(t.app, t.db, 'boss@example.com', 'admin');
    [a, b] = (await plainProducts(t.db, 2)) as [typeof a, typeof b];
    // Two rates on one order: a helmet at 18% and riding gloves at 5%.
    await t.db.execute(sql`UPDATE products SET hsn_code = '65061010', gst_rate = 18 WHERE id = ${a.id}`);
    await t.db.execute(sql`UPDATE products SET hsn_code = '62160010', gst_rate = 5 WHERE id = ${b.id}`);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    clock = Date.now();
    await t.db.execute(sql`UPDATE stock_reservations SET status = 'released' WHERE status = 'active'`);
    await setStock(t.db, a.variant, 500);
    await setStock(t.db, b.variant, 500);
  });
}
