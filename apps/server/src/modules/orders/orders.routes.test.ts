import {
  checkoutSummaryResponse,
  createOrderResponse,
  orderResponse,
  userOrdersResponse,
} from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, mailsTo } from '../../test/accounts';
import {
  address,
  count,
  createOrder,
  orderRow,
  payInTestMode,
  plainProducts,
  priceOf,
  setStock,
  shopper,
  stockOf,
  type Shopper,
} from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expireReservations } from './expire-reservations.service';

let t: TestApp;
let asha: Shopper;
let ravi: Shopper;
let a: { id: string; variant: string };
let b: { id: string; variant: string };
let clock = Date.now();
const now = () => new Date(clock);

beforeAll(async () => {
  t = await createTestApp({ now });
  asha = await shopper(t.app, t.db, 'asha@example.com');
  ravi = await shopper(t.app, t.db, 'ravi@example.com');
  [a, b] = (await plainProducts(t.db, 2)) as [typeof a, typeof b];
});
afterAll(() => t?.close());
beforeEach(async () => {
  // Each test starts with no stock held: an earlier test's unpaid order let go by a new checkout
  // (docs/decisions/068) would otherwise return its units on top of the stock set here.
  await t.db.execute(sql`UPDATE stock_reservations SET status = 'released' WHERE status = 'active'`);
  await setStock(t.db, a.variant, 5);
  await setStock(t.db, b.variant, 5);
  await t.db.execute(sql`DELETE FROM cart_items`);
});

describe('checkout summaries', () => {
  it('prices Buy Now from the database', async () => {
    const res = await call(t.app, 'GET', `/api/get_order_product?id=${a.id}&qty=2&variant=`, undefined, asha);
    expect(res.status).toBe(200);
    const summary = checkoutSummaryResponse.parse(res.body).data;
    expect(summary.total).toBe((await priceOf(t.db, a.variant)) * 2);
    expect(summary).toMatchObject({ shipping: 0, tax_included: true });
  });

  it('refuses a quantity above the stock and an empty cart', async () => {
    const over = await call(t.app, 'GET', `/api/get_order_product?id=${a.id}&qty=6`, undefined, asha);
    expect(over).toMatchObject({ status: 409, body: { message: 'Only 5 left in stock' } });
    const empty = await call(t.app, 'GET', '/api/get_order_cart', undefined, asha);
    expect(empty).toMatchObject({ status: 400, body: { message: 'Your cart is empty' } });
  });

  it('lists saved addresses and needs a token', async () => {
    expect((await call(t.app, 'GET', '/api/get_order_address')).status).toBe(401);
    const res = await call(t.app, 'GET', '/api/get_order_address', undefined, asha);
    expect(res).toMatchObject({ status: 200, body: { data: [] } });
  });
});

describe('create_order rules', () => {
  it('ignores tampered prices and totals', async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/create_order',
      {
        address,
        products: [{ product: a.id, variant: a.variant, quantity: 2, price: 1, discount_price: 1, total_price: 2 }],
        type: 'single',
        total: 2,
        totalAmount: 2,
        amount: 2,
      },
      asha,
    );
    expect(res.status).toBe(200);
    const body = createOrderResponse.parse(res.body);
    const expected = (await priceOf(t.db, a.variant)) * 2;
    expect(body.data.total).toBe(expected);
    expect(body.raz).toMatchObject({ amount: expected, currency: 'INR', key: 'rzp_test_mode', test_mode: true });
    expect(body.raz.order_id).toMatch(/^order_test_/);
    expect(await stockOf(t.db, a.variant)).toBe(3);
  });

  it.each([0, -1, 1.5, '2'])('refuses quantity %s', async (quantity) => {
    const res = await call(
      t.app,
      'POST',
      '/api/create_order',
      { address, products: [{ product: a.id, variant: a.variant, quantity }], type: 'single' },
      asha,
    );
    expect(res.status).toBe(400);
    expect(await stockOf(t.db, a.variant)).toBe(5);
  });

  it('refuses more than the stock, and rolls back every line of the order', async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/create_order',
      {
        address,
        products: [
          { product: a.id, variant: a.variant, quantity: 2 },
          { product: b.id, variant: b.variant, quantity: 6 },
        ],
        type: 'single',
      },
      asha,
    );
    expect(res).toMatchObject({ status: 409, body: { message: 'Only 5 left in stock' } });
    await setStock(t.db, b.variant, 0);
    const none = await createOrder(t.app, asha, b, 1);
    expect(none).toMatchObject({ status: 409, body: { message: 'Out of stock' } });
    expect(await stockOf(t.db, a.variant)).toBe(5);
  });

  it('refuses hidden products and hidden variants', async () => {
    await t.db.execute(sql`UPDATE products SET is_hidden = true WHERE id = ${a.id}`);
    const hidden = await createOrder(t.app, asha, a, 1);
    await t.db.execute(sql`UPDATE products SET is_hidden = false WHERE id = ${a.id}`);
    expect(hidden).toMatchObject({ status: 404, body: { message: 'This product is not available' } });
    await t.db.execute(sql`UPDATE product_variants SET is_hidden = true WHERE id = ${b.variant}`);
    const hiddenVariant = await createOrder(t.app, asha, b, 1);
    await t.db.execute(sql`UPDATE product_variants SET is_hidden = false WHERE id = ${b.variant}`);
    expect(hiddenVariant.status).toBe(404);
  });

  it('needs an address: empty name/phone/address, bad fields, or someone else’s saved one', async () => {
    const empty = await createOrder(t.app, asha, a, 1, { address: { ...address, name: '', phone: '' } });
    expect(empty).toMatchObject({ status: 400, body: { message: 'please select address or fill the address' } });
    const badPhone = await createOrder(t.app, asha, a, 1, { address: { ...address, phone: '12345' } });
    expect(badPhone).toMatchObject({ status: 400, body: { message: 'Mobile must be 10 digits' } });
    const saved = await call(
      t.app,
      'POST',
      '/api/create_address',
      { ...address, pin_code: address.pinCode, landmark: address.landMark },
      ravi,
    );
    expect(saved.status).toBe(200);
    const other = await createOrder(t.app, asha, a, 1, { address: { _id: saved.body.data._id } });
    expect(other.status).toBe(404);
    const own = await createOrder(t.app, ravi, a, 1, { address: { _id: saved.body.data._id } });
    expect(own.status).toBe(200);
  });
});

