import { returnResponse } from '@store/contracts/returns';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import type { TaxDocumentBody } from '../invoices/invoice-body';
import { transitionOrder } from '../orders/order-transitions';
import { findOrder } from '../orders/orders.repo';
import { count, orderRow, priceOf } from '../../test/shop';
import {
  askedReturn,
  askReturn,
  deliveredOrder,
  receivedReturn,
  returnsKit,
  step,
  type ReturnsKit,
} from './returns.kit';

let k: ReturnsKit;
let unitA: number;
let unitB: number;
beforeAll(async () => {
  k = await returnsKit();
  unitA = await priceOf(k.t.db, k.a.variant);
  unitB = await priceOf(k.t.db, k.b.variant);
});
afterAll(() => k?.t.close());

async function creditNote(number: string) {
  const [row] = await queryRows(
    k.t.db,
    z.object({ total_paise: z.number(), body: z.unknown() }),
    sql`SELECT total_paise, body FROM tax_documents WHERE number = ${number}`,
  );
  return { total: row!.total_paise, body: row!.body as TaxDocumentBody };
}

const paymentStatus = async (orderId: string) =>
  (
    await queryRows(
      k.t.db,
      z.object({ status: z.string() }),
      sql`SELECT status FROM payments WHERE order_id = ${orderId}`,
    )
  )[0]?.status;

describe('partial refunds and their credit notes', () => {
  it('refunds less than the units cost when staff say so, with a credit note that adds up to the paisa', async () => {
    const order = await deliveredOrder(k, k.asha, [
      [k.a, 2],
      [k.b, 1],
    ]);
    const ret = await receivedReturn(k, order.id, [
      [k.a, 1],
      [k.b, 1],
    ]);
    expect(ret.valuePaise).toBe(unitA + unitB);
    // A third off for a scuffed box: split over the two lines in proportion, to the paisa.
    const amount = Math.floor((unitA + unitB) / 3) + 1;
    const res = await step(k, ret.id, 'refund', { amount_paise: amount });
    expect(res.status).toBe(200);
    const done = returnResponse.parse(res.body).data;
    expect(done.refundPaise).toBe(amount);
    const note = await creditNote(done.creditNote!.number);
    expect(note.total).toBe(amount);
    expect(note.body.kind).toBe('credit_note');
    expect(note.body.lines.map((l) => l.quantity)).toEqual([1, 1]);
    expect(note.body.lines.reduce((s, l) => s + l.totalPaise, 0)).toBe(amount);
    const t = note.body.totals;
    expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(amount);
    expect(note.body.reason).toBe(`Goods returned (${ret.number})`);
    expect(note.body.refersTo?.number).toMatch(/^KMH\//);
    expect(await orderRow(k.t.db, order.id)).toMatchObject({ payment_status: 'partially_refunded' });
    expect(await paymentStatus(order.id)).toBe('captured');
  });

  it('refuses more than the returned units cost, saying the most', async () => {
    const order = await deliveredOrder(k, k.asha, [[k.a, 2]]);
    const ret = await receivedReturn(k, order.id, [[k.a, 1]]);
    const res = await step(k, ret.id, 'refund', { amount_paise: unitA + 1 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'amount_paise', message: expect.stringMatching(/^The refund can be at most ₹/) },
    ]);
    for (const bad of [0, -5, 10.5, '100', null]) {
      expect((await step(k, ret.id, 'refund', { amount_paise: bad })).status).toBe(400);
    }
    // Nothing happened: no credit note numbered, the return still waiting.
    expect(
      await count(
        k.t.db,
        sql`SELECT count(*)::int AS n FROM tax_documents WHERE order_id = ${order.id} AND kind = 'credit_note'`,
      ),
    ).toBe(0);
    expect((await step(k, ret.id, 'refund', { amount_paise: unitA })).status).toBe(200);
  });

  it('marks the order and its payment refunded once its returns have given back everything', async () => {
    const order = await deliveredOrder(k, k.asha, [[k.a, 3]]);
    const first = await receivedReturn(k, order.id, [[k.a, 1]]);
    expect((await step(k, first.id, 'refund', { amount_paise: unitA })).status).toBe(200);
    expect(await orderRow(k.t.db, order.id)).toMatchObject({ payment_status: 'partially_refunded' });
    const rest = await receivedReturn(k, order.id, [[k.a, 2]]);
    expect(rest.refundablePaise).toBe(2 * unitA);
    expect((await step(k, rest.id, 'refund', { amount_paise: 2 * unitA })).status).toBe(200);
    expect(await orderRow(k.t.db, order.id)).toMatchObject({ status: 'delivered', payment_status: 'refunded' });
    expect(await paymentStatus(order.id)).toBe('refunded');
    const notes = await queryRows(
      k.t.db,
      z.object({ total_paise: z.number() }),
      sql`SELECT total_paise FROM tax_documents WHERE order_id = ${order.id} AND kind = 'credit_note' ORDER BY sequence`,
    );
    expect(notes.map((n) => n.total_paise)).toEqual([unitA, 2 * unitA]);
    expect(notes.reduce((s, n) => s + n.total_paise, 0)).toBe(order.total);
    // Everything is claimed: a further request is refused.
    const again = await askReturn(k, k.asha, order.id, [[k.a, 1]]);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/has already been returned$/);
  });
});

