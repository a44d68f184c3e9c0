import { ORDER_MESSAGES, createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { mailsTo } from '../../test/accounts';
import { adminCall } from '../../test/admin';
import { count, payInTestMode, stockOf } from '../../test/shop';
import { expireReservations } from '../orders/expire-reservations.service';
import { a, admin, buyer, makeCode, moveClock, now, orderWith, setUp, t, usedOf } from './discounts.kit';

setUp();

const orderOf = async (id: string) =>
  (
    await queryRows(
      t.db,
      z.object({ status: z.string(), payment_status: z.string() }),
      sql`SELECT status, payment_status FROM orders WHERE id = ${id}`,
    )
  )[0];
const refunds = (orderId: string) =>
  count(t.db, sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${orderId} AND status = 'refunded'`);
const paidWithCode = (code: string) =>
  count(
    t.db,
    sql`SELECT count(*)::int AS n FROM orders
        WHERE discount_code = ${code} AND discount_paise > 0 AND payment_status = 'paid'`,
  );

describe('a payment for an order whose code use went back (decision 078)', () => {
  it('is refunded and the order cancelled when a newer checkout took the last use', async () => {
    const code = await makeCode({ maxUses: 1, maxUsesPerBuyer: 1 });
    const ravi = await buyer();
    const first = createOrderResponse.parse((await orderWith(ravi, [{ ...a, quantity: 1 }], code.code)).body);
    // The same product again with the code: it replaces the first order and takes the freed use.
    const second = await orderWith(ravi, [{ ...a, quantity: 1 }], code.code);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const replacing = createOrderResponse.parse(second.body);
    expect(await usedOf(code.id)).toBe(1);

    // The first order's payment window is still open at Razorpay: paying it gives the money back.
    const late = await payInTestMode(t.app, ravi, first.raz.order_id);
    expect(late).toMatchObject({ status: 409, body: { message: ORDER_MESSAGES.notRetryable } });
    expect(await orderOf(first.data._id)).toEqual({ status: 'cancelled', payment_status: 'refunded' });
    expect(await refunds(first.data._id)).toBe(1);
    expect(await usedOf(code.id)).toBe(1);
    const mails = await mailsTo(t, ravi.email);
    expect(mails.some((m) => m.includes(`${first.data.order_number} has been cancelled`))).toBe(true);
    // Another payment of that window finds the order cancelled: refunded too, the use untouched.
    expect((await payInTestMode(t.app, ravi, first.raz.order_id)).status).toBe(409);
    expect(await refunds(first.data._id)).toBe(2);
    expect(await usedOf(code.id)).toBe(1);

    expect((await payInTestMode(t.app, ravi, replacing.raz.order_id)).status).toBe(200);
    expect(await paidWithCode(code.code)).toBe(1);
    expect(await usedOf(code.id)).toBe(1);
  });

  it('is refunded when the window expired and someone else took the last use', async () => {
    const code = await makeCode({ maxUses: 1 });
    const ravi = await buyer();
    const order = createOrderResponse.parse((await orderWith(ravi, [{ ...a, quantity: 1 }], code.code)).body);
    moveClock(31 * 60_000);
    await expireReservations({ db: t.db, now });
    expect(await usedOf(code.id)).toBe(0);
    const sita = await buyer();
    const hers = createOrderResponse.parse(
      (await orderWith(sita, [{ ...a, quantity: 1 }], code.code, '10.11.0.1')).body,
    );
    const stockBefore = await stockOf(t.db, a.variant);

    const late = await payInTestMode(t.app, ravi, order.raz.order_id);
    expect(late.status).toBe(409);
    expect(await orderOf(order.data._id)).toEqual({ status: 'cancelled', payment_status: 'refunded' });
    expect(await refunds(order.data._id)).toBe(1);
    expect(await usedOf(code.id)).toBe(1);
    // Nothing was sold: the stock the late payment would have taken again is still on the shelf.
    expect(await stockOf(t.db, a.variant)).toBe(stockBefore);

    expect((await payInTestMode(t.app, sita, hers.raz.order_id)).status).toBe(200);
    expect(await paidWithCode(code.code)).toBe(1);
    expect(await usedOf(code.id)).toBe(1);
  });

  it('is kept when a use is still left, and counts it', async () => {
    const code = await makeCode({ maxUses: 2 });
    const ravi = await buyer();
    const order = createOrderResponse.parse((await orderWith(ravi, [{ ...a, quantity: 1 }], code.code)).body);
    moveClock(31 * 60_000);
    await expireReservations({ db: t.db, now });
    expect(await usedOf(code.id)).toBe(0);
    expect((await payInTestMode(t.app, ravi, order.raz.order_id)).status).toBe(200);
    expect(await orderOf(order.data._id)).toEqual({ status: 'processing', payment_status: 'paid' });
    expect(await usedOf(code.id)).toBe(1);
  });
});

describe('a code counted past its total', () => {
  it('can still be switched off by staff', async () => {
    const code = await makeCode({ maxUses: 1 });
    await t.db.execute(sql`UPDATE discount_codes SET used = 3 WHERE id = ${code.id}`);
    const res = await adminCall(t.app, admin, 'PUT', `/api/admin/discounts/${code.id}`, {
      code: code.code,
      kind: 'percent',
      value: 10,
      validFrom: new Date(now().getTime() - 3_600_000).toISOString(),
      validTo: new Date(now().getTime() + 3_600_000).toISOString(),
      maxUses: 1,
      active: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ active: false, used: 3, maxUses: 1 });
  });
});