describe('paying in test mode', () => {
  it('takes a Buy Now order from create to processing, once, with one mail', async () => {
    const created = createOrderResponse.parse((await createOrder(t.app, asha, a, 2)).body);
    const verified = await payInTestMode(t.app, asha, created.raz.order_id);
    expect(verified).toMatchObject({ status: 200, body: { data: { _id: created.data._id, type: 'single' } } });
    const again = await payInTestMode(t.app, asha, created.raz.order_id);
    expect(again.status).toBe(200);
    expect(await orderRow(t.db, created.data._id)).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(await stockOf(t.db, a.variant)).toBe(3);
    expect((await mailsTo(t, asha.email)).filter((m) => m.includes(created.data.order_number))).toHaveLength(1);
    const detail = orderResponse.parse(
      (await call(t.app, 'GET', `/api/get_order_single_by_id?id=${created.data._id}`, undefined, asha)).body,
    ).data;
    expect(detail).toMatchObject({ id: created.data.order_number, orderStatus: 'processing', paymentStatus: 'paid' });
    // A Kerala address: the Kerala zone's 3 days from payment (docs/india.md, Delivery dates).
    expect(Date.parse(detail.estimatedDelivery ?? '') - Date.parse(detail.paidAt ?? '')).toBe(3 * 86_400_000);
    expect(detail.products[0]).toMatchObject({ product: a.id, quantity: 2 });
  });

  it('a cart order clears only the ordered cart lines on payment', async () => {
    await call(t.app, 'POST', '/api/add_to_cart', { product_id: a.id, variant: a.variant, quantity: 1 }, ravi);
    await call(t.app, 'POST', '/api/add_to_cart', { product_id: b.id, variant: b.variant, quantity: 2 }, ravi);
    const summary = checkoutSummaryResponse.parse(
      (await call(t.app, 'GET', '/api/get_order_cart', undefined, ravi)).body,
    );
    expect(summary.data.products).toHaveLength(2);
    const res = await call(
      t.app,
      'POST',
      '/api/create_order',
      { address, products: [{ product: a.id, variant: a.variant, quantity: 1 }], type: 'cart' },
      ravi,
    );
    const created = createOrderResponse.parse(res.body);
    expect(await count(t.db, sql`SELECT count(*)::int AS n FROM cart_items WHERE user_id = ${ravi.id}`)).toBe(2);
    const verified = await payInTestMode(t.app, ravi, created.raz.order_id);
    expect(verified.body.data.type).toBe('cart');
    const left = await call(t.app, 'GET', '/api/find_cart', undefined, ravi);
    expect(left.body.data.items.map((i: { variant: { _id: string } }) => i.variant._id)).toEqual([b.variant]);
  });

  it('refuses a bad signature and leaves the order pending', async () => {
    const created = createOrderResponse.parse((await createOrder(t.app, asha, a, 1)).body);
    const res = await call(
      t.app,
      'POST',
      '/api/verify_order',
      { razorpay_order_id: created.raz.order_id, razorpay_payment_id: 'pay_x', razorpay_signature: 'f'.repeat(64) },
      asha,
    );
    expect(res).toMatchObject({ status: 400, body: { message: 'Payment could not be verified' } });
    expect(await orderRow(t.db, created.data._id)).toMatchObject({ status: 'pending_payment' });
    // Another shopper cannot verify (or even see) it.
    const paid = await call(t.app, 'POST', '/api/test_payment/pay', { razorpay_order_id: created.raz.order_id }, asha);
    const stolen = await call(t.app, 'POST', '/api/verify_order', paid.body.data, ravi);
    expect(stolen.status).toBe(404);
  });

  it("answers 404 for another shopper's order and lists only one's own, newest first", async () => {
    const created = createOrderResponse.parse((await createOrder(t.app, asha, a, 1)).body);
    const other = await call(t.app, 'GET', `/api/get_order_single_by_id?id=${created.data._id}`, undefined, ravi);
    expect(other.status).toBe(404);
    const list = userOrdersResponse.parse((await call(t.app, 'GET', '/api/get_user_order', undefined, asha)).body);
    expect(list.data.orders[0]?._id).toBe(created.data._id);
    expect(list.orders.every((o) => o.address.name === address.name)).toBe(true);
    const ravis = userOrdersResponse.parse((await call(t.app, 'GET', '/api/get_user_order', undefined, ravi)).body);
    expect(ravis.data.orders.some((o) => o._id === created.data._id)).toBe(false);
  });
});

