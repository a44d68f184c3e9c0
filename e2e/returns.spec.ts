import sharp from 'sharp';
import { E2E_ADMIN } from './admin-account';
import { expect, test, type APIRequestContext, type Browser, type Page, waitingForApp } from './fixtures';
import { waitForMails } from './mailbox';
import { DESKTOP, PHONE, shootBothWidths } from './screens';
import { signIn, signUpShopper } from './shoppers';

type Card = { _id: string; name: string; variant_count: number; quantity: number };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as T;
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body;
}

/** A plain product with stock to spare. */
async function plainProduct(request: APIRequestContext): Promise<Card> {
  const res = await request.get('/api/fetch_products_by_collection?collection=all&page=1');
  const card = ((await res.json()) as { data: Card[] }).data.find((c) => c.variant_count === 1 && c.quantity >= 5);
  if (!card) throw new Error('the demo catalog has no plain product in stock');
  return card;
}

/** Two of the product, paid in test mode, then shipped and delivered by staff, all through the API. */
async function deliveredOrder(request: APIRequestContext, token: string, productId: string) {
  const address = {
    name: 'Anjali Nair',
    phone: '9847012345',
    pinCode: '695014',
    address: 'TC 14/220, Vazhuthacaud Road',
    locality: 'Vazhuthacaud',
    town: 'Thiruvananthapuram',
    state: 'Kerala',
    landMark: 'Opposite the Women’s College',
  };
  const order = await ok<{ data: { _id: string; order_number: string }; raz: { order_id: string } }>(
    await request.post('/api/create_order', {
      headers: bearer(token),
      data: { address, products: [{ product: productId, quantity: 2 }], type: 'single' },
    }),
  );
  const paid = await ok<{ data: unknown }>(
    await request.post('/api/test_payment/pay', {
      headers: bearer(token),
      data: { razorpay_order_id: order.raz.order_id },
    }),
  );
  await ok(await request.post('/api/verify_order', { headers: bearer(token), data: paid.data }));
  const login = await ok<{ data: { token: string } }>(
    await request.post('/api/log_in', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } }),
  );
  const staff = bearer(login.data.token);
  const ship = { tracking_number: 'IP123456789IN', carrier: 'India Post Speed Post' };
  await ok(await request.post(`/api/admin/orders/${order.data._id}/ship`, { headers: staff, data: ship }));
  await ok(await request.post(`/api/admin/orders/${order.data._id}/deliver`, { headers: staff, data: {} }));
  return order.data;
}

