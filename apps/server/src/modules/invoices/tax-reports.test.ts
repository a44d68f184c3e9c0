import { createOrderResponse } from '@store/contracts/orders';
import { REPORT_LINES_HEADER, TAX_REPORT_MESSAGES } from '@store/contracts/tax-reports';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { address, payInTestMode, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { t, asha, ravi, admin, a, b, bengaluru, paidOrder, invoiceOf, download, setClock, setUp } from './invoices.kit';

setUp();

/** A Bengaluru workshop's GSTIN (state code 29). */
const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';

// ---- The shapes of GSTR-1's sections, as the GST portal's offline tool reads them. ----
const money = z.number().refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'at most two decimals');
const itemDetail = z.strictObject({
  txval: money,
  rt: z.number(),
  iamt: money.optional(),
  camt: money.optional(),
  samt: money.optional(),
  csamt: money,
});
const item = z.strictObject({ num: z.number().int().positive(), itm_det: itemDetail });
const portalDate = z.string().regex(/^\d{2}-\d{2}-\d{4}$/);
const stateCode = z.string().regex(/^\d{2}$/);
const invoice = z.strictObject({
  inum: z.string().max(16),
  idt: portalDate,
  val: money,
  pos: stateCode.optional(),
  rchrg: z.literal('N').optional(),
  inv_typ: z.literal('R').optional(),
  itms: z.array(item).min(1),
});
const note = z.strictObject({
  typ: z.literal('B2CL').optional(),
  ntty: z.literal('C'),
  nt_num: z.string().max(16),
  nt_dt: portalDate,
  val: money,
  pos: stateCode,
  rchrg: z.literal('N').optional(),
  inv_typ: z.literal('R').optional(),
  itms: z.array(item).min(1),
});
const hsnRow = z.strictObject({
  num: z.number().int().positive(),
  hsn_sc: z.string().regex(/^\d{4,8}$/),
  desc: z.string(),
  uqc: z.literal('NOS'),
  qty: z.number().int(),
  rt: z.number(),
  txval: money,
  iamt: money,
  camt: money,
  samt: money,
  csamt: money,
});
const series = z.strictObject({
  num: z.number().int().positive(),
  from: z.string(),
  to: z.string(),
  totnum: z.number().int(),
  cancel: z.number().int(),
  net_issue: z.number().int(),
});
const gstr1 = z.strictObject({
  gstin: z.string().regex(/^\d{2}[A-Z0-9]{13}$/),
  fp: z.string().regex(/^\d{6}$/),
  version: z.string(),
  hash: z.string(),
  b2b: z.array(z.strictObject({ ctin: z.string(), inv: z.array(invoice).min(1) })),
  b2cl: z.array(z.strictObject({ pos: stateCode, inv: z.array(invoice).min(1) })),
  b2cs: z.array(
    z.strictObject({
      sply_ty: z.enum(['INTRA', 'INTER']),
      pos: stateCode,
      typ: z.literal('OE'),
      rt: z.number(),
      txval: money,
      iamt: money.optional(),
      camt: money.optional(),
      samt: money.optional(),
      csamt: money,
    }),
  ),
  cdnr: z.array(z.strictObject({ ctin: z.string(), nt: z.array(note).min(1) })),
  cdnur: z.array(note),
  hsn: z.strictObject({ hsn_b2b: z.array(hsnRow), hsn_b2c: z.array(hsnRow) }),
  doc_issue: z.strictObject({
    doc_det: z.array(z.strictObject({ doc_num: z.number().int(), doc_typ: z.string(), docs: z.array(series).min(1) })),
  }),
});
type Gstr1 = z.infer<typeof gstr1>;

const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);

interface Sums {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}
const none = (): Sums => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });
function addItems(sums: Sums, items: { itm_det: z.infer<typeof itemDetail> }[], sign: number) {
  for (const { itm_det: d } of items) {
    sums.taxable += sign * paise(d.txval);
    sums.cgst += sign * paise(d.camt);
    sums.sgst += sign * paise(d.samt);
    sums.igst += sign * paise(d.iamt);
  }
}

