import { createHmac } from 'node:crypto';
import { goLiveResponse } from '@store/contracts/go-live';
import { gstinCheckCharacter } from '@store/contracts/india';
import { createOrderResponse } from '@store/contracts/orders';
import { DEFAULT_DELIVERY_ZONES } from '@store/contracts/shop-settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../../test/admin';
import { call } from '../../test/accounts';
import { KEY_SECRET, razorpayEnv, startFakeRazorpay, type FakeRazorpay } from '../../test/razorpay-server';
import { count, createOrder, plainProducts, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HELD_MESSAGES } from '../invoices/issue-documents';
import { DEMO_CONTACT, DEMO_SELLER, goLiveItems, logGoLive, type GoLiveSettings } from './go-live.service';

const configured: GoLiveSettings = {
  RAZORPAY_KEY_ID: 'rzp_live_AbCdEf123',
  RAZORPAY_WEBHOOK_SECRET: 'whsec',
  SMTP_URL: 'smtps://orders:secret@smtp.zoho.in:465',
  PUBLIC_URL: 'https://www.ridersbay.in',
  MAIL_FROM: '"Riders Bay" <orders@ridersbay.in>',
};
const unset: GoLiveSettings = {
  RAZORPAY_KEY_ID: undefined,
  RAZORPAY_WEBHOOK_SECRET: undefined,
  SMTP_URL: undefined,
  PUBLIC_URL: undefined,
  MAIL_FROM: undefined,
};
const base = '32AAGCR4321K1Z';
type Seller = Parameters<typeof goLiveItems>[1];
const ownSeller: Seller = {
  legalName: 'Riders Bay LLP',
  gstin: base + gstinCheckCharacter(base),
  address: 'MG Road, Kochi 682016',
  phone: '0484-2345678',
  supportEmail: 'hello@ridersbay.in',
  detailsReviewedAt: new Date('2026-11-20T10:00:00Z'),
};
const demoSeller: Seller = {
  ...DEMO_SELLER,
  phone: DEMO_CONTACT.phone,
  supportEmail: DEMO_CONTACT.email,
  detailsReviewedAt: null,
};
const open = (items: ReturnType<typeof goLiveItems>) => items.filter((i) => !i.done).map((i) => i.id);

describe('the go-live checklist', () => {
  it('has every item open on the demo, and none on a configured shop', () => {
    expect(open(goLiveItems(unset, demoSeller))).toEqual([
      'seller',
      'details',
      'payments',
      'mail',
      'public_url',
      'mail_from',
    ]);
    expect(open(goLiveItems(configured, ownSeller))).toEqual([]);
  });

  it('says what is wrong with each item half done', () => {
    const items = goLiveItems(
      {
        ...configured,
        RAZORPAY_KEY_ID: 'rzp_test_123',
        RAZORPAY_WEBHOOK_SECRET: undefined,
        PUBLIC_URL: 'http://ridersbay.in',
        MAIL_FROM: 'orders@gmail.com',
      },
      { ...ownSeller, gstin: DEMO_SELLER.gstin },
    );
    const detail = Object.fromEntries(items.map((i) => [i.id, i]));
    expect(detail.seller).toMatchObject({ done: false, where: 'settings' });
    expect(detail.seller!.detail).toContain("Still the demo's GSTIN");
    expect(detail.seller!.detail).not.toContain('legal name');
    expect(detail.payments!.detail).toContain('not a live key');
    expect(detail.payments!.detail).toContain('No RAZORPAY_WEBHOOK_SECRET');
    expect(detail.public_url!.detail).toContain('must be https');
    expect(detail.mail_from!.detail).toContain('on gmail.com');
    expect(detail.mail).toMatchObject({ done: true, detail: 'Through smtp.zoho.in.' });
  });

  it('has the contact details open until staff save them, and while the phone or e-mail is the demo’s', () => {
    const details = (seller: Seller) => goLiveItems(configured, seller).find((i) => i.id === 'details')!;
    expect(details(ownSeller)).toMatchObject({ done: true, where: 'shop_details' });
    expect(details(ownSeller).detail).toBe('Reviewed 2026-11-20: 0484-2345678, hello@ridersbay.in.');
    // Saved, but the demo's number however it is spaced.
    const demoPhone = details({ ...ownSeller, phone: '+91-484-1234567' });
    expect(demoPhone.done).toBe(false);
    expect(demoPhone.detail).toBe("Shoppers are still shown the demo's phone number.");
    const unsaved = details({ ...ownSeller, detailsReviewedAt: null });
    expect(unsaved.done).toBe(false);
    expect(unsaved.detail).toContain('Nobody has reviewed the contact details and the policy pages yet');
    expect(details(demoSeller).detail).toContain("the demo's phone number and e-mail address");
  });

  it('logs one warning per open item at start, and one line in the demo', async () => {
    const lines: string[] = [];
    const log = { warn: (m: string) => lines.push(`warn ${m}`), info: (m: string) => lines.push(`info ${m}`) };
    const t = await createTestApp();
    try {
      await logGoLive(t.db, { ...unset, SEED_DEMO: false }, log);
      expect(lines).toHaveLength(6);
      expect(lines.every((l) => l.startsWith('warn Go-live: '))).toBe(true);
      lines.length = 0;
      await logGoLive(t.db, { ...unset, SEED_DEMO: true }, log);
      expect(lines).toEqual(['info The demo has 6 go-live items open: the back office lists them at /admin/go-live']);
    } finally {
      await t.close();
    }
  });
});

