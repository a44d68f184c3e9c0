import { adminOrderDetailResponse } from '@store/contracts/admin';
import { rupeesInWords } from '@store/contracts/money';
import { createOrderResponse, orderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, mailsTo, readableMail } from '../../test/accounts';
import { createOrder } from '../../test/shop';
import {
  t,
  asha,
  ravi,
  admin,
  a,
  bengaluru,
  paidOrder,
  invoiceOf,
  pdfAttachments,
  pdfText,
  download,
  setUp,
} from './invoices.kit';

setUp();

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
      `Invoice total in words: ${rupeesInWords(body.totals.totalPaise)}`,
      // The shop's phone and e-mail under its address (docs/decisions/106).
      'Phone +91 484 123 4567, e-mail support@keralamotohub.in',
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

  it('sends the invoice with the confirmation and the credit note with the cancellation, as the downloads', async () => {
    const order = await paidOrder(ravi, [{ ...a, quantity: 1 }]);
    const invoice = (await invoiceOf(order.data._id))!;
    const number = invoice.body.orderNumber;
    const confirmation = (await mailsTo(t, ravi.email)).find((m) => m.includes(`${number} is confirmed`))!;
    const [attached] = pdfAttachments(confirmation);
    expect(attached!.name).toBe(`Invoice-${invoice.number.replaceAll('/', '-')}.pdf`);
    const downloaded = await download(`/api/order_invoice?id=${order.data._id}`, ravi);
    expect(attached!.content.equals(downloaded.rawPayload)).toBe(true);

    const cancel = await call(
      t.app,
      'POST',
      `/api/admin/orders/${order.data._id}/cancel`,
      { reason: 'Out of stock' },
      admin,
    );
    expect(cancel.status).toBe(200);
    const cancelled = (await mailsTo(t, ravi.email)).find((m) => m.includes(`${number} has been cancelled`))!;
    const [note] = pdfAttachments(cancelled);
    const creditNote = await download(`/api/order_invoice?id=${order.data._id}&kind=credit_note`, ravi);
    expect(creditNote.statusCode).toBe(200);
    expect(note!.name).toMatch(/^Credit-note-KMHC-/);
    expect(note!.content.equals(creditNote.rawPayload)).toBe(true);
    // A full reversal repeats the invoice's figures as issued: the two cancel out to the paisa.
    const reversal = (await invoiceOf(order.data._id, 'credit_note'))!;
    expect(reversal.body.lines).toEqual(invoice.body.lines);
    expect(reversal.body.totals).toEqual(invoice.body.totals);
    expect(reversal.body.refersTo).toEqual({ number: invoice.number, date: invoice.body.date });
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