describe("the order's transition table", () => {
  it('lets a delivered order stay delivered only to record a return refund', async () => {
    const order = await deliveredOrder(k, k.asha, [[k.a, 1]]);
    const row = (await findOrder(k.t.db, { id: order.id }))!;
    const move = (set: { paymentStatus?: 'paid' | 'refunded' }) =>
      k.t.db.transaction((tx) => transitionOrder(tx, row, { to: 'delivered', set, note: 'x' }));
    await expect(move({})).rejects.toMatchObject({
      status: 409,
      message: 'An order that is delivered cannot be delivered',
    });
    await expect(move({ paymentStatus: 'paid' })).rejects.toMatchObject({ status: 409 });
    await expect(
      k.t.db.transaction((tx) => transitionOrder(tx, row, { to: 'cancelled', note: 'Too late' })),
    ).rejects.toMatchObject({ status: 409, message: 'An order that is delivered cannot be cancelled' });
    expect(await orderRow(k.t.db, order.id)).toMatchObject({ status: 'delivered', payment_status: 'paid' });
  });
});

describe('exactly once', () => {
  it('refunds once when two members of staff (or a double click) refund at the same moment', async () => {
    const order = await deliveredOrder(k, k.asha, [[k.b, 2]]);
    const ret = await receivedReturn(k, order.id, [[k.b, 2]]);
    const answers = await Promise.all([
      step(k, ret.id, 'refund', { amount_paise: 2 * unitB }),
      step(k, ret.id, 'refund', { amount_paise: 2 * unitB }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await k.t.app.background.jobs.drain();
    expect(
      await count(
        k.t.db,
        sql`SELECT count(*)::int AS n FROM tax_documents WHERE order_id = ${order.id} AND kind = 'credit_note'`,
      ),
    ).toBe(1);
    expect(
      await count(
        k.t.db,
        sql`SELECT count(*)::int AS n FROM returns WHERE order_id = ${order.id} AND provider_refund_id IS NOT NULL`,
      ),
    ).toBe(1);
  });

  it('lets two requests at once claim the same units only once', async () => {
    const order = await deliveredOrder(k, k.asha, [[k.a, 1]]);
    const answers = await Promise.all([
      askReturn(k, k.asha, order.id, [[k.a, 1]]),
      askReturn(k, k.asha, order.id, [[k.a, 1]]),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('restocks once when the parcel is marked received twice at once', async () => {
    const order = await deliveredOrder(k, k.asha, [[k.a, 2]]);
    const ret = await askedReturn(k, order.id, [[k.a, 2]]);
    await step(k, ret.id, 'approve');
    const stock = async () => count(k.t.db, sql`SELECT stock AS n FROM product_variants WHERE id = ${k.a.variant}`);
    const before = await stock();
    const answers = await Promise.all([step(k, ret.id, 'receive'), step(k, ret.id, 'receive')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await stock()).toBe(before + 2);
  });
});

describe('credit note lines', () => {
  it('print unit prices that multiply out to each line, splitting a share that does not divide', async () => {
    const order = await deliveredOrder(k, k.asha, [[k.a, 3]]);
    const ret = await receivedReturn(k, order.id, [[k.a, 3]]);
    const amount = 3 * 1000 + 2; // ₹30.02 over three units: two at ₹10.01, one at ₹10.00
    const done = returnResponse.parse((await step(k, ret.id, 'refund', { amount_paise: amount })).body).data;
    const note = await creditNote(done.creditNote!.number);
    expect(note.body.lines.map((l) => [l.quantity, l.unitPricePaise])).toEqual([
      [1, 1000],
      [2, 1001],
    ]);
    for (const l of note.body.lines) expect(l.unitPricePaise * l.quantity).toBe(l.totalPaise);
    expect(note.total).toBe(amount);
  });
});