describe('a shop taking real money under the demo GSTIN', () => {
  let fake: FakeRazorpay;
  let t: TestApp;
  let buyer: Shopper;
  let admin: Shopper;

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    t = await createTestApp({ env: { ...razorpayEnv(fake), NODE_ENV: 'production' } });
    buyer = await shopper(t.app, t.db, 'meera@ridersbay.test');
    admin = await shopper(t.app, t.db, 'owner@ridersbay.test', 'admin');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const invoices = () => count(t.db, sql`SELECT count(*)::int AS n FROM tax_documents WHERE kind = 'invoice'`);

  it('takes the order, holds its invoice and says why; the shop’s own GSTIN issues it', async () => {
    const [line] = await plainProducts(t.db, 1);
    const created = createOrderResponse.parse((await createOrder(t.app, buyer, line!)).body);
    const payment = 'pay_live_1';
    const signature = createHmac('sha256', KEY_SECRET).update(`${created.raz.order_id}|${payment}`).digest('hex');
    const paid = await call(
      t.app,
      'POST',
      '/api/verify_order',
      { razorpay_order_id: created.raz.order_id, razorpay_payment_id: payment, razorpay_signature: signature },
      buyer,
    );
    expect(paid.status).toBe(200);
    expect(await invoices()).toBe(0);
    const download = await call(t.app, 'GET', `/api/order_invoice?id=${created.data._id}`, undefined, buyer);
    expect(download).toMatchObject({ status: 404, body: { message: HELD_MESSAGES.forBuyer } });
    expect(await invoices()).toBe(0);

    const dashboard = await adminCall(t.app, admin, 'GET', '/api/admin/dashboard');
    expect(dashboard.body.data).toMatchObject({ invoicesWaiting: 1, goLiveOpen: 6 });
    const checklist = goLiveResponse.parse((await adminCall(t.app, admin, 'GET', '/api/admin/go_live')).body).data;
    expect(checklist.invoicesWaiting).toBe(1);
    expect(checklist.items.find((i) => i.id === 'seller')).toMatchObject({ done: false });
    expect(checklist.items.find((i) => i.id === 'payments')!.detail).toContain('not a live key');
    expect((await adminCall(t.app, buyer, 'GET', '/api/admin/go_live')).status).toBe(403);

    const saved = await adminCall(t.app, admin, 'PUT', '/api/admin/shop_settings', {
      legal_name: ownSeller.legalName,
      gstin: ownSeller.gstin,
      address: ownSeller.address,
      state: 'Kerala',
      invoice_prefix: 'RB',
      delivery_zones: DEFAULT_DELIVERY_ZONES,
      unserved_pins: [],
    });
    expect(saved.status).toBe(200);
    expect(await invoices()).toBe(1);
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/order_invoice?id=${created.data._id}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(invoice.statusCode).toBe(200);
    expect((await adminCall(t.app, admin, 'GET', '/api/admin/dashboard')).body.data).toMatchObject({
      invoicesWaiting: 0,
      goLiveOpen: 5,
    });
  });
});
