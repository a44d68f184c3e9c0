import { createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, mailsTo } from '../../test/accounts';
import { address, createOrder, payInTestMode, shopper } from '../../test/shop';
import {
  t,
  asha,
  ravi,
  a,
  b,
  bengaluru,
  paidOrder,
  invoiceOf,
  pdfText,
  download,
  setClock,
  setUp,
} from './invoices.kit';

setUp();

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
    setClock(Date.parse('2027-03-31T18:20:00Z')); // 23:50 on 31 March in India
    const march = await paidOrder(ravi, [{ ...a, quantity: 1 }]);
    setClock(Date.parse('2027-03-31T18:31:00Z')); // 00:01 on 1 April
    const april = await paidOrder(ravi, [{ ...a, quantity: 1 }]);
    expect((await invoiceOf(march.data._id))!.number).toMatch(/^KMH\/26-27\//);
    expect(await invoiceOf(april.data._id)).toMatchObject({ number: 'KMH/27-28/000001', financial_year: '27-28' });
  });
});
