import { CHARGE_MESSAGES, DEMO_COD, DEMO_SHIPPING, chargeSettingsResponse } from '@store/contracts/charges';
import { checkoutSummaryResponse, createOrderResponse, ORDER_MESSAGES, orderResponse } from '@store/contracts/orders';
import { policyResponse, shopDetailsResponse } from '@store/contracts/shop-details';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mailsTo, readableMail } from '../../test/accounts';
import { payInTestMode, stockOf } from '../../test/shop';
import { chargesKit, DELHI, invoiceBody, orderBody, setCharges, setProduct, type ChargesKit } from './charges.kit';

let k: ChargesKit;
beforeAll(async () => {
  k = await chargesKit();
});
afterAll(() => k?.t.close());

const summary = async (query: string) => {
  const res = await call(k.t.app, 'GET', `/api/get_order_product?${query}`, undefined, k.asha);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return checkoutSummaryResponse.parse(res.body).data;
};

async function paid(body: ReturnType<typeof orderBody>) {
  const created = await call(k.t.app, 'POST', '/api/create_order', body, k.asha);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const order = createOrderResponse.parse(created.body);
  expect((await payInTestMode(k.t.app, k.asha, order.raz.order_id)).status).toBe(200);
  return order;
}

describe('the shipping settings', () => {
  it('are read and replaced by staff only, each field checked, and the storefront told', async () => {
    const read = await call(k.t.app, 'GET', '/api/admin/charge_settings', undefined, k.admin);
    expect(chargeSettingsResponse.parse(read.body).data).toMatchObject({ shipping: DEMO_SHIPPING, cod: DEMO_COD });
    expect((await call(k.t.app, 'GET', '/api/admin/charge_settings', undefined, k.asha)).status).toBe(403);
    expect((await call(k.t.app, 'GET', '/api/admin/charge_settings')).status).toBe(401);
    const put = (shipping: unknown) =>
      call(k.t.app, 'PUT', '/api/admin/charge_settings', { shipping, cod: DEMO_COD }, k.admin);
    const missingZone = await put({ ...DEMO_SHIPPING, zone_fees: DEMO_SHIPPING.zone_fees.slice(1) });
    expect(missingZone.status).toBe(400);
    expect(JSON.stringify(missingZone.body)).toContain(CHARGE_MESSAGES.zones);
    const negative = await put({ ...DEMO_SHIPPING, step_fee: -1 });
    expect(JSON.stringify(negative.body)).toContain(CHARGE_MESSAGES.fee);
    expect((await put({ ...DEMO_SHIPPING, free_from: 12.5 })).status).toBe(400);
    const shop = shopDetailsResponse.parse((await call(k.t.app, 'GET', '/api/shop_details')).body).data;
    expect(shop).toMatchObject({ free_shipping_from: 99_900, cash_on_delivery: true });
  });

  it('write the shipping policy page, which follows every change', async () => {
    const page = async () =>
      policyResponse.parse((await call(k.t.app, 'GET', '/api/policy?id=shipping')).body).data.markdown;
    const demo = await page();
    expect(demo).toContain('Shipping is free on orders of ₹999 or more');
    expect(demo).toContain('- Kerala: ₹49.');
    expect(demo).toContain('each further 500 g or part of it adds ₹20');
    expect(demo).toContain('Cash on delivery is available for orders of up to ₹10,000, for a fee of ₹49');
    expect(demo).not.toContain('{{');
    await setCharges(k, { shipping: { ...DEMO_SHIPPING, free_from: 0 }, cod: { ...DEMO_COD, enabled: false } });
    const free = await page();
    expect(free).toContain('Shipping is free on every order.');
    expect(free).toContain('cash on delivery is not offered');
    await setCharges(k, { shipping: DEMO_SHIPPING, cod: DEMO_COD });
  });
});

describe('shipping at checkout', () => {
  it('is unknown until the PIN is given, then the zone fee, and free from ₹999 of goods', async () => {
    const id = `id=${k.a.id}&variant=${k.a.variant}`;
    expect(await summary(`${id}&qty=1`)).toMatchObject({
      goods_total: 60_000,
      shipping: null,
      free_shipping_from: 99_900,
      total: 60_000,
    });
    expect(await summary(`${id}&qty=1&pin=682001`)).toMatchObject({ shipping: 4900, total: 64_900 });
    expect(await summary(`${id}&qty=1&pin=110001`)).toMatchObject({ shipping: 6900, total: 66_900 });
    expect(await summary(`${id}&qty=2`)).toMatchObject({ shipping: 0, total: 120_000 });
    // A PIN that is not a PIN is left out: shipping stays unknown rather than failing the page.
    expect(await summary(`${id}&qty=1&pin=12ab`)).toMatchObject({ shipping: null });
  });

  it('charges a paisa below the threshold and not at it', async () => {
    const id = `id=${k.b.id}&variant=${k.b.variant}&pin=682001`;
    await setProduct(k, k.b, { price: 99_899 });
    expect(await summary(`${id}&qty=1`)).toMatchObject({ shipping: 4900, total: 99_899 + 4900 });
    await setProduct(k, k.b, { price: 99_900 });
    expect(await summary(`${id}&qty=1`)).toMatchObject({ shipping: 0, total: 99_900 });
    await setProduct(k, k.b, { price: 30_000 });
  });

  it('adds ₹20 for every 500 g past a kilo, unweighed products counting 500 g', async () => {
    const id = `id=${k.b.id}&variant=${k.b.variant}&pin=682001`;
    expect(await summary(`${id}&qty=2`)).toMatchObject({ shipping: 4900 });
    expect(await summary(`${id}&qty=3`)).toMatchObject({ shipping: 6900 });
    await setProduct(k, k.a, { price: 60_000, grams: 1300 });
    expect(await summary(`id=${k.a.id}&variant=${k.a.variant}&pin=682001&qty=1`)).toMatchObject({ shipping: 6900 });
    await setProduct(k, k.a, { price: 60_000, grams: 800 });
  });

  it('quotes a visitor the same, by the PIN in the body', async () => {
    const res = await call(k.t.app, 'POST', '/api/checkout_quote', {
      products: [{ product: k.a.id, variant: k.a.variant, quantity: 1 }],
      pin: '110001',
    });
    expect(checkoutSummaryResponse.parse(res.body).data).toMatchObject({ shipping: 6900, total: 66_900 });
  });
});