/** The return's supplies added up, section by section, credit notes taken off. */
function returnSums(json: Gstr1): Sums {
  const sums = none();
  for (const party of json.b2b) for (const inv of party.inv) addItems(sums, inv.itms, 1);
  for (const place of json.b2cl) for (const inv of place.inv) addItems(sums, inv.itms, 1);
  for (const row of json.b2cs) {
    sums.taxable += paise(row.txval);
    sums.cgst += paise(row.camt);
    sums.sgst += paise(row.samt);
    sums.igst += paise(row.iamt);
  }
  for (const party of json.cdnr) for (const nt of party.nt) addItems(sums, nt.itms, -1);
  for (const nt of json.cdnur) addItems(sums, nt.itms, -1);
  return sums;
}

function hsnSums(json: Gstr1): Sums {
  const sums = none();
  for (const row of [...json.hsn.hsn_b2b, ...json.hsn.hsn_b2c]) {
    sums.taxable += paise(row.txval);
    sums.cgst += paise(row.camt);
    sums.sgst += paise(row.samt);
    sums.igst += paise(row.iamt);
  }
  return sums;
}

/** The period's invoices less its credit notes, from the figures the documents themselves printed. */
async function documentSums(from: string, to: string): Promise<Sums & { total: number }> {
  const [row] = await queryRows(
    t.db,
    z.object({
      taxable: z.coerce.number(),
      cgst: z.coerce.number(),
      sgst: z.coerce.number(),
      igst: z.coerce.number(),
      total: z.coerce.number(),
    }),
    sql`SELECT coalesce(sum(s * (body->'totals'->>'taxablePaise')::int), 0) AS taxable,
               coalesce(sum(s * (body->'totals'->>'cgstPaise')::int), 0) AS cgst,
               coalesce(sum(s * (body->'totals'->>'sgstPaise')::int), 0) AS sgst,
               coalesce(sum(s * (body->'totals'->>'igstPaise')::int), 0) AS igst,
               coalesce(sum(s * total_paise), 0) AS total
          FROM (SELECT *, CASE WHEN kind = 'invoice' THEN 1 ELSE -1 END AS s FROM tax_documents) d
         WHERE body->>'date' BETWEEN ${from} AND ${to}`,
  );
  return row!;
}

async function report(url: string, who: Shopper = admin) {
  const res = await download(url, who);
  expect(res.statusCode, res.body).toBe(200);
  // The header promised the number of lines, for the back office's progress bar.
  expect(res.body.split('\n').length - 1).toBe(Number(res.headers[REPORT_LINES_HEADER]));
  return res;
}

const gstr1Of = async (period: string) =>
  gstr1.parse(JSON.parse((await report(`/api/admin/tax_report_gstr1?period=${period}`)).body));

/** A CSV's rows as arrays of cells (no cell of these reports holds a comma inside quotes but names). */
function csvRows(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  for (const line of body.slice(1).split('\r\n').filter(Boolean)) {
    const cells: string[] = [];
    let rest = line;
    while (rest.length > 0 || cells.length === 0) {
      const quoted = /^"((?:[^"]|"")*)"(,|$)/.exec(rest);
      const plain = /^([^,]*)(,|$)/.exec(rest)!;
      const match = quoted ?? plain;
      cells.push(quoted ? match[1]!.replaceAll('""', '"') : match[1]!);
      rest = rest.slice(match[0].length);
      if (match[2] === '') break;
    }
    rows.push(cells);
  }
  return rows;
}

const column = (rows: string[][], title: string) => {
  const i = rows[0]!.indexOf(title);
  expect(i, title).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => paise(Number(r[i])));
};
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

let garage: Shopper;
let c: { id: string; variant: string };
const orders: Record<string, string> = {};