function notice(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function useDarkTheme(page: Page) {
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
}

async function staffPage(browser: Browser): Promise<Page> {
  const page = waitingForApp(await (await browser.newContext({ viewport: DESKTOP })).newPage());
  await signIn(page, E2E_ADMIN);
  return page;
}

test('a buyer asks to return one of two parts with a photo, and staff approve, receive and refund it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const product = await plainProduct(request);
  const shopper = await signUpShopper(request, 'returner');
  const order = await deliveredOrder(request, shopper.token, product._id);

  // The buyer opens the delivered order on a phone and asks to return one of the two.
  await page.setViewportSize(PHONE);
  await signIn(page, shopper);
  await page.goto(`/orderDetails/${order._id}`);
  const section = page.getByRole('region', { name: 'Returns' });
  await expect(section.getByText(/You can ask to return items until/)).toBeVisible();
  await section.getByRole('button', { name: 'Return items' }).click();
  const dialog = page.getByRole('dialog', { name: `Return items from order #${order.order_number}` });
  await expect(dialog).toBeVisible();

  // Nothing chosen and no reason: the form says so and sends nothing.
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(dialog.getByText('Choose at least one item to return')).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('combobox', { name: `How many of ${product.name}` }).selectOption('1');
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(dialog.getByText('Tell us why you are returning it')).toBeVisible();
  await dialog.getByLabel('Why are you returning it?').fill('The size is wrong for my Classic 350.');
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2b6a8a' } })
    .png()
    .toBuffer();
  await dialog.getByLabel('Add photos').setInputFiles([{ name: 'box.png', mimeType: 'image/png', buffer: photo }]);
  await expect(dialog.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/return-request-dialog-phone.png' });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: 'e2e/artifacts/return-request-dialog-desktop.png' });
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(notice(page, /Return RET\d+ requested/)).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = section.getByTestId('return-card');
  await expect(card.getByTestId('return-status')).toHaveText('Requested');
  const number = (await card.getByRole('heading').textContent())!.replace('Return ', '');
  await waitForMails(shopper.email, `We have your return request (${number}`);
  await shootBothWidths(page, 'return-requested');

  // Staff find it in the returns queue and open its order.
  const admin = await staffPage(browser);
  await admin.goto('/admin/returns');
  await expect(admin.getByRole('heading', { name: 'Returns' })).toBeVisible();
  await admin.getByRole('link', { name: number }).click();
  const entry = admin.getByRole('article', { name: `Return ${number}` });
  await expect(entry.getByText('The size is wrong for my Classic 350.')).toBeVisible();
  await expect(entry.getByRole('img', { name: 'Photo 1 with the return' })).toBeVisible();

  await entry.getByRole('button', { name: 'Approve' }).click();
  const approve = admin.getByRole('dialog', { name: `Approve return ${number}?` });
  await approve.getByLabel('Note for the buyer (optional)').fill('Send it to our Kochi shop, NH 66 Bypass.');
  await approve.getByRole('button', { name: 'Approve return' }).click();
  await expect(notice(admin, `Return ${number} approved`)).toBeVisible();
  await entry.getByRole('button', { name: 'Mark parcel received' }).click();
  await expect(notice(admin, `Return ${number} received`)).toBeVisible();

  // Staff refund less than the unit cost, for a scuffed box.
  await entry.getByRole('button', { name: /^Refund ₹/ }).click();
  const refund = admin.getByRole('dialog', { name: `Refund return ${number}?` });
  const amount = refund.getByLabel('Refund amount');
  const full = Number((await amount.inputValue()).replace(/,/g, ''));
  expect(full).toBeGreaterThan(2);
  const part = Math.floor(full / 2);
  await amount.fill(String(full + 1));
  await refund.getByRole('button', { name: 'Refund return' }).click();
  await expect(refund.getByText(/^The refund can be at most ₹/)).toBeVisible();
  await amount.fill(String(part));
  await refund.getByRole('button', { name: 'Refund return' }).click();
  await expect(notice(admin, `Return ${number} refunded`)).toBeVisible();
  await expect(entry.locator('.return-status')).toHaveText('Refunded');
  await expect(entry.getByRole('button', { name: /^Credit note KMHC\// })).toBeVisible();
  await expect(admin.getByText('Partly refunded').first()).toBeVisible();
  await expect(admin.getByText(`Return ${number}:`)).toBeVisible();
  await shootBothWidths(admin, 'admin-return-refunded');
  await admin.goto('/admin/returns?status=all');
  await expect(admin.getByRole('link', { name: number })).toBeVisible();
  await shootBothWidths(admin, 'admin-returns-list');
  await useDarkTheme(admin);
  await shootBothWidths(admin, 'admin-returns-list-dark');
  await admin.goto(`/admin/orders/${order._id}`);
  await expect(entry.locator('.return-status')).toHaveText('Refunded');
  await shootBothWidths(admin, 'admin-return-refunded-dark');

  // The buyer sees the refund and its credit note, and was mailed at every step.
  await page.reload();
  await expect(card.getByTestId('return-status')).toHaveText('Refunded');
  await expect(card.getByText('Note from the shop:')).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Partly refunded');
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Credit note' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Credit-note-KMHC-[\d-]+\.pdf$/);
  const [mail] = await waitForMails(shopper.email, `Your refund is on its way (${number}`);
  expect(mail).toMatch(/KMHC\//);
  await waitForMails(shopper.email, `Your return is approved (${number}`);
  await waitForMails(shopper.email, `We have received your return (${number}`);
  await shootBothWidths(page, 'return-refunded');
  await useDarkTheme(page);
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: 'e2e/artifacts/return-refunded-dark-phone.png', fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: 'e2e/artifacts/return-refunded-dark-desktop.png', fullPage: true });

  // The second unit may still be returned: the dialog in the dark theme, where the first is gone.
  await section.getByRole('button', { name: 'Return items' }).click();
  await expect(dialog.getByRole('combobox')).toHaveCount(0);
  await dialog.getByRole('checkbox').check();
  await page.screenshot({ path: 'e2e/artifacts/return-request-dialog-dark-desktop.png' });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: 'e2e/artifacts/return-request-dialog-dark-phone.png' });
});
