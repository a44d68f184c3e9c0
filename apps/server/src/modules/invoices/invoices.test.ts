import { adminOrderDetailResponse } from '@store/contracts/admin';
import { createOrderResponse, orderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, mailsTo, readableMail } from '../../test/accounts';
import { address, createOrder, payInTestMode, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TaxDocumentBody } from './invoice-body';

let t: TestApp;
let asha: Shopper;
let ravi: Shopper;
let admin: Shopper;
let a: { id: string; variant: string };
let b: { id: string; variant: string };
let clock = Date.now();
const now = () => new Date(clock);

const bengaluru = { ...address, pinCode: '560001', town: 'Bengaluru', state: 'Karnataka', locality: 'MG Road' };

async function paidOrder(
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

async function invoiceOf(orderId: string, kind = 'invoice') {
  const [row] = await queryRows(
    t.db,
    z.object({ number: z.string(), body: z.unknown(), financial_year: z.string(), sequence: z.number() }),
    sql`SELECT number, body, financial_year, sequence FROM tax_documents WHERE order_id = ${orderId} AND kind = ${kind}`,
  );
  return row && { ...row, body: row.body as TaxDocumentBody };
}

/** The PDF's text with runs of white space as one space: a wrapped cell reads as one line. */
async function pdfText(pdf: Buffer) {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function download(url: string, who: { token: string }) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}` } });
  return res;
}

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

describe('the tax invoice of a paid order', () => {
  it('inside Kerala: CGST and SGST per line, adding up to the paid total to the paisa', async () => {
    const order = await paidOrder(asha, [
      { ...a, quantity: 2 },
      { ...b, quantity: 1 },
    ]);
    const invoice = (await invoiceOf(order.data._id))!;
    expect(invoice.number).toMatch(/^KMH\/\d{2}-\d{2}\/\d{6}$/);
    const body = invoice.body;
    expect(body).toMatchObject({
      intraState: true,
      placeOfSupply: { state: 'Kerala', stateCode: '32' },
      supplier: { gstin: '32AABCK1234M1ZT', stateCode: '32' },
      buyer: { name: 'Asha Menon', state: 'Kerala', stateCode: '32', gstin: null },
    });
    expect(body.lines.map((l) => [l.hsn, l.ratePercent])).toEqual(
      expect.arrayContaining([
        ['65061010', 18],
        ['62160010', 5],
      ]),
    );
    for (const line of body.lines) {
      expect(line.igstPaise).toBe(0);
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.totalPaise);
    }
    const t2 = body.totals;
    expect(t2.totalPaise).toBe(order.data.total);
    expect(t2.taxablePaise + t2.cgstPaise + t2.sgstPaise + t2.igstPaise).toBe(order.data.total);
    // The PDF prints both heads and Kerala as the place of supply.
    const text = await pdfText((await download(`/api/order_invoice?id=${order.data._id}`, asha)).rawPayload);
    for (const part of ['Kerala (32)', 'CGST', 'SGST', '65061010', '62160010', '18%', '5%'])
      expect(text, part).toContain(part);
    expect(text).not.toContain('IGST');
  });

  it('outside Kerala: IGST only, place of supply the delivery state', async () => {
    const order = await paidOrder(asha, [{ ...a, quantity: 3 }], bengaluru);
    const body = (await invoiceOf(order.data._id))!.body;
    expect(body).toMatchObject({ intraState: false, placeOfSupply: { state: 'Karnataka', stateCode: '29' } });
    expect(body.totals.cgstPaise + body.totals.sgstPaise).toBe(0);
    expect(body.totals.taxablePaise + body.totals.igstPaise).toBe(order.data.total);
  });

  it('numbers 50 payments landing at once consecutively, with no gap and no duplicate', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 17 }, (_, i) => shopper(t.app, t.db, `rush${i}@example.com`)),
    );
    // Unpaid orders are limited per account and per network (docs/decisions/068): spread them.
    const orders = [];
    for (let i = 0; i < 50; i += 1) {
      const who = buyers[i % buyers.length]!;
      const created = await call(
        t.app,
        'POST',
        '/api/create_order',
        { address, products: [{ product: a.id, variant: a.variant, quantity: 1 }], type: 'single' },
        { token: who.token, ip: `10.9.${Math.floor(i / 5)}.1` },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      orders.push({ who, order: createOrderResponse.parse(created.body) });
    }
    const before = await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`SELECT coalesce(max(sequence), 0)::int AS n FROM tax_documents WHERE kind = 'invoice'`,
    );
    const results = await Promise.all(orders.map(({ who, order }) => payInTestMode(t.app, who, order.raz.order_id)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const numbers = await queryRows(
      t.db,
      z.object({ sequence: z.number() }),
      sql`SELECT sequence FROM tax_documents WHERE kind = 'invoice' AND sequence > ${before[0]!.n} ORDER BY sequence`,
    );
    expect(numbers.map((r) => r.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => before[0]!.n + 1 + i));
  });

  it('issues one invoice and one confirmation when the payment is confirmed several times at once', async () => {
    const order = createOrderResponse.parse((await createOrder(t.app, ravi, a, 1)).body);
    const paid = await call(t.app, 'POST', '/api/test_payment/pay', { razorpay_order_id: order.raz.order_id }, ravi);
    const verified = await Promise.all(
      Array.from({ length: 4 }, () => call(t.app, 'POST', '/api/verify_order', paid.body.data, ravi)),
    );
    expect(verified.every((r) => r.status === 200)).toBe(true);
    const [{ n } = { n: -1 }] = await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`SELECT count(*)::int AS n FROM tax_documents WHERE order_id = ${order.data._id}`,
    );
    expect(n).toBe(1);
    const confirmations = (await mailsTo(t, ravi.email)).filter((m) =>
      m.includes(`Your order ${order.data.order_number} is confirmed`),
    );
    expect(confirmations).toHaveLength(1);
  });

  it('restarts the series on 1 April, India time', async () => {
    clock = Date.parse('2027-03-31T18:20:00Z'); // 23:50 on 31 March in India
    const march = await paidOrder(ravi, [{ ...a, quantity: 1 }]);
    clock = Date.parse('2027-03-31T18:31:00Z'); // 00:01 on 1 April
    const april = await paidOrder(ravi, [{ ...a, quantity: 1 }]);
    expect((await invoiceOf(march.data._id))!.number).toMatch(/^KMH\/26-27\//);
    expect(await invoiceOf(april.data._id)).toMatchObject({ number: 'KMH/27-28/000001', financial_year: '27-28' });
  });
});

describe('downloading the invoice', () => {
  it('gives the buyer a PDF that shows every Rule 46 particular, and nobody else', async () => {
    const order = await paidOrder(asha, [{ ...a, quantity: 2 }], bengaluru);
    const invoice = (await invoiceOf(order.data._id))!;
    const res = await download(`/api/order_invoice?id=${order.data._id}`, asha);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`Invoice-${invoice.number.replaceAll('/', '-')}.pdf`);
    const text = await pdfText(res.rawPayload);
    const body = invoice.body;
    for (const particular of [
      'TAX INVOICE',
      'Kerala Moto Hub',
      'NH 66 Bypass',
      'GSTIN: 32AABCK1234M1ZT',
      invoice.number,
      'Invoice date',
      'Asha Menon',
      '12 Marine Drive',
      'Karnataka (code 29)',
      'Place of supply',
      'Karnataka (29)',
      body.lines[0]!.hsn,
      body.lines[0]!.description,
      '2 NOS',
      'Taxable value',
      'GST rate',
      'IGST',
      'Authorised signatory',
    ]) {
      expect(text, particular).toContain(particular);
    }
    const rupees = (paise: number) =>
      (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(text).toContain(rupees(body.totals.taxablePaise));
    expect(text).toContain(rupees(body.totals.igstPaise));
    expect(text).toContain(rupees(body.totals.totalPaise));

    expect((await download(`/api/order_invoice?id=${order.data._id}`, ravi)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/order_invoice?id=${order.data._id}` })).statusCode).toBe(
      401,
    );
    expect((await download(`/api/order_invoice?id=not-an-id`, asha)).statusCode).toBe(400);
    const staff = await download(`/api/admin/orders/${order.data._id}/invoice`, admin);
    expect(staff.statusCode).toBe(200);
    expect((await download(`/api/admin/orders/${order.data._id}/invoice`, asha)).statusCode).toBe(403);
  });

  it('gives a paid order from before invoices its invoice when first asked, but not a refunded one', async () => {
    const late = await paidOrder(asha, [{ ...a, quantity: 1 }]);
    const refunded = await paidOrder(asha, [{ ...a, quantity: 1 }]);
    await t.db.execute(sql`DELETE FROM tax_documents WHERE order_id IN (${late.data._id}, ${refunded.data._id})`);
    await t.db.execute(
      sql`UPDATE orders SET payment_status = 'refunded', status = 'cancelled' WHERE id = ${refunded.data._id}`,
    );
    expect((await download(`/api/order_invoice?id=${late.data._id}`, asha)).statusCode).toBe(200);
    expect((await invoiceOf(late.data._id))?.number).toMatch(/^KMH\//);
    const none = await download(`/api/order_invoice?id=${refunded.data._id}`, asha);
    expect(none.statusCode).toBe(404);
    expect(await invoiceOf(refunded.data._id)).toBeUndefined();
  });

  it('has no invoice before payment', async () => {
    const created = createOrderResponse.parse((await createOrder(t.app, asha, a, 1)).body);
    const res = await download(`/api/order_invoice?id=${created.data._id}`, asha);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'The tax invoice is issued when the order is paid' });
    const view = orderResponse.parse(
      (await call(t.app, 'GET', `/api/get_order_single_by_id?id=${created.data._id}`, undefined, asha)).body,
    );
    expect(view.data.hasInvoice).toBe(false);
  });

  it('mails the confirmation with lines, GST split, address, delivery date and the invoice link', async () => {
    const order = await paidOrder(asha, [{ ...a, quantity: 2 }]);
    const mail = (await mailsTo(t, asha.email))
      .map(readableMail)
      .find((m) => m.includes(`Your order ${order.data.order_number} is confirmed`));
    const invoice = (await invoiceOf(order.data._id))!;
    expect(mail).toBeDefined();
    for (const part of [
      '2 ×',
      'Taxable value',
      'CGST',
      'SGST',
      'Total paid (GST included)',
      '12 Marine Drive',
      'Expected delivery',
      invoice.number,
    ]) {
      expect(mail, part).toContain(part);
    }
    expect(mail).toContain(`https://shop.example/orderDetails/${order.data._id}?invoice=download`);
  });
});

describe('the credit note of a cancelled paid order', () => {
  it('reverses the invoice in its own series and refers to it', async () => {
    const order = await paidOrder(asha, [{ ...a, quantity: 1 }]);
    const cancelled = await call(
      t.app,
      'POST',
      `/api/admin/orders/${order.data._id}/cancel`,
      { reason: 'Customer asked' },
      admin,
    );
    expect(cancelled.status).toBe(200);
    const invoice = (await invoiceOf(order.data._id))!;
    const note = (await invoiceOf(order.data._id, 'credit_note'))!;
    expect(note.number).toMatch(/^KMHC\/\d{2}-\d{2}\/\d{5}$/);
    expect(note.body).toMatchObject({
      kind: 'credit_note',
      refersTo: { number: invoice.number },
      totals: invoice.body.totals,
      // The staff's reason stays an internal note.
      reason: 'Order cancelled and refunded in full',
    });
    const detail = adminOrderDetailResponse.parse(
      (await call(t.app, 'GET', `/api/admin/orders/${order.data._id}`, undefined, admin)).body,
    ).data;
    expect(detail.documents.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    const pdf = await download(`/api/order_invoice?id=${order.data._id}&kind=credit_note`, asha);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(invoice.number);
  });
});
