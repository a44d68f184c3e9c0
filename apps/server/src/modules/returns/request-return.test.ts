import { createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/accounts';
import { createOrder, count, payInTestMode } from '../../test/shop';
import { photo, upload } from '../../test/uploads';
import { askedReturn, askReturn, deliveredOrder, orderReturns, returnsKit, type ReturnsKit } from './returns.kit';

let k: ReturnsKit;
beforeAll(async () => {
  k = await returnsKit();
});
afterAll(() => k?.t.close());

const returnsOf = (orderId: string) =>
  count(k.t.db, sql`SELECT count(*)::int AS n FROM returns WHERE order_id = ${orderId}`);

describe('when a return may be asked for', () => {
  it('accepts a request until the end of the 30th day in India and refuses one after, saying why', async () => {
    // Delivered at 10:00 on 25 November in India: open until 23:59:59.999 on 25 December there.
    const early = await deliveredOrder(k, k.asha, [[k.a, 1]]);
    const late = await deliveredOrder(k, k.asha, [[k.a, 1]]);
    expect((await orderReturns(k, k.asha, late.id)).closesAt).toBe('2026-12-25T18:29:59.999Z');
    const at = (iso: string) => k.clock.advance(Date.parse(iso) - k.clock.now().getTime());
    at('2026-12-25T18:29:59.000Z'); // 23:59:59 on 25 December in India
    await askedReturn(k, early.id, [[k.a, 1]]);
    at('2026-12-25T18:30:00.000Z'); // midnight: 26 December in India
    const res = await askReturn(k, k.asha, late.id, [[k.a, 1]]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Returns can be asked for within 30 days of delivery');
    expect(await returnsOf(late.id)).toBe(0);
    expect((await orderReturns(k, k.asha, late.id)).open).toBe(false);
  });

  it('refuses a custom-made or non-returnable product, and the order page says which', async () => {
    const order = await deliveredOrder(k, k.asha, [
      [k.a, 1],
      [k.b, 1],
    ]);
    await k.t.db.execute(sql`UPDATE products SET returnable = false WHERE id = ${k.b.id}`);
    const seen = await orderReturns(k, k.asha, order.id);
    expect(seen.lines.map((l) => l.returnable).sort()).toEqual([false, true]);
    const res = await askReturn(k, k.asha, order.id, [
      [k.a, 1],
      [k.b, 1],
    ]);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/is custom-made or not returnable$/);
    expect(await returnsOf(order.id)).toBe(0);
    await askedReturn(k, order.id, [[k.a, 1]]);
    await k.t.db.execute(sql`UPDATE products SET returnable = true WHERE id = ${k.b.id}`);
  });

  it('refuses an order that is not delivered', async () => {
    const order = createOrderResponse.parse((await createOrder(k.t.app, k.asha, k.a, 1)).body);
    await payInTestMode(k.t.app, k.asha, order.raz.order_id);
    const lines = (await orderReturns(k, k.asha, order.data._id)).lines;
    const res = await call(
      k.t.app,
      'POST',
      '/api/request_return',
      { order_id: order.data._id, lines: [{ line: lines[0]!.orderLineId, quantity: 1 }], reason: 'Changed my mind' },
      k.asha,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only a delivered order can be returned');
  });
});

describe('who may ask, and for what', () => {
  it("answers 404 for another shopper's order and its returns, and 401 to a visitor", async () => {
    const order = await deliveredOrder(k, k.asha, [[k.a, 2]]);
    const ret = await askedReturn(k, order.id, [[k.a, 1]]);
    expect((await call(k.t.app, 'GET', `/api/order_returns?id=${order.id}`, undefined, k.ravi)).status).toBe(404);
    const theirs = await askReturn(k, k.asha, order.id, [[k.a, 1]]);
    expect(theirs.status).toBe(200);
    const lines = (await orderReturns(k, k.asha, order.id)).lines;
    const stolen = await call(
      k.t.app,
      'POST',
      '/api/request_return',
      { order_id: order.id, lines: [{ line: lines[0]!.orderLineId, quantity: 1 }], reason: 'Mine now' },
      k.ravi,
    );
    expect(stolen.status).toBe(404);
    expect((await call(k.t.app, 'GET', `/api/return_credit_note?id=${ret.id}`, undefined, k.ravi)).status).toBe(404);
    expect((await call(k.t.app, 'GET', `/api/order_returns?id=${order.id}`)).status).toBe(401);
    expect((await call(k.t.app, 'POST', `/api/admin/returns/${ret.id}/approve`, {}, k.asha)).status).toBe(403);
    expect((await call(k.t.app, 'GET', '/api/admin/returns', undefined, k.asha)).status).toBe(403);
  });

  it('checks every field with a clear message', async () => {
    const order = await deliveredOrder(k, k.asha, [[k.a, 2]]);
    const other = await deliveredOrder(k, k.asha, [[k.b, 1]]);
    const line = (await orderReturns(k, k.asha, order.id)).lines[0]!.orderLineId;
    const otherLine = (await orderReturns(k, k.asha, other.id)).lines[0]!.orderLineId;
    const ask = (body: Record<string, unknown>) =>
      call(k.t.app, 'POST', '/api/request_return', { order_id: order.id, reason: 'Too small', ...body }, k.asha);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ lines: [] }, 400, 'Choose at least one item to return'],
      [{ lines: [{ line, quantity: 0 }] }, 400, 'Quantity must be a whole number of at least 1'],
      [{ lines: [{ line, quantity: 1.5 }] }, 400, 'Quantity must be a whole number of at least 1'],
      [{ lines: [{ line: 'x', quantity: 1 }] }, 400, 'Invalid id'],
      [{ lines: [{ line: otherLine, quantity: 1 }] }, 400, 'This item is not in the order'],
      [
        {
          lines: [
            { line, quantity: 1 },
            { line, quantity: 1 },
          ],
        },
        400,
        'Each item may appear only once',
      ],
      [{ lines: [{ line, quantity: 3 }] }, 409, 'You can return at most 2 of'],
      [{ lines: [{ line, quantity: 1 }], reason: '   ' }, 400, 'Tell us why you are returning it'],
      [{ lines: [{ line, quantity: 1 }], reason: 'x'.repeat(501) }, 400, 'The reason must be at most 500 characters'],
      [
        { lines: [{ line, quantity: 1 }], images: ['https://evil.example/a.webp'] },
        400,
        'This photo was not uploaded here',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await ask(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const ravisPhoto = await upload(k.t.app, k.ravi, { data: await photo('png') });
    const notMine = await ask({ lines: [{ line, quantity: 1 }], images: [ravisPhoto.body.data.url] });
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe('Photos must be ones you uploaded');
    expect(await returnsOf(order.id)).toBe(0);
  });
});
