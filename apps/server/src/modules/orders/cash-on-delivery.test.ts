import { CASH_MESSAGES, adminCustomerDetailResponse, adminOrderDetailResponse } from '@store/contracts/admin';
import { COD_MESSAGES, DEMO_COD, DEMO_SHIPPING, codCodeSentResponse } from '@store/contracts/charges';
import { CART_MESSAGES } from '@store/contracts/cart';
import { checkoutSummaryResponse, orderResponse } from '@store/contracts/orders';
import { REFUND_TO_MESSAGES, returnResponse } from '@store/contracts/returns';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, codeIn, mailsTo, readableMail } from '../../test/accounts';
import { count, createOrder, setStock, stockOf, type Shopper } from '../../test/shop';
import {
  chargesKit,
  invoiceBody,
  newShopper,
  orderBody,
  PORT_BLAIR,
  setCharges,
  setProduct,
  type ChargesKit,
} from './charges.kit';

let k: ChargesKit;
beforeAll(async () => {
  k = await chargesKit();
});
afterAll(() => k?.t.close());
beforeEach(async () => {
  await setCharges(k, { shipping: DEMO_SHIPPING, cod: DEMO_COD });
  await setProduct(k, k.a, { price: 60_000, grams: 800 });
  await setProduct(k, k.b, { price: 30_000, grams: null });
  // Every test starts from no cash order on the way and no refusal on record.
  await k.t.db.execute(
    sql`UPDATE orders SET status = 'delivered' WHERE payment_method = 'cod' AND status IN ('processing', 'shipped')`,
  );
  await k.t.db.execute(sql`UPDATE orders SET delivery_refused_at = NULL`);
  await k.t.db.execute(sql`UPDATE users SET refused_deliveries = 0, cod_blocked = false`);
});

type Body = ReturnType<typeof orderBody>;
/** Asks for a cash order's code, a quarter hour after the last: within the codes' pace (five an hour). */
const askCod = (who: Shopper, body: Body) => {
  k.clock.advance(15 * 60_000);
  return call(k.t.app, 'POST', '/api/cod_order', body, who);
};
const confirm = (who: Shopper, otp: string) => call(k.t.app, 'POST', '/api/confirm_cod_order', { otp }, who);
const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  call(k.t.app, method, `/api/admin${url}`, body, k.admin);

/** The code of the latest cash order code mailed to this buyer (other mails may be written in the same instant). */
const orderCode = async (email: string) =>
  codeIn((await mailsTo(k.t, email)).filter((m) => /^Subject: .* order code is \d{4}$/m.test(m)).at(-1));

/** A cash order asked for, its code read from the mail and given: the confirmed order. */
async function codOrder(who: Shopper, body: Body) {
  const asked = await askCod(who, body);
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const confirmed = await confirm(who, await orderCode(who.email));
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body.data as { _id: string; order_number: string; total: number };
}

