import { expect, test, type APIRequestContext } from './fixtures';
import { E2E_OWNER } from './admin-account';
import { signIn } from './shoppers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

/** The details as the demo has them, put back after the test so the other specs read the demo's. */
async function putBack(request: APIRequestContext, token: string, saved: unknown) {
  const res = await request.put('/api/admin/shop_details', {
    data: saved,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
}

test('staff change the phone and a policy in the back office; the storefront shows them at once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // One sign-in for the whole test, through the page: sign-ins per account are limited, and the
  // other specs sign the same admin in.
  await page.setViewportSize(DESKTOP);
  await signIn(page, E2E_OWNER);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token: string }).token,
  );
  const before = (await (
    await request.get('/api/admin/shop_details', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    data: {
      phone: string;
      whatsapp: string | null;
      email: string;
      hours: unknown[];
      directions: string | null;
      policies: { id: string; edited: boolean; markdown: string }[];
    };
  };
  const demo = {
    phone: before.data.phone,
    whatsapp: before.data.whatsapp ?? '',
    email: before.data.email,
    hours: before.data.hours,
    directions: before.data.directions ?? '',
    policies: Object.fromEntries(before.data.policies.map((p) => [p.id, p.edited ? p.markdown : null])),
  };
  try {
    await page.goto('/admin/shop-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop details' })).toBeVisible();
    await page.getByLabel('Phone').fill('0471 555 0101');
    await page.getByLabel('WhatsApp number').fill('98470 12345');
    await page.getByRole('tab', { name: 'Shipping & Delivery' }).click();
    const text = page.getByLabel('Shipping & Delivery text');
    await text.fill(
      `${await text.inputValue()}\n\n## Pickup {#pickup}\n\nCollect your order at the shop: call [{phone}](tel:{phone}).`,
    );
    for (const [label, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `e2e/artifacts/admin-shop-details-${label}.png`, fullPage: true });
    }
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Save shop details' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Shop details saved' })).toBeVisible();

    // A fresh visit, as a shopper: the server-rendered page and its footer carry the new number.
    const shopper = await page.context().browser()!.newPage({ viewport: PHONE });
    await shopper.goto('/shipping');
    await expect(shopper.getByRole('heading', { level: 1, name: 'Shipping & Delivery' })).toBeVisible();
    const pickup = shopper.getByRole('heading', { level: 2, name: /Pickup/ });
    await expect(pickup).toBeVisible();
    await expect(shopper.locator('#pickup').getByRole('link', { name: '0471 555 0101' })).toHaveAttribute(
      'href',
      'tel:+914715550101',
    );
    const footer = shopper.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /0471 555 0101/ })).toHaveAttribute('href', 'tel:+914715550101');
    await expect(footer.getByRole('link', { name: /98470 12345/ })).toHaveAttribute(
      'href',
      'https://wa.me/919847012345',
    );
    await shopper.screenshot({ path: 'e2e/artifacts/static-shipping-edited-phone.png', fullPage: true });
    await shopper.close();
  } finally {
    await putBack(request, token, demo);
  }
});
