import { adminOrderDetailResponse } from '@store/contracts/admin';
import { orderResponse } from '@store/contracts/orders';
import { adminReturnListResponse, returnListResponse, returnResponse } from '@store/contracts/returns';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mailsTo, readableMail } from '../../test/accounts';
import { orderRow, priceOf, stockOf } from '../../test/shop';
import { photo, upload } from '../../test/uploads';
import { askedReturn, deliveredOrder, orderReturns, returnsKit, step, type ReturnsKit } from './returns.kit';

let k: ReturnsKit;
beforeAll(async () => {
  k = await returnsKit();
});
afterAll(() => k?.t.close());

const returnMails = async () =>
  (await mailsTo(k.t, k.asha.email)).map(readableMail).filter((m) => /^Subject: .*\(RET\d+, order/m.test(m));

describe("a return's whole life", () => {
  it('goes requested → approved → received → refunded, mailing the buyer and restocking at receipt', async () => {
    const order = await deliveredOrder(k, k.asha, [
      [k.a, 3],
      [k.b, 1],
    ]);
    const unit = await priceOf(k.t.db, k.a.variant);
    const stockAfterSale = await stockOf(k.t.db, k.a.variant);
    const uploaded = await upload(k.t.app, k.asha, { data: await photo('jpeg') });
    expect(uploaded.status).toBe(200);

    const before = await orderReturns(k, k.asha, order.id);
    expect(before.open).toBe(true);
    // Delivered at 10:00 on 25 November in India: open to the end of 25 December there.
    expect(before.closesAt).toBe('2026-12-25T18:29:59.999Z');
    const lineA = before.lines.find((l) => l.bought === 3)!;
    expect(lineA).toMatchObject({ left: 3, returnable: true });

    const asked = await call(
      k.t.app,
      'POST',
      '/api/request_return',
      {
        order_id: order.id,
        lines: [{ line: lineA.orderLineId, quantity: 2 }],
        reason: 'Wrong size for my Classic 350',
        images: [uploaded.body.data.url],
      },
      k.asha,
    );
    expect(asked.status).toBe(200);
    const ret = returnResponse.parse(asked.body).data;
    expect(ret).toMatchObject({
      status: 'requested',
      valuePaise: 2 * unit,
      refundablePaise: 2 * unit,
      images: [uploaded.body.data.url],
      lines: [{ orderLineId: lineA.orderLineId, quantity: 2 }],
    });
    expect(ret.number).toMatch(/^RET\d+$/);
    expect((await orderReturns(k, k.asha, order.id)).lines.find((l) => l.bought === 3)!.left).toBe(1);

    const queue = adminReturnListResponse.parse(
      (await call(k.t.app, 'GET', '/api/admin/returns', undefined, k.admin)).body,
    ).data;
    expect(queue.items.map((r) => r.id)).toContain(ret.id);
    expect(queue.items.find((r) => r.id === ret.id)).toMatchObject({ units: 2, valuePaise: 2 * unit });

    expect((await step(k, ret.id, 'approve', { note: 'Send it to our Kochi shop' })).status).toBe(200);
    // Approval does not restock: the parcel is still with the buyer.
    expect(await stockOf(k.t.db, k.a.variant)).toBe(stockAfterSale);
    const received = await step(k, ret.id, 'receive');
    expect(received.status).toBe(200);
    expect(await stockOf(k.t.db, k.a.variant)).toBe(stockAfterSale + 2);

    const refunded = await step(k, ret.id, 'refund', { amount_paise: 2 * unit });
    expect(refunded.status).toBe(200);
    const done = returnResponse.parse(refunded.body).data;
    expect(done).toMatchObject({ status: 'refunded', refundPaise: 2 * unit, refundablePaise: 0 });
    expect(done.creditNote).toMatchObject({ totalPaise: 2 * unit });
    expect(done.creditNote!.number).toMatch(/^KMHC\/\d{2}-\d{2}\/\d{4,}$/);
    expect(done.events.map((e) => e.toStatus)).toEqual(['requested', 'approved', 'received', 'refunded']);
    expect(done.events.find((e) => e.toStatus === 'approved')).toMatchObject({ note: 'Send it to our Kochi shop' });

    // The order stays delivered, partly refunded, and its own history records the refund.
    expect(await orderRow(k.t.db, order.id)).toMatchObject({
      status: 'delivered',
      payment_status: 'partially_refunded',
    });
    const detail = adminOrderDetailResponse.parse(
      (await call(k.t.app, 'GET', `/api/admin/orders/${order.id}`, undefined, k.admin)).body,
    ).data;
    // Staff's line; the refund job's own line, with the provider's refund id, follows once it has run.
    const line = detail.events.find(
      (e) => e.note?.startsWith(`Return ${ret.number}: `) && e.note.includes(' refunded'),
    );
    expect(line).toMatchObject({ fromStatus: 'delivered', toStatus: 'delivered', actor: { id: k.admin.id } });
    expect(detail.documents.filter((d) => d.kind === 'credit_note')).toEqual([
      expect.objectContaining({ number: done.creditNote!.number, totalPaise: 2 * unit }),
    ]);
    const shopperView = orderResponse.parse(
      (await call(k.t.app, 'GET', `/api/get_order_single_by_id?id=${order.id}`, undefined, k.asha)).body,
    ).data;
    expect(shopperView).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'partially_refunded' });

    // The clock stands still in tests, so the mails' files are compared as a set.
    const subjects = (await returnMails()).map((m) => /^Subject: (.*)$/m.exec(m)![1]);
    expect(subjects.sort()).toEqual(
      [
        `We have your return request (${ret.number}, order ${detail.orderNumber})`,
        `Your return is approved (${ret.number}, order ${detail.orderNumber})`,
        `We have received your return (${ret.number}, order ${detail.orderNumber})`,
        `Your refund is on its way (${ret.number}, order ${detail.orderNumber})`,
      ].sort(),
    );
    const mails = await returnMails();
    expect(mails.find((m) => m.includes('Subject: Your refund is on its way'))).toContain(done.creditNote!.number);
    expect(mails.find((m) => m.includes('Subject: Your return is approved'))).toContain('Send it to our Kochi shop');

    const pdf = await k.t.app.inject({
      method: 'GET',
      url: `/api/return_credit_note?id=${ret.id}`,
      headers: { authorization: `Bearer ${k.asha.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses steps out of order with 409 and says why, leaving the return as it was', async () => {
    const order = await deliveredOrder(k, k.asha, [[k.a, 1]]);
    const ret = await askedReturn(k, order.id, [[k.a, 1]]);
    const early = await step(k, ret.id, 'refund', { amount_paise: 100 });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A return that is requested cannot be refunded');
    expect((await step(k, ret.id, 'receive')).status).toBe(409);
    expect((await step(k, ret.id, 'reject', { note: '  ' })).status).toBe(400);
    const rejected = await step(k, ret.id, 'reject', { note: 'Worn and scratched in the photos' });
    expect(returnResponse.parse(rejected.body).data).toMatchObject({
      status: 'rejected',
      staffNote: 'Worn and scratched in the photos',
    });
    expect((await step(k, ret.id, 'approve')).body.message).toBe('A return that is rejected cannot be approved');
    // A rejected return claims nothing: the unit may be asked for again.
    expect((await orderReturns(k, k.asha, order.id)).lines[0]!.left).toBe(1);
    const rejectedMail = (await returnMails()).find((m) => m.includes(`Subject: Your return request (${ret.number}`));
    expect(rejectedMail).toContain('Worn and scratched in the photos');
  });

  it("shows staff the order's returns with who took each step", async () => {
    await k.t.db.execute(sql`UPDATE users SET name = 'Meera at the counter' WHERE id = ${k.admin.id}`);
    await k.t.db.execute(sql`UPDATE users SET name = 'Asha Menon' WHERE id = ${k.asha.id}`);
    const order = await deliveredOrder(k, k.asha, [[k.b, 2]]);
    const ret = await askedReturn(k, order.id, [[k.b, 1]]);
    await step(k, ret.id, 'approve');
    const res = await call(k.t.app, 'GET', `/api/admin/orders/${order.id}/returns`, undefined, k.admin);
    const [seen] = returnListResponse.parse(res.body).data;
    expect(seen!.events.map((e) => [e.toStatus, e.actor])).toEqual([
      ['requested', 'Asha Menon'],
      ['approved', 'Meera at the counter'],
    ]);
    // The buyer never sees staff names.
    expect((await orderReturns(k, k.asha, order.id)).returns[0]!.events.every((e) => e.actor === null)).toBe(true);
  });
});
