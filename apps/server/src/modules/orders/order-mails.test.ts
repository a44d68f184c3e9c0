import { createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call, mailsTo, readableMail } from '../../test/accounts';
import { createOrder, payInTestMode, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let asha: Shopper;
let admin: Shopper;
let a: { id: string; variant: string };
// 10:00 on Wednesday 25 November 2026 in India.
const now = () => new Date('2026-11-25T04:30:00Z');

async function paidOrder() {
  const order = createOrderResponse.parse((await createOrder(t.app, asha, a, 2)).body);
  expect((await payInTestMode(t.app, asha, order.raz.order_id)).status).toBe(200);
  return order.data;
}

async function mailAbout(subject: string) {
  const mails = (await mailsTo(t, asha.email)).map(readableMail);
  const mail = mails.find((m) => m.includes(subject));
  expect(mail, subject).toBeDefined();
  return mail!;
}

beforeAll(async () => {
  t = await createTestApp({ now, env: { PUBLIC_URL: 'https://shop.example' } });
  asha = await shopper(t.app, t.db, 'asha@example.com');
  admin = await shopper(t.app, t.db, 'boss@example.com', 'admin');
  [a] = (await plainProducts(t.db, 1)) as [typeof a];
  await setStock(t.db, a.variant, 20);
});
afterAll(() => t?.close());

/** A visible product of the demo catalog and one of its variants, by the variant's name. */
async function productWithVariant(variantName: string) {
  const [found] = await queryRows(
    t.db,
    z.object({ id: z.string(), variant: z.string(), name: z.string() }),
    sql`SELECT p.id, v.id AS variant, p.name FROM products p JOIN product_variants v ON v.product_id = p.id
        WHERE NOT p.is_hidden AND NOT v.is_hidden AND v.name = ${variantName} ORDER BY p.name LIMIT 1`,
  );
  await setStock(t.db, found!.variant, 20);
  return found!;
}

describe("the buyer's mails", () => {
  it("confirmed: a product's only variant goes unnamed ('Default' in any case), a size is named", async () => {
    const plain = await productWithVariant('Default');
    // As a hand-made CSV might spell it.
    await t.db.execute(sql`UPDATE product_variants SET name = 'default' WHERE id = ${plain.variant}`);
    const sized = await productWithVariant('M');
    for (const [product, line] of [
      [plain, plain.name],
      [sized, `${sized.name} (M)`],
    ] as const) {
      const order = createOrderResponse.parse((await createOrder(t.app, asha, product, 1)).body);
      expect((await payInTestMode(t.app, asha, order.raz.order_id)).status).toBe(200);
      const mail = await mailAbout(`Your order ${order.data.order_number} is confirmed`);
      expect(mail).toContain(`1 × ${line} at ₹`);
      expect(mail).not.toMatch(/default/i);
    }
  });

  it('shipped: carrier, number, expected date and the carrier tracking link', async () => {
    const order = await paidOrder();
    const shipped = await call(
      t.app,
      'POST',
      `/api/admin/orders/${order._id}/ship`,
      { tracking_number: '1234567890', carrier: 'Delhivery' },
      admin,
    );
    expect(shipped.status).toBe(200);
    const mail = await mailAbout(`Your order ${order.order_number} has shipped`);
    for (const part of [
      'Carrier: Delhivery',
      'Tracking number: 1234567890',
      // Paid on Wednesday 25 November to a Kerala address: three days.
      'Expected delivery: Saturday, 28 November 2026',
      'Track your parcel: https://www.delhivery.com/track-v2/package/1234567890',
      `href="https://www.delhivery.com/track-v2/package/1234567890"`,
    ]) {
      expect(mail, part).toContain(part);
    }
  });

  it('delivered: the date and a link to review', async () => {
    const order = await paidOrder();
    await call(
      t.app,
      'POST',
      `/api/admin/orders/${order._id}/ship`,
      { tracking_number: 'EK1', carrier: 'Ekart' },
      admin,
    );
    await call(t.app, 'POST', `/api/admin/orders/${order._id}/deliver`, {}, admin);
    const mail = await mailAbout(`Your order ${order.order_number} has been delivered`);
    expect(mail).toContain('delivered on Wednesday, 25 November 2026');
    expect(mail).toContain(`Review what you bought: https://shop.example/orderDetails/${order._id}`);
  });

  it('cancelled and refunded: the amount, when it reaches the buyer and the credit note', async () => {
    const order = await paidOrder();
    await call(
      t.app,
      'POST',
      `/api/admin/orders/${order._id}/cancel`,
      { reason: 'Out of stock at the supplier' },
      admin,
    );
    const mail = await mailAbout(`Your order ${order.order_number} has been cancelled`);
    const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
    expect(mail).toContain(`Refunded to the way you paid: ${rupees.format(order.total / 100).replace(/\.00$/, '')}`);
    expect(mail).toContain('Should reach your account by: Friday, 4 December 2026');
    expect(mail).toMatch(/Credit note: KMHC\/26-27\/\d{5}/);
    // The staff's reason is an internal note.
    expect(mail).not.toContain('Out of stock at the supplier');
  });
});