const ship = (id: string) => admin('POST', `/orders/${id}/ship`, { tracking_number: 'DL998877', carrier: 'Delhivery' });
const detail = async (id: string) => adminOrderDetailResponse.parse((await admin('GET', `/orders/${id}`)).body).data;
const ordersOf = (who: Shopper) => count(k.t.db, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${who.id}`);

describe('cash on delivery at checkout', () => {
  it('is offered with its fee for a served PIN, and says why not elsewhere', async () => {
    const summary = async (pin: string) =>
      checkoutSummaryResponse.parse(
        (await call(k.t.app, 'GET', `/api/get_order_product?id=${k.a.id}&qty=1${pin}`, undefined, k.asha)).body,
      ).data.cod;
    expect(await summary('&pin=682001')).toEqual({ available: true, fee: 4900, reason: null });
    expect(await summary('&pin=744101')).toEqual({ available: false, fee: 4900, reason: COD_MESSAGES.zone('744101') });
    expect(await summary('')).toMatchObject({ available: false, reason: COD_MESSAGES.noAddress });
    await setCharges(k, { shipping: DEMO_SHIPPING, cod: { ...DEMO_COD, enabled: false } });
    expect(await summary('&pin=682001')).toBe(null);
  });

  it('goes from a code to processing, its invoice at shipping, and paid when the cash is recorded', async () => {
    const before = await stockOf(k.t.db, k.a.variant);
    const orders = await ordersOf(k.asha);
    k.clock.advance(15 * 60_000);
    // Another code mailed this minute (a sign-up's, a checkout's) does not hold up the order's.
    expect((await call(k.t.app, 'POST', '/api/express_code', { email: k.asha.email })).status).toBe(200);
    const asked = await call(k.t.app, 'POST', '/api/cod_order', orderBody([[k.a, 1]]), k.asha);
    expect(asked.status).toBe(200);
    // ₹600 + ₹49 shipping + ₹49 for cash on delivery.
    expect(codCodeSentResponse.parse(asked.body).data).toEqual({
      sent_to: 'a•••@example.com',
      total: 69_800,
      shipping: 4900,
      cod_fee: 4900,
    });
    expect(asked.body.message).toBe(COD_MESSAGES.codeSent('a•••@example.com'));
    // Nothing is written but the code.
    expect(await stockOf(k.t.db, k.a.variant)).toBe(before);
    expect(await ordersOf(k.asha)).toBe(orders);
    const code = await orderCode(k.asha.email);
    expect(readableMail((await mailsTo(k.t, k.asha.email)).at(-1)!)).toContain('₹698');

    const wrong = await confirm(k.asha, code === '0000' ? '1111' : '0000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(COD_MESSAGES.codeWrong);
    const confirmed = await confirm(k.asha, code);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const { _id: id, order_number: number } = confirmed.body.data as { _id: string; order_number: string };
    expect(await stockOf(k.t.db, k.a.variant)).toBe(before - 1);
    // The code is used up: a second try places nothing.
    expect((await confirm(k.asha, code)).status).toBe(400);
    expect(await ordersOf(k.asha)).toBe(orders + 1);

    const mine = orderResponse.parse(
      (await call(k.t.app, 'GET', `/api/get_order_single_by_id?id=${id}`, undefined, k.asha)).body,
    ).data;
    expect(mine).toMatchObject({
      orderStatus: 'processing',
      paymentStatus: 'created',
      paymentMethod: 'cod',
      shipping: 4900,
      codFee: 4900,
      totalAmount: 69_800,
      hasInvoice: false,
    });
    expect(mine.estimatedDelivery).not.toBe(null);
    const confirmation = readableMail((await mailsTo(k.t, k.asha.email)).at(-1)!);
    expect(confirmation).toContain('keep ₹698 in cash');
    expect(confirmation).toMatch(/Cash on delivery fee[^\n]*₹49/);
    expect((await call(k.t.app, 'GET', `/api/order_invoice?id=${id}`, undefined, k.asha)).status).toBe(404);
    expect(await invoiceBody(k, id)).toEqual([]);

    expect((await ship(id)).status).toBe(200);
    const [invoice] = await invoiceBody(k, id);
    expect(
      invoice!.body.lines.map((l) => [
        l.description.startsWith('Shipping') || l.description.startsWith('Cash'),
        l.totalPaise,
      ]),
    ).toEqual([
      [false, 60_000],
      [true, 4900],
      [true, 4900],
    ]);
    expect(invoice!.body.totals.totalPaise).toBe(69_800);
    const shipped = readableMail((await mailsTo(k.t, k.asha.email)).at(-1)!);
    expect(shipped).toContain('has shipped');
    expect(shipped).toContain(`Tax invoice ${invoice!.number} is attached`);
    expect(shipped).toMatch(/To pay on delivery[^\n]*₹698/);
    expect(await detail(id)).toMatchObject({ canCollectCash: true, canRecordRefusal: true, cash: null });
    const slip = await k.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}/packing-slip`,
      headers: { authorization: `Bearer ${k.admin.token}` },
    });
    expect(slip.body).toContain('Cash on delivery: collect ₹698');

    const collected = await admin('POST', '/cash_collections', { orders: [number.toLowerCase()] });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    expect(collected.body.data).toEqual({ orders: [number], total_paise: 69_800 });
    const after = await detail(id);
    expect(after).toMatchObject({ status: 'delivered', paymentStatus: 'paid', canCollectCash: false });
    expect(after.cash).not.toBe(null);
    expect(after.payments).toEqual([
      expect.objectContaining({ provider: 'cash', amountPaise: 69_800, status: 'captured', method: 'cash' }),
    ]);
    const again = await admin('POST', '/cash_collections', { orders: [number] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CASH_MESSAGES.already(number));
    // The invoice stays the one issued at shipping: one number, no gap.
    expect(await invoiceBody(k, id)).toHaveLength(1);
  });

  it('takes a courier remittance of many orders all or none, its amount checked to the paisa', async () => {
    const one = await codOrder(k.asha, orderBody([[k.b, 1]]));
    const two = await codOrder(k.ravi, orderBody([[k.b, 1]], { phone: '9123456780', address: '4 Beach Road' }));
    const unshipped = await codOrder(k.asha, orderBody([[k.b, 2]]));
    expect((await ship(one._id)).status).toBe(200);
    expect((await ship(two._id)).status).toBe(200);
    const numbers = [one.order_number, two.order_number];
    const total = one.total + two.total;

    const wrongSum = await admin('POST', '/cash_collections', {
      orders: numbers,
      remittance: 'UTR1',
      amount_paise: total - 1,
    });
    expect(wrongSum.status).toBe(400);
    const notOut = await admin('POST', '/cash_collections', { orders: [...numbers, unshipped.order_number] });
    expect(notOut.body.message).toBe(CASH_MESSAGES.notOut(unshipped.order_number));
    const unknown = await admin('POST', '/cash_collections', { orders: [...numbers, 'KMH1'] });
    expect(unknown.status).toBe(404);
    expect((await detail(one._id)).paymentStatus).toBe('created');

    const done = await admin('POST', '/cash_collections', { orders: numbers, remittance: 'UTR1', amount_paise: total });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    for (const order of [one, two]) {
      expect(await detail(order._id)).toMatchObject({
        status: 'delivered',
        paymentStatus: 'paid',
        cash: { remittance: 'UTR1' },
      });
    }
    expect((await mailsTo(k.t, k.ravi.email)).some((m) => m.includes(`${two.order_number} has been delivered`))).toBe(
      true,
    );
  });
});

