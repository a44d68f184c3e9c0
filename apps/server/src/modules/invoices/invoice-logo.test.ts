import { SHOP_MESSAGES, shopSettingsResponse } from '@store/contracts/shop-settings';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/accounts';
import { adminCall, adminUpload } from '../../test/admin';
import { photo } from '../../test/uploads';
import { t, asha, admin, a, paidOrder, invoiceOf, pdfAttachments, download, setUp } from './invoices.kit';

setUp();

/** Whether a PDF draws a picture: an image XObject in its resources. */
const hasImage = (pdf: Buffer) => pdf.includes('/Subtype /Image');

async function saveLogo(logo: string | null) {
  const current = shopSettingsResponse.parse(
    (await adminCall(t.app, admin, 'GET', '/api/admin/shop_settings')).body,
  ).data;
  const { updated_at: _updated, delivery_zones, ...rest } = current;
  return adminCall(t.app, admin, 'PUT', '/api/admin/shop_settings', {
    ...rest,
    delivery_zones: delivery_zones.map(({ id, days, served }) => ({ id, days, served })),
    logo,
  });
}

describe('the shop’s logo on its invoices', () => {
  it('prints the logo set under Shop and tax on invoices issued after, in the mail as in the download', async () => {
    const before = await paidOrder(asha, [{ ...a, quantity: 1 }]);
    const uploaded = await adminUpload(t.app, admin, '/api/admin/uploads?kind=logo', [
      { data: await photo('png', 900, 300), type: 'image/png', filename: 'logo.png' },
    ]);
    expect(uploaded.status).toBe(200);
    const logo = uploaded.body.data.url as string;
    expect(logo).toMatch(/^\/media\/catalog\/logo\//);
    const saved = await saveLogo(logo);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.logo).toBe(logo);

    const after = await paidOrder(asha, [{ ...a, quantity: 1 }]);
    const invoice = (await invoiceOf(after.data._id))!;
    expect(invoice.body.supplier.logo).toBe(logo);
    const downloaded = (await download(`/api/order_invoice?id=${after.data._id}`, asha)).rawPayload;
    expect(hasImage(downloaded)).toBe(true);
    const confirmation = (await mailsTo(t, asha.email)).find((m) =>
      m.includes(`${invoice.body.orderNumber} is confirmed`),
    )!;
    expect(pdfAttachments(confirmation)[0]!.content.equals(downloaded)).toBe(true);

    // An invoice issued before keeps what it was issued with: no logo.
    expect(hasImage((await download(`/api/order_invoice?id=${before.data._id}`, asha)).rawPayload)).toBe(false);
  });

  it('keeps the logo when a save leaves it out, removes it on null, and refuses a picture it did not store', async () => {
    const current = (await adminCall(t.app, admin, 'GET', '/api/admin/shop_settings')).body.data.logo as string | null;
    const refused = await saveLogo('/media/demo/p/helmet-0.webp');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(SHOP_MESSAGES.logo);
    expect((await saveLogo('https://evil.example/logo.png')).status).toBe(400);
    const removed = await saveLogo(null);
    expect(removed.body.data.logo).toBeNull();
    const order = await paidOrder(asha, [{ ...a, quantity: 1 }]);
    expect((await invoiceOf(order.data._id))!.body.supplier.logo).toBeUndefined();
    expect(current === null || typeof current === 'string').toBe(true);
  });
});