async function businessOrder(lines: { id: string; variant: string; quantity: number }[]) {
  const placed = await call(
    t.app,
    'POST',
    '/api/create_order',
    {
      address,
      products: lines.map((l) => ({ product: l.id, variant: l.variant, quantity: l.quantity })),
      type: 'single',
      business: {
        gstin: KARNATAKA_GSTIN,
        name: 'Speed Garage LLP',
        billing_address: { ...bengaluru, name: 'Accounts' },
      },
    },
    garage,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const created = createOrderResponse.parse(placed.body);
  expect((await payInTestMode(t.app, garage, created.raz.order_id)).status).toBe(200);
  return created;
}

const cancel = async (orderId: string) =>
  expect(
    (await call(t.app, 'POST', `/api/admin/orders/${orderId}/cancel`, { reason: 'Out of stock' }, admin)).status,
  ).toBe(200);

describe('the tax reports of a month and a quarter', () => {
  beforeAll(async () => {
    garage = await shopper(t.app, t.db, 'workshop@example.com');
    // A third product dear enough for one inter-state order to pass the B2C large value.
    c = (await plainProducts(t.db, 3))[2]!;
    await t.db.execute(
      sql`UPDATE product_variants SET price_paise = 6000000, mrp_paise = 6500000, stock = 50 WHERE id = ${c.variant}`,
    );
    await t.db.execute(sql`UPDATE products SET hsn_code = '87141090', gst_rate = 28 WHERE id = ${c.id}`);
    await setStock(t.db, a.variant, 500);
    await setStock(t.db, b.variant, 500);

    setClock(Date.parse('2027-03-10T06:00:00Z'));
    // A name typed with a line break in it (the checkout only trims names): one row of the register still.
    orders.kochi = (
      await paidOrder(
        asha,
        [
          { ...a, quantity: 2 },
          { ...b, quantity: 1 },
        ],
        { ...address, name: '=Asha\nMenon' },
      )
    ).data._id;
    orders.bengaluru = (await paidOrder(ravi, [{ ...a, quantity: 1 }], bengaluru)).data._id;
    orders.business = (
      await businessOrder([
        { ...a, quantity: 2 },
        { ...b, quantity: 3 },
      ])
    ).data._id;
    orders.large = (await paidOrder(ravi, [{ ...c, quantity: 2 }], bengaluru)).data._id;
    orders.cancelled = (await paidOrder(asha, [{ ...b, quantity: 2 }])).data._id;
    setClock(Date.parse('2027-03-20T06:00:00Z'));
    await cancel(orders.business);
    await cancel(orders.large);
    await cancel(orders.cancelled);
    // The next financial year: its own series, and a March sale reversed in April.
    setClock(Date.parse('2027-03-31T18:31:00Z')); // 00:01 on 1 April in India
    orders.april = (await paidOrder(asha, [{ ...b, quantity: 1 }])).data._id;
    setClock(Date.parse('2027-04-02T06:00:00Z'));
    await cancel(orders.bengaluru);
  });

  const afterwards = () => setClock(Date.parse('2027-04-15T06:00:00Z'));

  it("puts each document in its section, and the sections add up to the month's documents to the paisa", async () => {
    afterwards();
    const json = await gstr1Of('2027-03');
    expect(json).toMatchObject({ gstin: '32AABCK1234M1ZT', fp: '032027' });

    const business = (await invoiceOf(orders.business!))!;
    expect(json.b2b).toEqual([
      { ctin: KARNATAKA_GSTIN, inv: [expect.objectContaining({ inum: business.number, pos: '29' })] },
    ]);
    expect(json.b2b[0]!.inv[0]!.itms.map((i) => i.itm_det.rt)).toEqual([5, 18]);
    const large = (await invoiceOf(orders.large!))!;
    expect(json.b2cl).toEqual([{ pos: '29', inv: [expect.objectContaining({ inum: large.number, val: 120000 })] }]);
    // Credit notes: the registered buyer's in cdnr, the large invoice's in cdnur; the small one's
    // is taken off the B2C small rows.
    const businessNote = (await invoiceOf(orders.business!, 'credit_note'))!;
    expect(json.cdnr).toEqual([
      { ctin: KARNATAKA_GSTIN, nt: [expect.objectContaining({ nt_num: businessNote.number, ntty: 'C' })] },
    ]);
    const largeNote = (await invoiceOf(orders.large!, 'credit_note'))!;
    expect(json.cdnur).toEqual([expect.objectContaining({ typ: 'B2CL', nt_num: largeNote.number, pos: '29' })]);
    expect(json.b2cs.map((r) => [r.sply_ty, r.pos, r.rt])).toEqual([
      ['INTER', '29', 18],
      ['INTRA', '32', 5],
      ['INTRA', '32', 18],
    ]);

    const documents = await documentSums('2027-03-01', '2027-03-31');
    expect(returnSums(json)).toEqual({
      taxable: documents.taxable,
      cgst: documents.cgst,
      sgst: documents.sgst,
      igst: documents.igst,
    });
    expect(hsnSums(json)).toEqual(returnSums(json));
    // HSN: the registered buyer's lines apart, net of its credit note; B2C net of the cancelled ones.
    // What nets to nothing is left out.
    expect(json.hsn.hsn_b2b).toEqual([]);
    expect(json.hsn.hsn_b2c.find((r) => r.hsn_sc === '87141090')).toBeUndefined();
    expect(json.hsn.hsn_b2c.find((r) => r.hsn_sc === '65061010')).toMatchObject({ qty: 3 });

    // Both series, each from its first number to its last in the month, nothing missing.
    const invoices = json.doc_issue.doc_det.find((d) => d.doc_num === 1)!.docs;
    expect(invoices).toEqual([
      { num: 1, from: 'KMH/26-27/000001', to: 'KMH/26-27/000005', totnum: 5, cancel: 0, net_issue: 5 },
    ]);
    expect(json.doc_issue.doc_det.find((d) => d.doc_num === 5)!.docs).toEqual([
      { num: 1, from: 'KMHC/26-27/00001', to: 'KMHC/26-27/00003', totnum: 3, cancel: 0, net_issue: 3 },
    ]);
  });

  it('starts a new series on the other side of the financial year, and a quarter holds its months', async () => {
    afterwards();
    const april = await gstr1Of('2027-04');
    expect(april.fp).toBe('042027');
    expect(april.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [{ num: 1, from: 'KMH/27-28/000001', to: 'KMH/27-28/000001', totnum: 1, cancel: 0, net_issue: 1 }],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [{ num: 1, from: 'KMHC/27-28/00001', to: 'KMHC/27-28/00001', totnum: 1, cancel: 0, net_issue: 1 }],
      },
    ]);
    const documents = await documentSums('2027-04-01', '2027-04-30');
    expect(returnSums(april)).toEqual({
      taxable: documents.taxable,
      cgst: documents.cgst,
      sgst: documents.sgst,
      igst: documents.igst,
    });
    // March's Bengaluru sale, reversed in April when nothing was sold to Karnataka: rows below zero.
    expect(april.b2cs.find((r) => r.pos === '29')).toMatchObject({ sply_ty: 'INTER', rt: 18 });
    expect(april.b2cs.find((r) => r.pos === '29')!.txval).toBeLessThan(0);
    expect(april.hsn.hsn_b2c.find((r) => r.hsn_sc === '65061010')).toMatchObject({ qty: -1 });
    const hsn = csvRows((await report('/api/admin/tax_report_register?period=2027-04&register=hsn')).body);
    const helmets = hsn.find((r) => r[1] === '65061010')!;
    // Written as numbers a spreadsheet adds up, not as text.
    expect(helmets[3]).toBe('-1');
    expect(helmets[5]).toMatch(/^-\d+\.\d{2}$/);
    expect(sum(column(hsn, 'Total value'))).toBe(documents.total);
    const quarter = await gstr1Of('2026-27-Q4');
    expect(quarter.fp).toBe('032027');
    expect(returnSums(quarter)).toEqual(returnSums(await gstr1Of('2027-03')));
  });

  it('gives registers that open in a spreadsheet and add up to the documents', async () => {
    afterwards();
    const sales = csvRows((await report('/api/admin/tax_report_register?period=2027-03&register=sales')).body);
    expect(sales[0]!.slice(0, 3)).toEqual(['Invoice number', 'Invoice date', 'Order number']);
    const [invoiceTotals] = await queryRows(
      t.db,
      z.object({ total: z.coerce.number(), taxable: z.coerce.number(), lines: z.coerce.number() }),
      sql`SELECT sum(total_paise) AS total, sum((body->'totals'->>'taxablePaise')::int) AS taxable,
                 sum(jsonb_array_length(body->'lines')) AS lines
            FROM tax_documents WHERE kind = 'invoice' AND body->>'date' BETWEEN '2027-03-01' AND '2027-03-31'`,
    );
    expect(sales.length - 1).toBe(invoiceTotals!.lines);
    expect(sum(column(sales, 'Line total'))).toBe(invoiceTotals!.total);
    expect(sum(column(sales, 'Taxable value'))).toBe(invoiceTotals!.taxable);
    expect(sales.find((r) => r.includes(KARNATAKA_GSTIN))).toContain('B2B');
    // The name with a line break is on one line, and its leading = cannot run as a formula.
    expect(sales.filter((r) => r[3] === "'=Asha Menon")).toHaveLength(2);

    const notes = csvRows((await report('/api/admin/tax_report_register?period=2027-03&register=credit_notes')).body);
    expect(notes.length - 1).toBe(1 + 1 + 2); // the large (1 line), the small (1) and the business order (2)
    const documents = await documentSums('2027-03-01', '2027-03-31');
    expect(invoiceTotals!.total - sum(column(notes, 'Line total'))).toBe(documents.total);

    const hsn = csvRows((await report('/api/admin/tax_report_register?period=2027-03&register=hsn')).body);
    expect(sum(column(hsn, 'Taxable value'))).toBe(documents.taxable);
    expect(sum(column(hsn, 'Total value'))).toBe(documents.total);
  });

  it('refuses a malformed period, one not started, one before the first invoice, a shopper and staff kept from money', async () => {
    afterwards();
    for (const [period, message] of [
      ['2027-13', TAX_REPORT_MESSAGES.period],
      ['March', TAX_REPORT_MESSAGES.period],
      ['2026-28-Q1', TAX_REPORT_MESSAGES.period],
      ['2027-05', TAX_REPORT_MESSAGES.future],
      ['2027-02', TAX_REPORT_MESSAGES.beforeFirst('10 March 2027')],
    ] as const) {
      const res = await call(
        t.app,
        'GET',
        `/api/admin/tax_report_gstr1?period=${encodeURIComponent(period)}`,
        undefined,
        admin,
      );
      expect(res.status, period).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const register = await call(
      t.app,
      'GET',
      '/api/admin/tax_report_register?period=2027-03&register=everything',
      undefined,
      admin,
    );
    expect(register.body.message).toBe(TAX_REPORT_MESSAGES.register);

    expect((await call(t.app, 'GET', '/api/admin/tax_report_gstr1?period=2027-03', undefined, asha)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/tax_report_gstr1?period=2027-03')).status).toBe(401);
    const packer = await shopper(t.app, t.db, 'packer@example.com', 'admin');
    await t.db.execute(sql`UPDATE users SET staff_access = 'fulfilment' WHERE id = ${packer.id}`);
    for (const url of [
      '/api/admin/tax_reports',
      '/api/admin/tax_report_summary?period=2027-03',
      '/api/admin/tax_report_gstr1?period=x',
    ]) {
      const res = await call(t.app, 'GET', url, undefined, packer);
      expect(res.status, url).toBe(403);
      expect(res.body.message).toBe(TAX_REPORT_MESSAGES.moneyOnly);
    }
    // The packer still runs the rest of the back office.
    expect((await call(t.app, 'GET', '/api/admin/orders', undefined, packer)).status).toBe(200);
  });

  it('sums the period on screen as the documents do', async () => {
    afterwards();
    const res = await call(t.app, 'GET', '/api/admin/tax_report_summary?period=2027-03', undefined, admin);
    expect(res.status).toBe(200);
    const documents = await documentSums('2027-03-01', '2027-03-31');
    expect(res.body.data).toMatchObject({
      period: { id: '2027-03', label: 'March 2027', fp: '032027' },
      invoices: { count: 5 },
      creditNotes: { count: 3 },
      net: { count: 8, totalPaise: documents.total, taxablePaise: documents.taxable, igstPaise: documents.igst },
    });
    const periods = await call(t.app, 'GET', '/api/admin/tax_reports', undefined, admin);
    expect(periods.body.data).toEqual({ firstInvoiceDay: '2027-03-10', today: '2027-04-15' });
  });
});

describe('a report of many documents', () => {
  it('reads them in batches and keeps each buyer’s invoices under one GSTIN across batches', async () => {
    setClock(Date.parse('2027-06-15T06:00:00Z'));
    const order = await businessOrder([{ ...a, quantity: 1 }]);
    const source = (await invoiceOf(order.data._id))!;
    // 1,199 more invoices in May to two registered buyers, copied from a real one with its order.
    await t.db.execute(sql`
      WITH copies AS (
        INSERT INTO orders (order_number, user_id, type, status, payment_status, total_paise, mrp_total_paise, address, paid_at)
        SELECT 'BULK' || i, o.user_id, o.type, o.status, o.payment_status, o.total_paise, o.mrp_total_paise, o.address, o.paid_at
          FROM orders o, generate_series(1, 1199) i WHERE o.id = ${order.data._id}
        RETURNING id, substring(order_number FROM 5)::int AS i)
      INSERT INTO tax_documents (kind, order_id, number, financial_year, sequence, total_paise, body, issued_at)
      SELECT 'invoice', copies.id, 'BULK/27-28/' || lpad(i::text, 5, '0'), '27-28', i, d.total_paise,
             jsonb_set(jsonb_set(d.body, '{number}', to_jsonb('BULK/27-28/' || lpad(i::text, 5, '0'))),
                       '{buyer,gstin}', to_jsonb(CASE WHEN i % 3 = 0 THEN '29AAGCB7383J1Z4' ELSE '27AAPFU0939F1ZV' END)),
             timestamptz '2027-05-10T06:00:00Z' + i * interval '1 minute'
        FROM copies, tax_documents d
       WHERE d.number = ${source.number}`);
    const json = await gstr1Of('2027-05');
    expect(json.b2b.map((p) => [p.ctin, p.inv.length])).toEqual([
      ['27AAPFU0939F1ZV', 800],
      ['29AAGCB7383J1Z4', 399],
    ]);
    const numbers = json.b2b.flatMap((p) => p.inv.map((i) => i.inum));
    expect(new Set(numbers).size).toBe(1199);
    expect(json.doc_issue.doc_det[0]!.docs).toEqual([
      { num: 1, from: 'BULK/27-28/00001', to: 'BULK/27-28/01199', totnum: 1199, cancel: 0, net_issue: 1199 },
    ]);
    // A number missing from the series is reported as cancelled.
    await t.db.execute(sql`DELETE FROM tax_documents WHERE number = 'BULK/27-28/00600'`);
    expect((await gstr1Of('2027-05')).doc_issue.doc_det[0]!.docs[0]).toMatchObject({
      totnum: 1199,
      cancel: 1,
      net_issue: 1198,
    });
  });
});