describe('limits against fake orders', () => {
  it('refuses a third open cash order on an account, and on one phone number across accounts', async () => {
    await codOrder(k.asha, orderBody([[k.b, 1]]));
    await codOrder(k.asha, orderBody([[k.b, 1]]));
    const third = await askCod(k.asha, orderBody([[k.b, 1]]));
    expect(third.status).toBe(400);
    expect(third.body.message).toBe(COD_MESSAGES.openAccount(2));
    const samePhone = await askCod(k.ravi, orderBody([[k.b, 1]], { address: '9 Other Street' }));
    expect(samePhone.body.message).toBe(COD_MESSAGES.openPhone);
    // Paying online is still open to them.
    expect((await createOrder(k.t.app, k.asha, k.b, 1)).status).toBe(200);
  });

  it('counts a refused delivery on the buyer and the address until staff reset it; staff can block', async () => {
    const order = await codOrder(k.asha, orderBody([[k.a, 2]]));
    const stock = await stockOf(k.t.db, k.a.variant);
    expect((await ship(order._id)).status).toBe(200);
    const notShipped = await codOrder(k.asha, orderBody([[k.b, 1]]));
    expect((await admin('POST', `/orders/${notShipped._id}/refused`, {})).body.message).toBe(
      CASH_MESSAGES.refusalNotShipped,
    );
    const refused = await admin('POST', `/orders/${order._id}/refused`, { note: 'Buyer not at home twice' });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(adminOrderDetailResponse.parse(refused.body).data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'created',
      buyerCod: { refusedDeliveries: 1, blocked: false },
    });
    expect(await stockOf(k.t.db, k.a.variant)).toBe(stock + 2);
    const [note] = await invoiceBody(k, order._id, 'credit_note');
    expect(note!.body.totals.totalPaise).toBe(order.total);
    const cancelled = (await mailsTo(k.t, k.asha.email)).filter((m) =>
      m.includes(`${order.order_number} has been cancelled`),
    );
    expect(cancelled).toHaveLength(1);
    expect(readableMail(cancelled[0]!)).toContain(`Credit note ${note!.number}, which cancels its tax invoice`);
    // Once only: the order is cancelled now.
    expect((await admin('POST', `/orders/${order._id}/refused`, {})).status).toBe(409);
    expect(await stockOf(k.t.db, k.a.variant)).toBe(stock + 2);

    expect((await askCod(k.asha, orderBody([[k.b, 1]]))).body.message).toBe(COD_MESSAGES.refused);
    const elsewhere = await askCod(k.ravi, orderBody([[k.b, 1]], { phone: '9123456780' }));
    expect(elsewhere.body.message).toBe(COD_MESSAGES.addressRefused);

    const customer = async () =>
      adminCustomerDetailResponse.parse((await admin('GET', `/customers/${k.asha.id}`)).body).data.cod;
    expect(await customer()).toEqual({ refusedDeliveries: 1, blocked: false });
    expect(
      (await call(k.t.app, 'PATCH', `/api/admin/customers/${k.asha.id}/cod`, { reset_refusals: true }, k.asha)).status,
    ).toBe(403);
    expect((await admin('PATCH', `/customers/${k.asha.id}/cod`, { reset_refusals: true })).body.data).toEqual({
      refusedDeliveries: 0,
      blocked: false,
    });
    // The reset lifts the address too: both can pay in cash there again.
    expect((await askCod(k.ravi, orderBody([[k.b, 1]], { phone: '9123456780' }))).status).toBe(200);
    expect((await askCod(k.asha, orderBody([[k.b, 1]]))).status).toBe(200);
    expect((await admin('PATCH', `/customers/${k.asha.id}/cod`, { blocked: true })).body.message).toBe(
      CASH_MESSAGES.blocked,
    );
    expect(await customer()).toEqual({ refusedDeliveries: 0, blocked: true });
    expect((await askCod(k.asha, orderBody([[k.b, 1]]))).body.message).toBe(COD_MESSAGES.blocked);
  });
});