describe('failed payments, retries and expiry', () => {
  it('keeps a failed payment unpaid with its reason, and lets the shopper retry', async () => {
    const created = createOrderResponse.parse((await createOrder(t.app, asha, a, 1)).body);
    const failed = await call(
      t.app,
      'POST',
      '/api/payment_failed',
      { order_id: created.data._id, reason: 'Card declined' },
      asha,
    );
    expect(failed.status).toBe(200);
    expect(await orderRow(t.db, created.data._id)).toMatchObject({
      status: 'pending_payment',
      payment_status: 'failed',
      failure_reason: 'Card declined',
    });
    const retry = createOrderResponse.parse(
      (await call(t.app, 'POST', '/api/retry_payment', { order_id: created.data._id }, asha)).body,
    );
    expect(retry.raz.order_id).toBe(created.raz.order_id);
    expect(await stockOf(t.db, a.variant)).toBe(4);
    expect((await payInTestMode(t.app, asha, retry.raz.order_id)).status).toBe(200);
    const paidAgain = await call(t.app, 'POST', '/api/retry_payment', { order_id: created.data._id }, asha);
    expect(paidAgain).toMatchObject({ status: 409, body: { message: 'This order is already paid' } });
  });

  it('expires an unpaid reservation after 30 minutes: stock returns, retry re-reserves or says 409', async () => {
    // Earlier tests' unpaid orders are set aside, so the stock counts below are this order's alone.
    await t.db.execute(sql`UPDATE stock_reservations SET status = 'released' WHERE status = 'active'`);
    const created = createOrderResponse.parse((await createOrder(t.app, asha, a, 3)).body);
    expect(await stockOf(t.db, a.variant)).toBe(2);
    clock += 29 * 60_000;
    expect(await expireReservations({ db: t.db, now })).toBe(0);
    clock += 2 * 60_000;
    expect(await expireReservations({ db: t.db, now })).toBe(1);
    expect(await expireReservations({ db: t.db, now })).toBe(0);
    expect(await stockOf(t.db, a.variant)).toBe(5);
    expect(await orderRow(t.db, created.data._id)).toMatchObject({
      status: 'pending_payment',
      payment_status: 'failed',
      failure_reason: 'Payment window expired',
    });
    await setStock(t.db, a.variant, 2);
    const short = await call(t.app, 'POST', '/api/retry_payment', { order_id: created.data._id }, asha);
    expect(short).toMatchObject({ status: 409, body: { message: 'Only 2 left in stock' } });
    await setStock(t.db, a.variant, 5);
    const retry = await call(t.app, 'POST', '/api/retry_payment', { order_id: created.data._id }, asha);
    expect(retry.status).toBe(200);
    expect(await stockOf(t.db, a.variant)).toBe(2);
    expect((await payInTestMode(t.app, asha, created.raz.order_id)).status).toBe(200);
    expect(await stockOf(t.db, a.variant)).toBe(2);
  });

  it('test_payment routes need a token and the shopper’s own order', async () => {
    const created = createOrderResponse.parse((await createOrder(t.app, asha, a, 1)).body);
    expect(
      (await call(t.app, 'POST', '/api/test_payment/pay', { razorpay_order_id: created.raz.order_id })).status,
    ).toBe(401);
    const fail = await call(t.app, 'POST', '/api/test_payment/fail', { razorpay_order_id: created.raz.order_id }, asha);
    expect(fail.status).toBe(200);
    expect(await orderRow(t.db, created.data._id)).toMatchObject({ payment_status: 'failed' });
  });
});
