import { createOrderResponse } from '@store/contracts/orders';
import {
  adminShopDetailsResponse,
  policyResponse,
  SHOP_DETAILS_MESSAGES,
  shopDetailsBody,
  shopDetailsResponse,
  type AdminShopDetails,
} from '@store/contracts/shop-details';
import { sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, startRenderedStore, textOf, type RenderedStore } from '../../plugins/web-pages.rendered.kit';
import { adminCall } from '../../test/admin';
import { renderMail } from '../../lib/mail/layout';
import { call, mailsTo, readableMail } from '../../test/accounts';
import { queueMail } from '../jobs/outbox';
import { count, createOrder, payInTestMode, plainProducts, shopper, type Shopper } from '../../test/shop';
import type { TestApp } from '../../test/test-app';
import { DEFAULT_POLICIES } from './default-policies';

let store: RenderedStore;
let t: TestApp;
let admin: Shopper;
let buyer: Shopper;

beforeAll(async () => {
  store = await startRenderedStore();
  t = store.t;
  admin = await shopper(t.app, t.db, 'owner@ridersbay.test', 'admin');
  buyer = await shopper(t.app, t.db, 'meera@ridersbay.test');
});
afterAll(async () => {
  await store?.close();
});

const details = async () => shopDetailsResponse.parse((await call(t.app, 'GET', '/api/shop_details')).body).data;
const policy = async (id: string) => policyResponse.parse((await call(t.app, 'GET', `/api/policy?id=${id}`)).body).data;
const adminDetails = async () =>
  adminShopDetailsResponse.parse((await adminCall(t.app, admin, 'GET', '/api/admin/shop_details')).body).data;

/** The form as the back office sends it: every policy as it is, the default ones as null. */
function bodyOf(current: AdminShopDetails, changes: Record<string, unknown> = {}) {
  return {
    phone: current.phone,
    whatsapp: current.whatsapp ?? '',
    email: current.email,
    hours: current.hours,
    directions: current.directions ?? '',
    policies: Object.fromEntries(current.policies.map((p) => [p.id, p.edited ? p.markdown : null])),
    ...changes,
  };
}

