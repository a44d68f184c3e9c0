import { taxOfLine } from '@store/contracts/tax';
import { sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call, mailsTo, readableMail } from '../../test/accounts';
import type { TaxDocumentBody } from '../invoices/invoice-body';
import { a, asha, b, linesOf, makeCode, orderWith, paidWith, priceOfVariant, setUp, t } from './discounts.kit';

setUp();

async function invoiceOf(orderId: string) {
  const [row] = await queryRows(
    t.db,
    z.object({ body: z.unknown() }),
    sql`SELECT body FROM tax_documents WHERE order_id = ${orderId} AND kind = 'invoice'`,
  );
  return row!.body as TaxDocumentBody;
}

async function pdfText(orderId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/order_invoice?id=${orderId}`,
    headers: { authorization: `Bearer ${asha.token}` },
  });
  expect(res.statusCode).toBe(200);
  const { text } = await extractText(new Uint8Array(res.rawPayload), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('an order placed with a code', () => {
  it('pays the discounted total, its lines share the discount exactly, and the invoice taxes what was paid', async () => {
    const [pa, pb] = [await priceOfVariant(a.variant), await priceOfVariant(b.variant)];
    // A flat ₹333.33 over two lines at 18% and 5%: an amount that does not split evenly.
    const code = await makeCode({ kind: 'flat', value: 33_333 });
    const created = await orderWith(
      asha,
      [
        { ...a, quantity: 3 },
        { ...b, quantity: 2 },
      ],
      code.code.toLowerCase(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const gross = 3 * pa + 2 * pb;
    const off = Math.min(33_333, gross - 100);
    expect(created.body.data.total).toBe(gross - off);
    // What the payment window asks for is the discounted total.
    expect(created.body.raz.amount).toBe(gross - off);

    const lines = await linesOf(created.body.data._id);
    expect(lines.reduce((s, l) => s + l.discount_paise, 0)).toBe(off);
    for (const l of lines) {
      // In proportion to the line's total, within a paisa.
      expect(Math.abs(l.discount_paise - (off * l.line_total_paise) / gross)).toBeLessThan(1);
    }

    await call(t.app, 'POST', '/api/test_payment/pay', { razorpay_order_id: created.body.raz.order_id }, asha).then(
      (paid) => call(t.app, 'POST', '/api/verify_order', paid.body.data, asha),
    );
    const body = await invoiceOf(created.body.data._id);
    for (const line of body.lines) {
      const stored = lines.find((l) => l.line_total_paise === line.unitPricePaise * line.quantity)!;
      expect(line.discountPaise).toBe(stored.discount_paise);
      // GST on the price after the discount: the taxable value goes down with it.
      expect(line).toMatchObject(taxOfLine(stored.line_total_paise - stored.discount_paise, line.ratePercent, true));
    }
    expect(body.totals.discountPaise).toBe(off);
    expect(body.totals.totalPaise).toBe(gross - off);
    expect(body.totals.taxablePaise + body.totals.cgstPaise + body.totals.sgstPaise).toBe(gross - off);
    expect(body.discountCode).toBe(code.code);

    // The discount shows once, in the lines: the totals are after it and do not take it off again.
    const text = await pdfText(created.body.data._id);
    expect(text).toContain(`The Discount column is discount code ${code.code}`);
    expect(text).not.toContain(`-${(off / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    for (const line of body.lines) {
      expect(text).toContain((line.discountPaise! / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 }));
    }

    // The confirmation mail names the code and what it took off.
    const mails = await mailsTo(t, asha.email);
    expect(mails.map(readableMail).some((m) => m.includes(`Discount code ${code.code}`))).toBe(true);

    // The order as the buyer sees it names the code and each line's share.
    const seen = await call(t.app, 'GET', `/api/get_order_single_by_id?id=${created.body.data._id}`, undefined, asha);
    expect(seen.body.data.discount).toEqual({ code: code.code, amount: off });
    expect(seen.body.data.products.reduce((s: number, p: { discount: number }) => s + p.discount, 0)).toBe(off);
  });

  it('prints no discount on an invoice without a code', async () => {
    const order = await paidWith(asha, [{ ...a, quantity: 1 }], (await makeCode({ value: 5 })).code);
    expect((await invoiceOf(order.data._id)).totals.discountPaise).toBeGreaterThan(0);
    const plain = await orderWith(asha, [{ ...b, quantity: 1 }], null);
    await call(t.app, 'POST', '/api/test_payment/pay', { razorpay_order_id: plain.body.raz.order_id }, asha).then(
      (paid) => call(t.app, 'POST', '/api/verify_order', paid.body.data, asha),
    );
    const body = await invoiceOf(plain.body.data._id);
    expect(body.totals.discountPaise).toBe(0);
    expect(body.discountCode).toBeUndefined();
    expect(await pdfText(plain.body.data._id)).not.toContain('Discount');
  });
});