describe('bad input', () => {
  it('refuses an order over the limit, to an unserved zone, for a business, or when COD is off', async () => {
    const over = await askCod(k.asha, orderBody([[k.a, 17]]));
    expect(over.body.message).toBe(COD_MESSAGES.overLimit(1_000_000));
    expect((await askCod(k.asha, orderBody([[k.a, 1]], PORT_BLAIR))).body.message).toBe(COD_MESSAGES.zone('744101'));
    const business = await askCod(
      k.asha,
      orderBody([[k.a, 1]], {}, { business: { gstin: '32AABCK1234M1ZT', name: 'Ravi Motors', billing_address: null } }),
    );
    expect(business.body.message).toBe(COD_MESSAGES.business);
    await setCharges(k, { shipping: DEMO_SHIPPING, cod: { ...DEMO_COD, enabled: false } });
    expect((await askCod(k.asha, orderBody([[k.a, 1]]))).body.message).toBe(COD_MESSAGES.off);
    expect((await askCod({ ...k.asha, token: '' }, orderBody([[k.a, 1]]))).status).toBe(401);
    expect((await confirm(k.asha, '12ab')).status).toBe(400);
  });

  it('refuses an expired code and a total that moved, making nothing', async () => {
    const orders = await ordersOf(k.asha);
    expect((await askCod(k.asha, orderBody([[k.b, 1]]))).status).toBe(200);
    const code = await orderCode(k.asha.email);
    k.clock.advance(11 * 60_000);
    expect((await confirm(k.asha, code)).body.message).toBe(COD_MESSAGES.codeWrong);

    expect((await askCod(k.asha, orderBody([[k.b, 1]]))).status).toBe(200);
    await setProduct(k, k.b, { price: 31_000 });
    const moved = await confirm(k.asha, await orderCode(k.asha.email));
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(COD_MESSAGES.totalChanged(31_000 + 4900 + 4900));
    expect(await ordersOf(k.asha)).toBe(orders);
  });

  it('places one order when the code is given twice at once, and sells the last unit once', async () => {
    await setStock(k.t.db, k.a.variant, 1);
    expect((await askCod(k.asha, orderBody([[k.a, 1]]))).status).toBe(200);
    const code = await orderCode(k.asha.email);
    const both = await Promise.all([confirm(k.asha, code), confirm(k.asha, code)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await stockOf(k.t.db, k.a.variant)).toBe(0);

    // The last unit wanted in cash by one buyer and online by another at the same moment.
    await setStock(k.t.db, k.a.variant, 1);
    const ravi = await newShopper(k, `ravi.${Date.now()}@example.com`);
    expect((await askCod(ravi, orderBody([[k.a, 1]], { phone: '9000000001', address: '1 Hill Road' }))).status).toBe(
      200,
    );
    const [cash, online] = await Promise.all([
      confirm(ravi, await orderCode(ravi.email)),
      createOrder(k.t.app, k.asha, k.a, 1),
    ]);
    expect([cash.status, online.status].filter((s) => s === 200)).toHaveLength(1);
    if (cash.status !== 200) expect([CART_MESSAGES.outOfStock, CART_MESSAGES.onlyLeft(0)]).toContain(cash.body.message);
    expect(await stockOf(k.t.db, k.a.variant)).toBe(0);
    expect(await ordersOf(ravi)).toBe(cash.status === 200 ? 1 : 0);
  });
});

describe('after the sale', () => {
  it('cancels before shipping with the stock back once and nothing to refund', async () => {
    // Unpaid online orders of earlier tests run out as the clock moves: their stock comes back
    // now, not in the middle of the count below.
    k.clock.advance(60 * 60_000);
    await k.t.app.background.runTask('reservation-sweep');
    const stock = await stockOf(k.t.db, k.b.variant);
    const order = await codOrder(k.asha, orderBody([[k.b, 3]]));
    expect(await stockOf(k.t.db, k.b.variant)).toBe(stock - 3);
    const cancel = () =>
      call(k.t.app, 'POST', '/api/cancel_order', { order_id: order._id, reason: 'Ordered the wrong size' }, k.asha);
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
    expect(await stockOf(k.t.db, k.b.variant)).toBe(stock);
    expect(await detail(order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'created', documents: [] });
    expect(await count(k.t.db, sql`SELECT count(*)::int AS n FROM jobs WHERE payload->>'orderId' = ${order._id}`)).toBe(
      0,
    );
    expect(readableMail((await mailsTo(k.t, k.asha.email)).at(-1)!)).toContain('you owe nothing');
  });

  it('refunds a returned cash order to the UPI ID the buyer gave, with its credit note, goods only', async () => {
    const order = await codOrder(k.asha, orderBody([[k.b, 2]]));
    expect((await ship(order._id)).status).toBe(200);
    const number = (await detail(order._id)).orderNumber;
    expect((await admin('POST', '/cash_collections', { orders: [number] })).status).toBe(200);

    const lines = (await call(k.t.app, 'GET', `/api/order_returns?id=${order._id}`, undefined, k.asha)).body.data.lines;
    const ask = (extra: Record<string, unknown>) =>
      call(
        k.t.app,
        'POST',
        '/api/request_return',
        { order_id: order._id, lines: [{ line: lines[0].orderLineId, quantity: 2 }], reason: 'Wrong fit', ...extra },
        k.asha,
      );
    expect((await ask({})).body.message).toBe(REFUND_TO_MESSAGES.required);
    expect((await ask({ refund_to: { kind: 'upi', upi_id: 'not a upi' } })).status).toBe(400);
    const asked = await ask({ refund_to: { kind: 'upi', upi_id: 'Asha@OKHDFC' } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const ret = returnResponse.parse(asked.body).data;
    expect(ret.refundTo).toBe('UPI asha@okhdfc');
    expect((await admin('POST', `/returns/${ret.id}/approve`, {})).status).toBe(200);
    expect((await admin('POST', `/returns/${ret.id}/receive`, {})).status).toBe(200);
    // Shipping and the cash fee paid for a delivery that happened: the goods come back, ₹600.
    const noReference = await admin('POST', `/returns/${ret.id}/refund`, { amount_paise: 60_000 });
    expect(noReference.body.message).toBe(REFUND_TO_MESSAGES.referenceRequired);
    const tooMuch = await admin('POST', `/returns/${ret.id}/refund`, { amount_paise: 60_001, reference: 'UTR77' });
    expect(tooMuch.status).toBe(400);
    const refunded = await admin('POST', `/returns/${ret.id}/refund`, { amount_paise: 60_000, reference: 'UTR77' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(returnResponse.parse(refunded.body).data).toMatchObject({
      status: 'refunded',
      refundPaise: 60_000,
      refundReference: 'UTR77',
      creditNote: { totalPaise: 60_000 },
    });
    expect(await detail(order._id)).toMatchObject({ paymentStatus: 'refunded', status: 'delivered' });
    // Paid by staff, not through Razorpay: no refund job.
    expect(await count(k.t.db, sql`SELECT count(*)::int AS n FROM jobs WHERE payload->>'orderId' = ${order._id}`)).toBe(
      0,
    );
    const [note] = await invoiceBody(k, order._id, 'credit_note');
    expect(note!.body.lines.every((l) => l.hsn !== '996812')).toBe(true);
    // By its subject: the return's mails can be written within one millisecond, in either order.
    const refundMail = (await mailsTo(k.t, k.asha.email))
      .map(readableMail)
      .find((mail) => mail.includes('Subject: Your refund is on its way'));
    expect(refundMail).toBeDefined();
    expect(refundMail).toContain('Paid to your UPI asha@okhdfc');
    expect(refundMail).toContain('UTR77');
  });

  it('shows staff the whole bank account to pay, and the buyer only its last four digits', async () => {
    const order = await codOrder(k.ravi, orderBody([[k.b, 1]], { phone: '9123456780', address: '4 Beach Road' }));
    expect((await ship(order._id)).status).toBe(200);
    expect((await admin('POST', '/cash_collections', { orders: [(await detail(order._id)).orderNumber] })).status).toBe(
      200,
    );
    const lines = (await call(k.t.app, 'GET', `/api/order_returns?id=${order._id}`, undefined, k.ravi)).body.data.lines;
    const bank = { kind: 'bank', account_name: 'Ravi Kumar', account_number: '001234567890', ifsc: 'sbin0070112' };
    const body = { order_id: order._id, lines: [{ line: lines[0].orderLineId, quantity: 1 }], reason: 'Too big' };
    const badIfsc = await call(
      k.t.app,
      'POST',
      '/api/request_return',
      { ...body, refund_to: { ...bank, ifsc: 'SBIN123' } },
      k.ravi,
    );
    expect(badIfsc.body.message).toBe(REFUND_TO_MESSAGES.ifsc);
    const asked = await call(k.t.app, 'POST', '/api/request_return', { ...body, refund_to: bank }, k.ravi);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const mine = returnResponse.parse(asked.body).data;
    expect(mine.refundTo).toBe('Bank account Ravi Kumar, ••••7890, IFSC SBIN0070112');
    const staff = returnResponse.parse((await admin('POST', `/returns/${mine.id}/approve`, {})).body).data;
    expect(staff.refundTo).toBe('Bank account Ravi Kumar, account 001234567890, IFSC SBIN0070112');
  });
});