describe('an order with shipping', () => {
  it('pays what the summary showed, and its invoice taxes shipping as a line at the goods rate', async () => {
    const order = await paid(orderBody([[k.b, 1]], DELHI));
    // ₹300 of goods at 28% to Delhi: ₹69 shipping, taxed at 28% under IGST.
    expect(order.data.total).toBe(30_000 + 6900);
    expect(order.raz.amount).toBe(36_900);
    const view = orderResponse.parse(
      (await call(k.t.app, 'GET', `/api/get_order_single_by_id?id=${order.data._id}`, undefined, k.asha)).body,
    ).data;
    expect(view).toMatchObject({ totalAmount: 36_900, shipping: 6900, codFee: 0, paymentMethod: 'online' });
    const [invoice] = await invoiceBody(k, order.data._id);
    const shipping = invoice!.body.lines.find((l) => l.description === 'Shipping charges')!;
    expect(shipping).toMatchObject({ hsn: '996812', unit: 'NA', quantity: 1, ratePercent: 28, totalPaise: 6900 });
    expect(shipping.taxablePaise + shipping.igstPaise).toBe(6900);
    expect(invoice!.body.totals.totalPaise).toBe(36_900);
    const mail = readableMail((await mailsTo(k.t, k.asha.email)).at(-1)!);
    expect(mail).toMatch(/Shipping[^\n]*₹69/);
  });

  it('takes the mixed order’s highest rate for shipping, and adds up to the paisa inside Kerala', async () => {
    // ₹600 at 18% (800 g) and ₹300 at 28% (unweighed, 500 g): 1.3 kg to Kochi is ₹49 + ₹20.
    const order = await paid(
      orderBody([
        [k.a, 1],
        [k.b, 1],
      ]),
    );
    expect(order.data.total).toBe(90_000 + 6900);
    const [invoice] = await invoiceBody(k, order.data._id);
    const t = invoice!.body.totals;
    expect(t.taxablePaise + t.cgstPaise + t.sgstPaise).toBe(96_900);
    const shipping = invoice!.body.lines.at(-1)!;
    expect(shipping).toMatchObject({ description: 'Shipping charges', ratePercent: 28 });
    expect(shipping.cgstPaise).toBe(shipping.sgstPaise);
  });

  it('reports shipping in GSTR-1 as a service: its SAC, no quantity', async () => {
    // A report reads up to two seconds before it is asked for.
    k.clock.advance(5000);
    const res = await call(k.t.app, 'GET', '/api/admin/tax_report_gstr1?period=2026-11', undefined, k.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const b2c = (res.body as { hsn: { hsn_b2c: Array<Record<string, unknown>> } }).hsn.hsn_b2c;
    const shipping = b2c.filter((row) => row.hsn_sc === '996812');
    expect(shipping.length).toBeGreaterThan(0);
    for (const row of shipping) expect(row).toMatchObject({ uqc: 'NA', qty: 0 });
    expect(b2c.filter((row) => row.hsn_sc !== '996812').every((row) => row.uqc === 'NOS')).toBe(true);
  });

  it('refuses an order beyond what its columns hold, taking nothing', async () => {
    // ₹10 lakh, the most a price may be, 11 times: within what one account may hold of 40.
    await setProduct(k, k.a, { price: 100_000_000, grams: 800, stock: 40 });
    const huge = await call(k.t.app, 'POST', '/api/create_order', orderBody([[k.a, 11]]), k.asha);
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe(ORDER_MESSAGES.tooLarge);
    expect(await stockOf(k.t.db, k.a.variant)).toBe(40);
    await setProduct(k, k.a, { price: 60_000, grams: 800 });
  });

  it('is free in a shop that set no fees (a new shop), so every older total stays as it was', async () => {
    await setCharges(k, {
      shipping: { ...DEMO_SHIPPING, free_from: 0 },
      cod: DEMO_COD,
    });
    const order = await paid(orderBody([[k.b, 1]]));
    expect(order.data.total).toBe(30_000);
    expect((await invoiceBody(k, order.data._id))[0]!.body.lines).toHaveLength(1);
    await setCharges(k, { shipping: DEMO_SHIPPING, cod: DEMO_COD });
  });
});
