import { DISCOUNT_MESSAGES } from '@store/contracts/discounts';
import { createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { count, payInTestMode, setStock } from '../../test/shop';
import { expireReservations } from '../orders/expire-reservations.service';
import { a, admin, buyer, makeCode, moveClock, now, orderWith, setUp, t, usedOf } from './discounts.kit';

setUp();

const redemptions = (codeId: string, status: string) =>
  count(
    t.db,
    sql`SELECT count(*)::int AS n FROM discount_redemptions WHERE code_id = ${codeId} AND status = ${status}`,
  );

/** Distinct product options on no flash deal, each with its own stock row and `stock` units. */
async function separateOptions(n: number, stock: number) {
  const found = await queryRows(
    t.db,
    z.object({ id: z.string(), variant: z.string() }),
    sql`SELECT p.id, v.id AS variant FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE NOT p.is_hidden AND p.variant_count > 0 AND NOT v.is_hidden AND v.price_paise >= 1000
          AND NOT EXISTS (SELECT 1 FROM home_section_items d WHERE d.product_id = p.id AND d.section = 'flash_deals')
        ORDER BY v.id LIMIT ${n}`,
  );
  expect(found).toHaveLength(n);
  for (const f of found) await setStock(t.db, f.variant, stock);
  return found;
}

describe('50 checkouts at once for a code with 10 uses left', () => {
  it('make exactly 10 discounted orders; the others are told it is used up', async () => {
    const code = await makeCode({ maxUses: 12 });
    // Two uses taken already: 10 left.
    for (let i = 0; i < 2; i++)
      expect((await orderWith(await buyer(), [{ ...a, quantity: 1 }], code.code)).status).toBe(200);
    // Each buyer orders a different product: no stock row orders them, only the code's row lock.
    const options = await separateOptions(50, 5);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer()));
    const results = await Promise.all(
      buyers.map((who, i) => orderWith(who, [{ ...options[i]!, quantity: 1 }], code.code, `10.7.0.${i + 1}`)),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(10);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r).toMatchObject({ status: 400, body: { message: DISCOUNT_MESSAGES.usedUp } });
    }
    expect(await usedOf(code.id)).toBe(12);
    expect(await redemptions(code.id, 'held')).toBe(12);
    expect(
      await count(
        t.db,
        sql`SELECT count(*)::int AS n FROM orders WHERE discount_code = ${code.code} AND discount_paise > 0`,
      ),
    ).toBe(12);
  });
});

describe('an unpaid order replaced by a newer checkout', () => {
  it('gives its use back, once', async () => {
    const code = await makeCode({ maxUses: 5 });
    const ravi = await buyer();
    expect((await orderWith(ravi, [{ ...a, quantity: 1 }], code.code)).status).toBe(200);
    expect(await usedOf(code.id)).toBe(1);
    // The same product again, without the code: the first order is let go, and its use with it.
    expect((await orderWith(ravi, [{ ...a, quantity: 2 }], null)).status).toBe(200);
    expect(await usedOf(code.id)).toBe(0);
    expect(await redemptions(code.id, 'released')).toBe(1);
  });
});

describe('an unpaid order that expires', () => {
  it('gives its use back, once; paying it again takes the use again', async () => {
    const code = await makeCode({ maxUses: 1 });
    const ravi = await buyer();
    const placed = await orderWith(ravi, [{ ...a, quantity: 1 }], code.code);
    expect(placed.status).toBe(200);
    const order = createOrderResponse.parse(placed.body);
    expect(await usedOf(code.id)).toBe(1);

    moveClock(31 * 60_000);
    expect(await expireReservations({ db: t.db, now })).toBeGreaterThanOrEqual(1);
    expect(await usedOf(code.id)).toBe(0);
    expect(await redemptions(code.id, 'released')).toBe(1);
    // A second sweep changes nothing: the use went back once.
    await expireReservations({ db: t.db, now });
    expect(await usedOf(code.id)).toBe(0);

    // Its use is free for someone else now...
    const other = await buyer();
    expect((await orderWith(other, [{ ...a, quantity: 1 }], code.code, '10.8.0.1')).status).toBe(200);
    // ...so paying the expired order again is refused with the reason, and nothing is held for it.
    const retry = await call(t.app, 'POST', '/api/retry_payment', { order_id: order.data._id }, ravi);
    expect(retry).toMatchObject({ status: 409, body: { message: DISCOUNT_MESSAGES.retryUsedUp(code.code) } });
    expect(await usedOf(code.id)).toBe(1);
  });

  it('takes the use again on a retry while one is left, and spends it on payment', async () => {
    const code = await makeCode({ maxUses: 3 });
    const ravi = await buyer();
    const order = createOrderResponse.parse((await orderWith(ravi, [{ ...a, quantity: 1 }], code.code)).body);
    moveClock(31 * 60_000);
    await expireReservations({ db: t.db, now });
    expect(await usedOf(code.id)).toBe(0);
    const retry = await call(t.app, 'POST', '/api/retry_payment', { order_id: order.data._id }, ravi);
    expect(retry.status).toBe(200);
    expect(retry.body.raz.amount).toBe(order.data.total);
    expect(await usedOf(code.id)).toBe(1);
    expect((await payInTestMode(t.app, ravi, retry.body.raz.order_id)).status).toBe(200);
    expect(await redemptions(code.id, 'used')).toBe(1);
    expect(await usedOf(code.id)).toBe(1);
  });
});

describe('a cancelled order', () => {
  it('gives its use back, paid or not (decision 078)', async () => {
    const code = await makeCode({ maxUses: 2 });
    const ravi = await buyer();
    const unpaid = createOrderResponse.parse((await orderWith(ravi, [{ ...a, quantity: 1 }], code.code)).body);
    const sita = await buyer();
    const paid = createOrderResponse.parse(
      (await orderWith(sita, [{ ...a, quantity: 1 }], code.code, '10.9.0.2')).body,
    );
    expect((await payInTestMode(t.app, sita, paid.raz.order_id)).status).toBe(200);
    expect(await usedOf(code.id)).toBe(2);
    for (const id of [unpaid.data._id, paid.data._id]) {
      const res = await call(t.app, 'POST', `/api/admin/orders/${id}/cancel`, { reason: 'Customer asked' }, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await usedOf(code.id)).toBe(0);
    expect(await redemptions(code.id, 'released')).toBe(2);
  });
});