describe('the shop’s details and policies', () => {
  it('answers the demo’s details and each policy’s default, and refuses a policy that does not exist', async () => {
    const shop = await details();
    expect(shop).toMatchObject({
      name: 'Kerala Moto Hub',
      phone: '+91 484 123 4567',
      phone_href: 'tel:+914841234567',
      email: 'support@keralamotohub.in',
      whatsapp: null,
    });
    expect(shop.hours).toHaveLength(3);
    expect(shop.map_url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=NH%2066%20Bypass/);
    const returns = await policy('returns');
    expect(returns).toMatchObject({ id: 'returns', title: 'Returns & Refunds', edited: false, updated_at: null });
    expect(returns.markdown).toBe(DEFAULT_POLICIES.returns.trim());
    for (const bad of ['nope', '', 'returns%00', '__proto__']) {
      const res = await call(t.app, 'GET', `/api/policy?id=${bad}`);
      expect(res.status, bad).toBe(400);
    }
    expect((await call(t.app, 'GET', '/api/policy?id=nope')).body.message).toContain(
      SHOP_DETAILS_MESSAGES.unknownPolicy,
    );
  });

  it('lets only staff save them, with the contracts’ words for what is wrong', async () => {
    const current = await adminDetails();
    expect(current.reviewed_at).toBeNull();
    expect((await adminCall(t.app, buyer, 'PUT', '/api/admin/shop_details', bodyOf(current))).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/admin/shop_details', payload: bodyOf(current) });
    expect(anonymous.statusCode).toBe(401);
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '12345' }, SHOP_DETAILS_MESSAGES.phone],
      [{ phone: '+1 212 555 0100' }, SHOP_DETAILS_MESSAGES.phone],
      // A bracket would end the Markdown link a policy carries the number in.
      [{ phone: '+91 (484) 123 4567' }, SHOP_DETAILS_MESSAGES.phone],
      [{ whatsapp: '0484 1234567' }, SHOP_DETAILS_MESSAGES.whatsapp],
      [{ email: 'not-mail' }, SHOP_DETAILS_MESSAGES.email],
      [{ hours: [] }, SHOP_DETAILS_MESSAGES.hours],
      [{ hours: [{ days: 'x'.repeat(41), hours: '9-5' }] }, SHOP_DETAILS_MESSAGES.hours],
      [{ policies: { ...bodyOf(current).policies, terms: '   ' } }, SHOP_DETAILS_MESSAGES.policy],
      [{ policies: { ...bodyOf(current).policies, terms: 'x'.repeat(40_001) } }, SHOP_DETAILS_MESSAGES.policy],
    ];
    for (const [change, message] of cases) {
      const res = await adminCall(t.app, admin, 'PUT', '/api/admin/shop_details', bodyOf(current, change));
      expect(res.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await adminDetails()).reviewed_at).toBeNull();
  });

  it('shows a new phone number in the footer, the contact page, a mail and an invoice, with no rebuild', async () => {
    // Pages and answers kept from before the change.
    expect(textOf((await page(t, '/contact')).root)).toContain('+91 484 123 4567');
    expect(await details()).toMatchObject({ phone: '+91 484 123 4567' });

    // Queued now, due in an hour: the outbox sends it after the change below.
    await queueMail(
      t.db,
      { to: buyer.email, subject: 'Your order', ...renderMail({ paragraphs: ['Your order is on its way.'] }) },
      new Date(Date.now() + 60 * 60_000),
    );
    const sentMail = async () => {
      await t.db.execute(sql`UPDATE jobs SET run_at = now() WHERE kind = 'mail' AND status = 'pending'`);
      const mails = await mailsTo(t, buyer.email);
      return readableMail(mails.find((m) => m.includes('Your order is on its way')) ?? '');
    };
    const saved = await adminCall(
      t.app,
      admin,
      'PUT',
      '/api/admin/shop_details',
      bodyOf(await adminDetails(), {
        phone: '0471 555 0101',
        whatsapp: '98470 12345',
        email: 'hello@ridersbay.in',
        directions: '',
        hours: [{ days: 'Every day', hours: '8:00 am – 8:00 pm' }],
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(adminShopDetailsResponse.parse(saved.body).data.reviewed_at).not.toBeNull();
    const audit = await count(t.db, sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'shop_details.update'`);
    expect(audit).toBe(1);

    expect(await details()).toMatchObject({
      phone: '0471 555 0101',
      phone_href: 'tel:+914715550101',
      whatsapp_href: 'https://wa.me/919847012345',
      directions: null,
    });
    const contact = await page(t, '/contact');
    const shown = textOf(contact.root);
    expect(shown).toContain('0471 555 0101');
    expect(shown).toContain('hello@ridersbay.in');
    expect(shown).toContain('Every day');
    expect(shown).not.toContain('484 123 4567');
    expect(shown).not.toContain('Getting here');
    // The footer of any page, the not-found page too, from the details placed in it.
    for (const url of ['/', '/no-such-page']) {
      const shownPage = await page(t, url);
      expect(shownPage.root, url).toContain('href="tel:+914715550101"');
      expect(shownPage.root, url).toContain('href="https://wa.me/919847012345"');
      expect(shownPage.data?.['/api/shop_details']).toBeDefined();
    }

    // A mail queued before the change, sent after it, carries the new details below it.
    expect(textOf(await sentMail())).toContain('Phone 0471 555 0101 · hello@ridersbay.in');

    // An invoice issued now prints them under the seller.
    const [line] = await plainProducts(t.db, 1);
    const order = createOrderResponse.parse((await createOrder(t.app, buyer, line!)).body);
    expect((await payInTestMode(t.app, buyer, order.raz.order_id)).status).toBe(200);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/order_invoice?id=${order.data._id}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Phone 0471 555 0101, e-mail hello@ridersbay.in');
  });

  it('takes the form’s own output, an empty WhatsApp number and directions as null', async () => {
    const form = shopDetailsBody.parse(bodyOf(await adminDetails(), { whatsapp: '', directions: '' }));
    expect(form).toMatchObject({ whatsapp: null, directions: null });
    const saved = await adminCall(t.app, admin, 'PUT', '/api/admin/shop_details', form);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await details()).toMatchObject({ whatsapp: null, whatsapp_href: null, directions: null });
  });

  it('shows a new address from Shop and tax in the footer at once', async () => {
    const settings = (await adminCall(t.app, admin, 'GET', '/api/admin/shop_settings')).body.data;
    expect(textOf((await page(t, '/about')).root)).toContain('NH 66 Bypass');
    const saved = await adminCall(t.app, admin, 'PUT', '/api/admin/shop_settings', {
      legal_name: settings.legal_name,
      gstin: settings.gstin,
      address: 'MG Road, Ravipuram\nKochi, Ernakulam, Kerala 682016',
      state: settings.state,
      invoice_prefix: settings.invoice_prefix,
      delivery_zones: settings.delivery_zones,
      unserved_pins: settings.unserved_pins,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const about = textOf((await page(t, '/about')).root);
    expect(about).toContain('MG Road, Ravipuram');
    expect((await details()).address_lines).toEqual(['MG Road, Ravipuram', 'Kochi, Ernakulam, Kerala 682016']);
  });

  it('keeps a rewritten policy with its date, shows it on its page, and puts the default back on null', async () => {
    const current = await adminDetails();
    const own = 'We take returns for 14 days.\n\n## Our window {#window}\n\nCall [{phone}](tel:{phone}).';
    const policies = { ...bodyOf(current).policies, returns: own };
    const first = await adminCall(t.app, admin, 'PUT', '/api/admin/shop_details', bodyOf(current, { policies }));
    expect(first.status).toBe(200);
    const saved = await policy('returns');
    expect(saved).toMatchObject({ edited: true, markdown: own });
    expect(saved.updated_at).not.toBeNull();

    const shown = await page(t, '/returns');
    expect(shown.status).toBe(200);
    expect(textOf(shown.root)).toContain('We take returns for 14 days.');
    // The policy's own link, not the footer's: in the section the text names.
    const section = /<section[^>]*id="window"[\s\S]*?<\/section>/.exec(shown.root)?.[0] ?? '';
    expect(section).toContain('href="tel:+914715550101"');
    expect(shown.canonicals).toEqual(['https://shop.example/returns']);

    // Saved again unchanged: the policy keeps its date.
    const again = await adminCall(t.app, admin, 'PUT', '/api/admin/shop_details', bodyOf(await adminDetails()));
    expect(again.status).toBe(200);
    expect((await policy('returns')).updated_at).toBe(saved.updated_at);

    // The default's own text counts as the default, and null puts it back.
    const asDefault = { ...policies, returns: DEFAULT_POLICIES.returns };
    await adminCall(t.app, admin, 'PUT', '/api/admin/shop_details', bodyOf(current, { policies: asDefault }));
    expect(await policy('returns')).toMatchObject({ edited: false, updated_at: null });
    expect(textOf((await page(t, '/returns')).root)).toContain('30 days from delivery');
  });

  it('renders every default policy on its page with the shop’s details filled in', async () => {
    for (const [url, words] of [
      ['/returns', 'The buyer pays the cost of return shipping'],
      ['/shipping', 'Where we deliver'],
      ['/warranty', 'How to make a claim'],
      ['/privacy', 'Grievance Officer'],
      ['/terms', '18 years old'],
    ] as const) {
      const shown = await page(t, url);
      expect(shown.status, url).toBe(200);
      const text = textOf(shown.root);
      expect(text, url).toContain(words);
      expect(text, url).not.toMatch(/\{(email|phone|address|shop_name|legal_name)\}/);
    }
  });
});
